/**
 * @generated SignedSource<<f0590afb4d125e958c1ba93dc48ddace>>
 * @relayHash d718d9f927eb43d2fb69b5721318a550
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d718d9f927eb43d2fb69b5721318a550

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NeedsWaterListTestQuery$variables = Record<PropertyKey, never>;
export type NeedsWaterListTestQuery$data = {
  readonly allThings: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NeedsWaterList_things">;
    }>;
  } | null | undefined;
};
export type NeedsWaterListTestQuery = {
  response: NeedsWaterListTestQuery$data;
  variables: NeedsWaterListTestQuery$variables;
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
    "name": "NeedsWaterListTestQuery",
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
    "name": "NeedsWaterListTestQuery",
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
    "id": "d718d9f927eb43d2fb69b5721318a550",
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
    "name": "NeedsWaterListTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e007b04ca3d7aac5f8f7060becaa1c14";

export default node;
