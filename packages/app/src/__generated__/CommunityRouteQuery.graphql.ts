/**
 * @generated SignedSource<<b9408dd5f2a0e2273e0806184277cb36>>
 * @relayHash f5f3c75b05605dd38b306d2bd377d8e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5f3c75b05605dd38b306d2bd377d8e4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommunityRouteQuery$variables = {
  latitude: number;
  longitude: number;
  signedIn: boolean;
};
export type CommunityRouteQuery$data = {
  readonly currentUser?: {
    readonly groups: {
      readonly nodes: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"GroupSummaries_groups">;
      }>;
    };
    readonly id: any;
    readonly ownedGroups: {
      readonly nodes: ReadonlyArray<{
        readonly id: any;
        readonly myMembership: {
          readonly isOwner: boolean;
        } | null | undefined;
        readonly name: string;
        readonly slug: string;
      }>;
    };
  } | null | undefined;
  readonly groupsNear: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"GroupSummaries_groups">;
    }>;
  } | null | undefined;
  readonly ownedThings?: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly name: string;
    }>;
  } | null | undefined;
  readonly peopleNear?: {
    readonly nodes: ReadonlyArray<{
      readonly hasImage: boolean;
      readonly id: any;
      readonly image: string | null | undefined;
      readonly name: string | null | undefined;
      readonly username: string;
    }>;
  } | null | undefined;
  readonly scores: {
    readonly nodes: ReadonlyArray<{
      readonly hasImage: boolean | null | undefined;
      readonly image: string | null | undefined;
      readonly points: number | null | undefined;
      readonly rank: number | null | undefined;
      readonly userId: any | null | undefined;
      readonly username: string | null | undefined;
    }>;
  } | null | undefined;
};
export type CommunityRouteQuery = {
  response: CommunityRouteQuery$data;
  variables: CommunityRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "latitude"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "longitude"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "signedIn"
  }
],
v1 = {
  "kind": "Variable",
  "name": "latitude",
  "variableName": "latitude"
},
v2 = {
  "kind": "Variable",
  "name": "longitude",
  "variableName": "longitude"
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Group",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "GroupSummaries_groups"
      }
    ],
    "storageKey": null
  }
],
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasImage",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwner",
  "storageKey": null
},
v14 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "access": "OWNED"
    }
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "NAME_ASC"
    ]
  }
],
v15 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "maxRows",
      "value": 5
    },
    {
      "kind": "Literal",
      "name": "period",
      "value": "MONTH"
    }
  ],
  "concreteType": "ScoresConnection",
  "kind": "LinkedField",
  "name": "scores",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Score",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
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
          "name": "userId",
          "storageKey": null
        },
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/),
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
  "storageKey": "scores(maxRows:5,period:\"MONTH\")"
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "GroupMembership",
  "kind": "LinkedField",
  "name": "myMembership",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v18 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Group",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v12/*:: as any*/),
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
        "name": "memberCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      (v17/*:: as any*/),
      (v16/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CommunityRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "GroupsConnection",
        "kind": "LinkedField",
        "name": "groupsNear",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "UsersConnection",
            "kind": "LinkedField",
            "name": "peopleNear",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "currentUser",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "concreteType": "GroupsConnection",
                "kind": "LinkedField",
                "name": "groups",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": "groups(first:50)"
              },
              {
                "alias": "ownedGroups",
                "args": (v11/*:: as any*/),
                "concreteType": "GroupsConnection",
                "kind": "LinkedField",
                "name": "groups",
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "GroupMembership",
                        "kind": "LinkedField",
                        "name": "myMembership",
                        "plural": false,
                        "selections": [
                          (v13/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "groups(first:50)"
              }
            ],
            "storageKey": null
          },
          {
            "alias": "ownedThings",
            "args": (v14/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "allThings(condition:{\"access\":\"OWNED\"},first:5,orderBy:[\"NAME_ASC\"])"
          }
        ]
      },
      (v15/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CommunityRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "GroupsConnection",
        "kind": "LinkedField",
        "name": "groupsNear",
        "plural": false,
        "selections": (v18/*:: as any*/),
        "storageKey": null
      },
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "UsersConnection",
            "kind": "LinkedField",
            "name": "peopleNear",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v16/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "currentUser",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "concreteType": "GroupsConnection",
                "kind": "LinkedField",
                "name": "groups",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": "groups(first:50)"
              },
              {
                "alias": "ownedGroups",
                "args": (v11/*:: as any*/),
                "concreteType": "GroupsConnection",
                "kind": "LinkedField",
                "name": "groups",
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v12/*:: as any*/),
                      (v17/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "groups(first:50)"
              },
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "ownedThings",
            "args": (v14/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v16/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "allThings(condition:{\"access\":\"OWNED\"},first:5,orderBy:[\"NAME_ASC\"])"
          }
        ]
      },
      (v15/*:: as any*/)
    ]
  },
  "params": {
    "id": "f5f3c75b05605dd38b306d2bd377d8e4",
    "metadata": {},
    "name": "CommunityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "be93350dbe44d7a78c90a2d5c3d6123d";

export default node;
