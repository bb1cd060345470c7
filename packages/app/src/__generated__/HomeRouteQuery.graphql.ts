/**
 * @generated SignedSource<<0fb3275c253a20aa4ea6c82fcb25ca1f>>
 * @relayHash 7d792e4008c0fb93204c34f47ca62668
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d792e4008c0fb93204c34f47ca62668

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRouteQuery$variables = {
  hasRecent: boolean;
  recentIds?: ReadonlyArray<string> | null | undefined;
  signedIn: boolean;
};
export type HomeRouteQuery$data = {
  readonly allActions: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"RecentActivity_actions">;
    }>;
  } | null | undefined;
  readonly currentUser?: {
    readonly name: string | null | undefined;
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProfileSummary_user">;
  } | null | undefined;
  readonly gallery: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ThingGallery_things">;
    }>;
  } | null | undefined;
  readonly publicNeedsWater: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly " $fragmentSpreads": FragmentRefs<"NeedsWaterList_things">;
    }>;
  } | null | undefined;
  readonly publicTooDry: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly " $fragmentSpreads": FragmentRefs<"NeedsWaterList_things">;
    }>;
  } | null | undefined;
  readonly recentThings?: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
    }>;
  } | null | undefined;
  readonly yourNeedsWater?: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly " $fragmentSpreads": FragmentRefs<"NeedsWaterList_things">;
    }>;
  } | null | undefined;
  readonly yourThings?: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly yourTooDry?: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly " $fragmentSpreads": FragmentRefs<"NeedsWaterList_things">;
    }>;
  } | null | undefined;
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasRecent"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "recentIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "signedIn"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v5 = {
  "kind": "Literal",
  "name": "first",
  "value": 6
},
v6 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "access": "OWNED"
    }
  },
  (v5/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "NAME_ASC",
      "PRIMARY_KEY_ASC"
    ]
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v8 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ThingTileGrid_things"
},
v9 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": [
    "INDICATOR_COLOUR_CHANGED_AT_ASC",
    "NAME_ASC"
  ]
},
v10 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "access": "ANY",
      "indicatorColour": "RED",
      "indicatorParameter": "WATER"
    }
  },
  (v5/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Thing",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v11/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "NeedsWaterList_things"
      }
    ],
    "storageKey": null
  }
],
v13 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "access": "ANY",
      "indicatorColour": "ORANGE",
      "indicatorParameter": "WATER"
    }
  },
  (v5/*:: as any*/),
  (v9/*:: as any*/)
],
v14 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "indicatorColour": "RED",
      "indicatorParameter": "WATER",
      "isPublic": true
    }
  },
  (v5/*:: as any*/),
  (v9/*:: as any*/)
],
v15 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "indicatorColour": "ORANGE",
      "indicatorParameter": "WATER",
      "isPublic": true
    }
  },
  (v5/*:: as any*/),
  (v9/*:: as any*/)
],
v16 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_DESC"
    ]
  }
],
v17 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "recentIds"
      }
    ],
    "kind": "ObjectValue",
    "name": "condition"
  },
  (v5/*:: as any*/)
],
v18 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "hasImage": true
    }
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
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
v19 = [
  (v7/*:: as any*/)
],
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indicatorColour",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indicatorParameter",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnail",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Thing",
  "kind": "LinkedField",
  "name": "nodes",
  "plural": true,
  "selections": [
    (v11/*:: as any*/),
    (v3/*:: as any*/),
    (v21/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublic",
      "storageKey": null
    },
    (v22/*:: as any*/),
    (v23/*:: as any*/),
    (v24/*:: as any*/),
    (v25/*:: as any*/),
    (v20/*:: as any*/)
  ],
  "storageKey": null
},
v27 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Thing",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v11/*:: as any*/),
      (v3/*:: as any*/),
      (v21/*:: as any*/),
      (v23/*:: as any*/),
      (v24/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canRecordAction",
        "storageKey": null
      },
      (v20/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeRouteQuery",
    "selections": [
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "currentUser",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileSummary_user"
              }
            ],
            "storageKey": null
          },
          {
            "alias": "yourThings",
            "args": (v6/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "allThings(condition:{\"access\":\"OWNED\"},first:6,orderBy:[\"NAME_ASC\",\"PRIMARY_KEY_ASC\"])"
          },
          {
            "alias": "yourTooDry",
            "args": (v10/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": "allThings(condition:{\"access\":\"ANY\",\"indicatorColour\":\"RED\",\"indicatorParameter\":\"WATER\"},first:6,orderBy:[\"INDICATOR_COLOUR_CHANGED_AT_ASC\",\"NAME_ASC\"])"
          },
          {
            "alias": "yourNeedsWater",
            "args": (v13/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": "allThings(condition:{\"access\":\"ANY\",\"indicatorColour\":\"ORANGE\",\"indicatorParameter\":\"WATER\"},first:6,orderBy:[\"INDICATOR_COLOUR_CHANGED_AT_ASC\",\"NAME_ASC\"])"
          }
        ]
      },
      {
        "alias": "publicTooDry",
        "args": (v14/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": (v12/*:: as any*/),
        "storageKey": "allThings(condition:{\"indicatorColour\":\"RED\",\"indicatorParameter\":\"WATER\",\"isPublic\":true},first:6,orderBy:[\"INDICATOR_COLOUR_CHANGED_AT_ASC\",\"NAME_ASC\"])"
      },
      {
        "alias": "publicNeedsWater",
        "args": (v15/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": (v12/*:: as any*/),
        "storageKey": "allThings(condition:{\"indicatorColour\":\"ORANGE\",\"indicatorParameter\":\"WATER\",\"isPublic\":true},first:6,orderBy:[\"INDICATOR_COLOUR_CHANGED_AT_ASC\",\"NAME_ASC\"])"
      },
      {
        "alias": null,
        "args": (v16/*:: as any*/),
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
        "storageKey": "allActions(first:5,orderBy:[\"CREATED_AT_DESC\"])"
      },
      {
        "condition": "hasRecent",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "recentThings",
            "args": (v17/*:: as any*/),
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
                  (v11/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "gallery",
        "args": (v18/*:: as any*/),
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
                "name": "ThingGallery_things"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(condition:{\"hasImage\":true},first:12,orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": [
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "currentUser",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "UserBadgesConnection",
                "kind": "LinkedField",
                "name": "userBadgesByUserId",
                "plural": false,
                "selections": (v19/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ThingAccessesConnection",
                "kind": "LinkedField",
                "name": "thingAccesses",
                "plural": false,
                "selections": (v19/*:: as any*/),
                "storageKey": null
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "yourThings",
            "args": (v6/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v26/*:: as any*/)
            ],
            "storageKey": "allThings(condition:{\"access\":\"OWNED\"},first:6,orderBy:[\"NAME_ASC\",\"PRIMARY_KEY_ASC\"])"
          },
          {
            "alias": "yourTooDry",
            "args": (v10/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": (v27/*:: as any*/),
            "storageKey": "allThings(condition:{\"access\":\"ANY\",\"indicatorColour\":\"RED\",\"indicatorParameter\":\"WATER\"},first:6,orderBy:[\"INDICATOR_COLOUR_CHANGED_AT_ASC\",\"NAME_ASC\"])"
          },
          {
            "alias": "yourNeedsWater",
            "args": (v13/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": (v27/*:: as any*/),
            "storageKey": "allThings(condition:{\"access\":\"ANY\",\"indicatorColour\":\"ORANGE\",\"indicatorParameter\":\"WATER\"},first:6,orderBy:[\"INDICATOR_COLOUR_CHANGED_AT_ASC\",\"NAME_ASC\"])"
          }
        ]
      },
      {
        "alias": "publicTooDry",
        "args": (v14/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": (v27/*:: as any*/),
        "storageKey": "allThings(condition:{\"indicatorColour\":\"RED\",\"indicatorParameter\":\"WATER\",\"isPublic\":true},first:6,orderBy:[\"INDICATOR_COLOUR_CHANGED_AT_ASC\",\"NAME_ASC\"])"
      },
      {
        "alias": "publicNeedsWater",
        "args": (v15/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": (v27/*:: as any*/),
        "storageKey": "allThings(condition:{\"indicatorColour\":\"ORANGE\",\"indicatorParameter\":\"WATER\",\"isPublic\":true},first:6,orderBy:[\"INDICATOR_COLOUR_CHANGED_AT_ASC\",\"NAME_ASC\"])"
      },
      {
        "alias": null,
        "args": (v16/*:: as any*/),
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
              (v11/*:: as any*/),
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
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "thing",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v3/*:: as any*/),
                  (v20/*:: as any*/)
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allActions(first:5,orderBy:[\"CREATED_AT_DESC\"])"
      },
      {
        "condition": "hasRecent",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "recentThings",
            "args": (v17/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v26/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "gallery",
        "args": (v18/*:: as any*/),
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
              (v11/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "image",
                "storageKey": null
              },
              (v25/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(condition:{\"hasImage\":true},first:12,orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
      }
    ]
  },
  "params": {
    "id": "7d792e4008c0fb93204c34f47ca62668",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e9cd545677bd484d89d2c707e1dc86ab";

export default node;
