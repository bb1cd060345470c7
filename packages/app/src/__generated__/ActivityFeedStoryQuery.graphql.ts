/**
 * @generated SignedSource<<448c12cc15d9e2f07e8081618021e3a4>>
 * @relayHash 187855a4736e705297b06465fc63108e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 187855a4736e705297b06465fc63108e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityFeedStoryQuery$variables = Record<PropertyKey, never>;
export type ActivityFeedStoryQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ActivityFeed_query">;
};
export type ActivityFeedStoryQuery = {
  response: ActivityFeedStoryQuery$data;
  variables: ActivityFeedStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_DESC",
      "PRIMARY_KEY_DESC"
    ]
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
  "name": "nodeId",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Cursor"
},
v4 = {
  "enumValues": null,
  "nullable": false,
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
  "type": "UUID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivityFeedStoryQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ActivityFeed_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ActivityFeedStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "actionCount",
        "storageKey": null
      },
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
            "concreteType": "ActionsEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Action",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allActions(first:20,orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "condition"
        ],
        "handle": "connection",
        "key": "ActivityFeed_allActions",
        "kind": "LinkedHandle",
        "name": "allActions"
      }
    ]
  },
  "params": {
    "id": "187855a4736e705297b06465fc63108e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "actionCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "allActions": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ActionsConnection"
        },
        "allActions.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ActionsEdge"
        },
        "allActions.edges.cursor": (v3/*:: as any*/),
        "allActions.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Action"
        },
        "allActions.edges.node.__typename": (v4/*:: as any*/),
        "allActions.edges.node.comments": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "allActions.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Datetime"
        },
        "allActions.edges.node.creator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "allActions.edges.node.creator.nodeId": (v5/*:: as any*/),
        "allActions.edges.node.creator.username": (v4/*:: as any*/),
        "allActions.edges.node.id": (v6/*:: as any*/),
        "allActions.edges.node.nodeId": (v5/*:: as any*/),
        "allActions.edges.node.thing": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Thing"
        },
        "allActions.edges.node.thing.id": (v6/*:: as any*/),
        "allActions.edges.node.thing.name": (v4/*:: as any*/),
        "allActions.edges.node.thing.nodeId": (v5/*:: as any*/),
        "allActions.edges.node.type": {
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
        },
        "allActions.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "allActions.pageInfo.endCursor": (v3/*:: as any*/),
        "allActions.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "ActivityFeedStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1ed7f1356d78bd90b19baa200dd3376e";

export default node;
