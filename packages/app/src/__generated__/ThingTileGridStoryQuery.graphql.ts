/**
 * @generated SignedSource<<339e6a3ffc998912e37e0d38714d3466>>
 * @relayHash c0b0c870792675b87a91a7c7b04c0cea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0b0c870792675b87a91a7c7b04c0cea

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ThingTileGridStoryQuery$variables = Record<PropertyKey, never>;
export type ThingTileGridStoryQuery$data = {
  readonly allThings: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
    }>;
  } | null | undefined;
};
export type ThingTileGridStoryQuery = {
  response: ThingTileGridStoryQuery$data;
  variables: ThingTileGridStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ThingTileGridStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ThingTileGrid_things"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:6)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ThingTileGridStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isPublic",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "indicatorColour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "indicatorParameter",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbnail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nodeId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:6)"
      }
    ]
  },
  "params": {
    "id": "c0b0c870792675b87a91a7c7b04c0cea",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "allThings": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ThingsConnection"
        },
        "allThings.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Thing"
        },
        "allThings.nodes.category": {
          "enumValues": [
            "APIARY",
            "BEECAFE",
            "BENCH",
            "BIN",
            "BOOKSHARE",
            "FENCE",
            "FLOWERBED",
            "GRAVE",
            "GREENHOUSE",
            "HEDGE",
            "MEADOW",
            "MURAL",
            "NOTICEBOARD",
            "PLANTER",
            "PLAQUE",
            "SCULPTURE",
            "TREE",
            "VEGETABLEBED",
            "WALL"
          ],
          "nullable": false,
          "plural": false,
          "type": "ThingCategory"
        },
        "allThings.nodes.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Datetime"
        },
        "allThings.nodes.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UUID"
        },
        "allThings.nodes.indicatorColour": {
          "enumValues": [
            "BLUE",
            "GREEN",
            "GREY",
            "ORANGE",
            "RED"
          ],
          "nullable": false,
          "plural": false,
          "type": "IndicatorColour"
        },
        "allThings.nodes.indicatorParameter": {
          "enumValues": [
            "CONDUCTIVITY",
            "PH",
            "TEMPERATURE",
            "WATER"
          ],
          "nullable": false,
          "plural": false,
          "type": "IndicatorParameter"
        },
        "allThings.nodes.isPublic": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "allThings.nodes.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "allThings.nodes.nodeId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "allThings.nodes.thumbnail": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "ThingTileGridStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3f24b8fdcbed17583f174362fe562f0e";

export default node;
