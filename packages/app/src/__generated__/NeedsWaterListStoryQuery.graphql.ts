/**
 * @generated SignedSource<<ae159d26a6433a77ac2d71c1b358eb3b>>
 * @relayHash d0aeb8d84000fcedf309aaaaebd500a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0aeb8d84000fcedf309aaaaebd500a4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NeedsWaterListStoryQuery$variables = Record<PropertyKey, never>;
export type NeedsWaterListStoryQuery$data = {
  readonly allThings: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NeedsWaterList_things">;
    }>;
  } | null | undefined;
};
export type NeedsWaterListStoryQuery = {
  response: NeedsWaterListStoryQuery$data;
  variables: NeedsWaterListStoryQuery$variables;
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
    "name": "NeedsWaterListStoryQuery",
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
                "name": "NeedsWaterList_things"
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
    "name": "NeedsWaterListStoryQuery",
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
                "name": "canRecordAction",
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
    "id": "d0aeb8d84000fcedf309aaaaebd500a4",
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
        "allThings.nodes.canRecordAction": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
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
        }
      }
    },
    "name": "NeedsWaterListStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ac31d97d612c50dbd420794d3847fff";

export default node;
