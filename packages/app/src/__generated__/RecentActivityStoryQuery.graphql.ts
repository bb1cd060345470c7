/**
 * @generated SignedSource<<d78471e3e74171b2f8963fbcc262c390>>
 * @relayHash 6f1b75a49a579c40fdf626bdfc1c2365
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f1b75a49a579c40fdf626bdfc1c2365

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentActivityStoryQuery$variables = Record<PropertyKey, never>;
export type RecentActivityStoryQuery$data = {
  readonly allActions: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"RecentActivity_actions">;
    }>;
  } | null | undefined;
};
export type RecentActivityStoryQuery = {
  response: RecentActivityStoryQuery$data;
  variables: RecentActivityStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecentActivityStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ActionsConnection",
        "kind": "LinkedField",
        "name": "allActions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Action",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RecentActivity_actions"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allActions(first:5)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RecentActivityStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ActionsConnection",
        "kind": "LinkedField",
        "name": "allActions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Action",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comments",
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
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "thing",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "creator",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "username",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allActions(first:5)"
      }
    ]
  },
  "params": {
    "id": "6f1b75a49a579c40fdf626bdfc1c2365",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "allActions": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ActionsConnection"
        },
        "allActions.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Action"
        },
        "allActions.nodes.comments": (v4/*:: as any*/),
        "allActions.nodes.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Datetime"
        },
        "allActions.nodes.creator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "allActions.nodes.creator.name": (v4/*:: as any*/),
        "allActions.nodes.creator.nodeId": (v5/*:: as any*/),
        "allActions.nodes.creator.username": (v6/*:: as any*/),
        "allActions.nodes.id": (v7/*:: as any*/),
        "allActions.nodes.nodeId": (v5/*:: as any*/),
        "allActions.nodes.thing": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Thing"
        },
        "allActions.nodes.thing.id": (v7/*:: as any*/),
        "allActions.nodes.thing.name": (v6/*:: as any*/),
        "allActions.nodes.thing.nodeId": (v5/*:: as any*/),
        "allActions.nodes.type": {
          "enumValues": [
            "CREATED",
            "EDUCATION",
            "LITTER_CLEANUP",
            "MEASUREMENT",
            "SHARE",
            "UPKEEP",
            "WATERING"
          ],
          "nullable": false,
          "plural": false,
          "type": "ActionType"
        }
      }
    },
    "name": "RecentActivityStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "17aaf23ae2820c9456fffb5e162bd67a";

export default node;
