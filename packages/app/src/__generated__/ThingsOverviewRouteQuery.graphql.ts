/**
 * @generated SignedSource<<44db6215522701d214cbfc03e3d5d1a6>>
 * @relayHash ad70704ec2d10b8dda31a0bd19be4b5f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad70704ec2d10b8dda31a0bd19be4b5f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ThingsOverviewRouteQuery$variables = {
  signedIn: boolean;
};
export type ThingsOverviewRouteQuery$data = {
  readonly needsWater: {
    readonly totalCount: number;
  } | null | undefined;
  readonly newest: {
    readonly nodes: ReadonlyArray<{
      readonly createdAt: any;
      readonly id: any;
      readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
    }>;
  } | null | undefined;
  readonly newestDates: {
    readonly nodes: ReadonlyArray<{
      readonly createdAt: any;
    }>;
  } | null | undefined;
  readonly publicThings: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NearbyThings_things">;
    }>;
  } | null | undefined;
  readonly tooDry: {
    readonly totalCount: number;
  } | null | undefined;
  readonly visible: {
    readonly totalCount: number;
  } | null | undefined;
  readonly yours?: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
    }>;
    readonly totalCount: number;
  } | null | undefined;
};
export type ThingsOverviewRouteQuery = {
  response: ThingsOverviewRouteQuery$data;
  variables: ThingsOverviewRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "signedIn"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": "visible",
  "args": null,
  "concreteType": "ThingsConnection",
  "kind": "LinkedField",
  "name": "allThings",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = {
  "kind": "Literal",
  "name": "first",
  "value": 6
},
v5 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": [
    "NAME_ASC",
    "PRIMARY_KEY_ASC"
  ]
},
v6 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "access": "OWNED"
    }
  },
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ThingTileGrid_things"
},
v8 = {
  "alias": "tooDry",
  "args": [
    {
      "kind": "Literal",
      "name": "condition",
      "value": {
        "indicatorColour": "RED",
        "indicatorParameter": "WATER"
      }
    }
  ],
  "concreteType": "ThingsConnection",
  "kind": "LinkedField",
  "name": "allThings",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": "allThings(condition:{\"indicatorColour\":\"RED\",\"indicatorParameter\":\"WATER\"})"
},
v9 = {
  "alias": "needsWater",
  "args": [
    {
      "kind": "Literal",
      "name": "condition",
      "value": {
        "indicatorColour": "ORANGE",
        "indicatorParameter": "WATER"
      }
    }
  ],
  "concreteType": "ThingsConnection",
  "kind": "LinkedField",
  "name": "allThings",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": "allThings(condition:{\"indicatorColour\":\"ORANGE\",\"indicatorParameter\":\"WATER\"})"
},
v10 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": [
    "CREATED_AT_DESC",
    "PRIMARY_KEY_DESC"
  ]
},
v11 = [
  (v4/*:: as any*/),
  (v10/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v14 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  (v10/*:: as any*/)
],
v15 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "isPublic": true
    }
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  },
  (v5/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPublic",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indicatorColour",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indicatorParameter",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnail",
  "storageKey": null
},
v22 = {
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
    "name": "ThingsOverviewRouteQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "yours",
            "args": (v6/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "allThings(condition:{\"access\":\"OWNED\"},first:6,orderBy:[\"NAME_ASC\",\"PRIMARY_KEY_ASC\"])"
          }
        ]
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      {
        "alias": "newest",
        "args": (v11/*:: as any*/),
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
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:6,orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
      },
      {
        "alias": "newestDates",
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
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:100,orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
      },
      {
        "alias": "publicThings",
        "args": (v15/*:: as any*/),
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
        "storageKey": "allThings(condition:{\"isPublic\":true},first:200,orderBy:[\"NAME_ASC\",\"PRIMARY_KEY_ASC\"])"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThingsOverviewRouteQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "yours",
            "args": (v6/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v12/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v13/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "allThings(condition:{\"access\":\"OWNED\"},first:6,orderBy:[\"NAME_ASC\",\"PRIMARY_KEY_ASC\"])"
          }
        ]
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      {
        "alias": "newest",
        "args": (v11/*:: as any*/),
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
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:6,orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
      },
      {
        "alias": "newestDates",
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
              (v13/*:: as any*/),
              (v22/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:100,orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
      },
      {
        "alias": "publicThings",
        "args": (v15/*:: as any*/),
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
              (v12/*:: as any*/),
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
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v13/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(condition:{\"isPublic\":true},first:200,orderBy:[\"NAME_ASC\",\"PRIMARY_KEY_ASC\"])"
      }
    ]
  },
  "params": {
    "id": "ad70704ec2d10b8dda31a0bd19be4b5f",
    "metadata": {},
    "name": "ThingsOverviewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5bd795960d126eafbc43da6376ab6086";

export default node;
