/**
 * @generated SignedSource<<952a630d5d6face45ec3ccdf5598fa9f>>
 * @relayHash dfd1676af3a27a3d5378187a01ae3bfd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfd1676af3a27a3d5378187a01ae3bfd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupCondition = {
  createdAt?: any | null | undefined;
  description?: string | null | undefined;
  hasImage?: boolean | null | undefined;
  id?: any | null | undefined;
  image?: string | null | undefined;
  isPublic?: boolean | null | undefined;
  name?: string | null | undefined;
  slug?: string | null | undefined;
  updatedAt?: any | null | undefined;
};
export type GroupRouteQuery$variables = {
  condition: GroupCondition;
};
export type GroupRouteQuery$data = {
  readonly allGroups: {
    readonly nodes: ReadonlyArray<{
      readonly canEdit: boolean;
      readonly description: string | null | undefined;
      readonly id: any;
      readonly image: string | null | undefined;
      readonly isPublic: boolean;
      readonly memberCount: number;
      readonly memberships: {
        readonly nodes: ReadonlyArray<{
          readonly id: any;
          readonly isOwner: boolean;
          readonly user: {
            readonly hasImage: boolean;
            readonly image: string | null | undefined;
            readonly name: string | null | undefined;
            readonly username: string;
          } | null | undefined;
          readonly userId: any;
        }>;
      };
      readonly myMembership: {
        readonly id: any;
        readonly isOwner: boolean;
      } | null | undefined;
      readonly name: string;
      readonly owners: {
        readonly nodes: ReadonlyArray<{
          readonly hasImage: boolean | null | undefined;
          readonly image: string | null | undefined;
          readonly name: string | null | undefined;
          readonly userId: any | null | undefined;
          readonly username: string | null | undefined;
        }>;
      };
      readonly slug: string;
      readonly thingShares: {
        readonly nodes: ReadonlyArray<{
          readonly id: any;
          readonly thing: {
            readonly actions: {
              readonly nodes: ReadonlyArray<{
                readonly createdAt: any;
                readonly id: any;
                readonly " $fragmentSpreads": FragmentRefs<"ActivityFeedItem_action">;
              }>;
            };
            readonly id: any;
            readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
          } | null | undefined;
        }>;
      };
    }>;
  } | null | undefined;
  readonly groupScores: {
    readonly nodes: ReadonlyArray<{
      readonly groupId: any | null | undefined;
      readonly points: number | null | undefined;
      readonly rank: number | null | undefined;
    }>;
  } | null | undefined;
};
export type GroupRouteQuery = {
  response: GroupRouteQuery$data;
  variables: GroupRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "condition"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "condition",
    "variableName": "condition"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPublic",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canEdit",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwner",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasImage",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 20
    }
  ],
  "concreteType": "GroupOwnersConnection",
  "kind": "LinkedField",
  "name": "owners",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupOwner",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v11/*:: as any*/),
        (v4/*:: as any*/),
        (v12/*:: as any*/),
        (v13/*:: as any*/),
        (v8/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": "owners(first:20)"
},
v15 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": [
    "CREATED_AT_ASC"
  ]
},
v16 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  (v15/*:: as any*/)
],
v17 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 24
  },
  (v15/*:: as any*/)
],
v18 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 3
  }
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "maxRows",
      "value": 200
    },
    {
      "kind": "Literal",
      "name": "period",
      "value": "MONTH"
    }
  ],
  "concreteType": "GroupScoresConnection",
  "kind": "LinkedField",
  "name": "groupScores",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupScore",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "groupId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "points",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "groupScores(maxRows:200,period:\"MONTH\")"
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GroupsConnection",
        "kind": "LinkedField",
        "name": "allGroups",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMembership",
                "kind": "LinkedField",
                "name": "myMembership",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": (v16/*:: as any*/),
                "concreteType": "GroupMembershipsConnection",
                "kind": "LinkedField",
                "name": "memberships",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GroupMembership",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "user",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v8/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "memberships(first:100,orderBy:[\"CREATED_AT_ASC\"])"
              },
              {
                "alias": null,
                "args": (v17/*:: as any*/),
                "concreteType": "ThingGroupsConnection",
                "kind": "LinkedField",
                "name": "thingShares",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ThingGroup",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Thing",
                        "kind": "LinkedField",
                        "name": "thing",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "ThingTileGrid_things"
                          },
                          {
                            "alias": null,
                            "args": (v18/*:: as any*/),
                            "concreteType": "ActionsConnection",
                            "kind": "LinkedField",
                            "name": "actions",
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
                                  (v2/*:: as any*/),
                                  (v19/*:: as any*/),
                                  {
                                    "args": null,
                                    "kind": "FragmentSpread",
                                    "name": "ActivityFeedItem_action"
                                  }
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": "actions(first:3)"
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "thingShares(first:24,orderBy:[\"CREATED_AT_ASC\"])"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v20/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GroupsConnection",
        "kind": "LinkedField",
        "name": "allGroups",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMembership",
                "kind": "LinkedField",
                "name": "myMembership",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v10/*:: as any*/),
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": (v16/*:: as any*/),
                "concreteType": "GroupMembershipsConnection",
                "kind": "LinkedField",
                "name": "memberships",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GroupMembership",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "user",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v8/*:: as any*/),
                          (v21/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v21/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "memberships(first:100,orderBy:[\"CREATED_AT_ASC\"])"
              },
              {
                "alias": null,
                "args": (v17/*:: as any*/),
                "concreteType": "ThingGroupsConnection",
                "kind": "LinkedField",
                "name": "thingShares",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ThingGroup",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Thing",
                        "kind": "LinkedField",
                        "name": "thing",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "category",
                            "storageKey": null
                          },
                          (v6/*:: as any*/),
                          (v19/*:: as any*/),
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
                            "args": (v18/*:: as any*/),
                            "concreteType": "ActionsConnection",
                            "kind": "LinkedField",
                            "name": "actions",
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
                                  (v2/*:: as any*/),
                                  (v19/*:: as any*/),
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
                                    "concreteType": "Thing",
                                    "kind": "LinkedField",
                                    "name": "thing",
                                    "plural": false,
                                    "selections": [
                                      (v2/*:: as any*/),
                                      (v4/*:: as any*/),
                                      (v21/*:: as any*/)
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
                                      (v12/*:: as any*/),
                                      (v21/*:: as any*/)
                                    ],
                                    "storageKey": null
                                  },
                                  (v21/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": "actions(first:3)"
                          },
                          (v21/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v21/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "thingShares(first:24,orderBy:[\"CREATED_AT_ASC\"])"
              },
              (v21/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v20/*:: as any*/)
    ]
  },
  "params": {
    "id": "dfd1676af3a27a3d5378187a01ae3bfd",
    "metadata": {},
    "name": "GroupRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ff0fa0682c739703c9bfa879812d11bd";

export default node;
