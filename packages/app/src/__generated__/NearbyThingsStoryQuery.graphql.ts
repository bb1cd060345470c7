/**
 * @generated SignedSource<<5a4bf73bed374df47536837191147566>>
 * @relayHash d96407e6a1548b123c54e2ae73239682
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d96407e6a1548b123c54e2ae73239682

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NearbyThingsStoryQuery$variables = Record<PropertyKey, never>;
export type NearbyThingsStoryQuery$data = {
  readonly allThings: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NearbyThings_things">;
    }>;
  } | null | undefined;
};
export type NearbyThingsStoryQuery = {
  response: NearbyThingsStoryQuery$data;
  variables: NearbyThingsStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NearbyThingsStoryQuery",
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
                "name": "NearbyThings_things"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:200)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NearbyThingsStoryQuery",
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
                "concreteType": "Point",
                "kind": "LinkedField",
                "name": "location",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "x",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "y",
                    "storageKey": null
                  }
                ],
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
        "storageKey": "allThings(first:200)"
      }
    ]
  },
  "params": {
    "id": "d96407e6a1548b123c54e2ae73239682",
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
        "allThings.nodes.location": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Point"
        },
        "allThings.nodes.location.x": (v1/*:: as any*/),
        "allThings.nodes.location.y": (v1/*:: as any*/),
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
    "name": "NearbyThingsStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ef203c7f69e518c2d73fb47b0e1cd90d";

export default node;
