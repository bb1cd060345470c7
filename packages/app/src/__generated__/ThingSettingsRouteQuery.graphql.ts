/**
 * @generated SignedSource<<177b74609c32369f0304058754801640>>
 * @relayHash 61934e7c935671a96fc24f42cd67e418
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61934e7c935671a96fc24f42cd67e418

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
export type ThingSettingsRouteQuery$variables = {
  id: any;
};
export type ThingSettingsRouteQuery$data = {
  readonly currentUser: {
    readonly groupMemberships: {
      readonly nodes: ReadonlyArray<{
        readonly group: {
          readonly id: any;
          readonly name: string;
        } | null | undefined;
      }>;
    };
    readonly id: any;
  } | null | undefined;
  readonly thingById: {
    readonly accesses: {
      readonly nodes: ReadonlyArray<{
        readonly isCollaborator: boolean;
        readonly isOwner: boolean;
        readonly nodeId: string;
        readonly user: {
          readonly name: string | null | undefined;
          readonly username: string;
        } | null | undefined;
      }>;
    };
    readonly canEdit: boolean | null | undefined;
    readonly canRecordAction: boolean | null | undefined;
    readonly category: ThingCategory;
    readonly groupShares: {
      readonly nodes: ReadonlyArray<{
        readonly group: {
          readonly id: any;
          readonly name: string;
          readonly slug: string;
        } | null | undefined;
        readonly id: any;
      }>;
    };
    readonly groupStewards: {
      readonly nodes: ReadonlyArray<{
        readonly groupId: any | null | undefined;
        readonly groupName: string | null | undefined;
        readonly groupSlug: string | null | undefined;
        readonly isGroupOwner: boolean | null | undefined;
        readonly name: string | null | undefined;
        readonly userId: any | null | undefined;
        readonly username: string | null | undefined;
      }>;
    };
    readonly id: any;
    readonly invitations: {
      readonly " $fragmentSpreads": FragmentRefs<"InvitationsPanel_invitations">;
    };
    readonly isPublic: boolean;
    readonly myAccess: {
      readonly isCollaborator: boolean;
      readonly isOwner: boolean;
      readonly nodeId: string;
    } | null | undefined;
    readonly name: string;
    readonly nodeId: string;
  } | null | undefined;
};
export type ThingSettingsRouteQuery = {
  response: ThingSettingsRouteQuery$data;
  variables: ThingSettingsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "name": "nodeId",
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
  "name": "category",
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
  "name": "canEdit",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canRecordAction",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwner",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCollaborator",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "ThingAccess",
  "kind": "LinkedField",
  "name": "myAccess",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_DESC"
    ]
  }
],
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_ASC"
    ]
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v15 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  }
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": (v15/*:: as any*/),
  "concreteType": "ThingGroupStewardsConnection",
  "kind": "LinkedField",
  "name": "groupStewards",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ThingGroupSteward",
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
          "name": "groupName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "groupSlug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        },
        (v4/*:: as any*/),
        (v16/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isGroupOwner",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "groupStewards(first:200)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ThingSettingsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "InvitationsConnection",
            "kind": "LinkedField",
            "name": "invitations",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InvitationsPanel_invitations"
              }
            ],
            "storageKey": "invitations(first:50,orderBy:[\"CREATED_AT_DESC\"])"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "ThingGroupsConnection",
            "kind": "LinkedField",
            "name": "groupShares",
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
                    "concreteType": "Group",
                    "kind": "LinkedField",
                    "name": "group",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v14/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "groupShares(first:100,orderBy:[\"CREATED_AT_ASC\"])"
          },
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "ThingAccessesConnection",
            "kind": "LinkedField",
            "name": "accesses",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ThingAccess",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "accesses(first:100,orderBy:[\"CREATED_AT_ASC\"])"
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "concreteType": "GroupMembershipsConnection",
            "kind": "LinkedField",
            "name": "groupMemberships",
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Group",
                    "kind": "LinkedField",
                    "name": "group",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "groupMemberships(first:200)"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThingSettingsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "InvitationsConnection",
            "kind": "LinkedField",
            "name": "invitations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
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
                    "name": "expiresAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "acceptedAt",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "invitations(first:50,orderBy:[\"CREATED_AT_DESC\"])"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "ThingGroupsConnection",
            "kind": "LinkedField",
            "name": "groupShares",
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
                    "concreteType": "Group",
                    "kind": "LinkedField",
                    "name": "group",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v14/*:: as any*/),
                      (v4/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "groupShares(first:100,orderBy:[\"CREATED_AT_ASC\"])"
          },
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "ThingAccessesConnection",
            "kind": "LinkedField",
            "name": "accesses",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ThingAccess",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v16/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "accesses(first:100,orderBy:[\"CREATED_AT_ASC\"])"
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "concreteType": "GroupMembershipsConnection",
            "kind": "LinkedField",
            "name": "groupMemberships",
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Group",
                    "kind": "LinkedField",
                    "name": "group",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v4/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "groupMemberships(first:200)"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "61934e7c935671a96fc24f42cd67e418",
    "metadata": {},
    "name": "ThingSettingsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "76209ad1a21726633c08bb134ddf2ffe";

export default node;
