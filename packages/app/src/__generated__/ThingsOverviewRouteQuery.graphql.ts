/**
 * @generated SignedSource<<c5eb2b0cb48c0f2b7756ac426d459bc7>>
 * @relayHash 7465402e1f87330a5c0f036fd0182adc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7465402e1f87330a5c0f036fd0182adc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ThingsOverviewRouteQuery$variables = {
  signedIn: boolean;
};
export type ThingsOverviewRouteQuery$data = {
  readonly newest: {
    readonly nodes: ReadonlyArray<{
      readonly createdAt: any;
      readonly id: any;
      readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
    }>;
  } | null | undefined;
  readonly stats: {
    readonly addedRecently: number;
    readonly countLimit: number;
    readonly needWater: number;
    readonly total: number;
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
  "alias": "stats",
  "args": [
    {
      "kind": "Literal",
      "name": "recentDays",
      "value": 30
    }
  ],
  "concreteType": "ThingOverview",
  "kind": "LinkedField",
  "name": "thingStats",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needWater",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addedRecently",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countLimit",
      "storageKey": null
    }
  ],
  "storageKey": "thingStats(recentDays:30)"
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 6
},
v3 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "access": "OWNED"
    }
  },
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "NAME_ASC",
      "PRIMARY_KEY_ASC"
    ]
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v5 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ThingTileGrid_things"
},
v6 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_DESC",
      "PRIMARY_KEY_DESC"
    ]
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPublic",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indicatorColour",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indicatorParameter",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnail",
  "storageKey": null
},
v15 = {
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
      (v1/*:: as any*/),
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "yours",
            "args": (v3/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "allThings(condition:{\"access\":\"OWNED\"},first:6,orderBy:[\"NAME_ASC\",\"PRIMARY_KEY_ASC\"])"
          }
        ]
      },
      {
        "alias": "newest",
        "args": (v6/*:: as any*/),
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
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:6,orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
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
      (v1/*:: as any*/),
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "yours",
            "args": (v3/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v8/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "allThings(condition:{\"access\":\"OWNED\"},first:6,orderBy:[\"NAME_ASC\",\"PRIMARY_KEY_ASC\"])"
          }
        ]
      },
      {
        "alias": "newest",
        "args": (v6/*:: as any*/),
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
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:6,orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
      }
    ]
  },
  "params": {
    "id": "7465402e1f87330a5c0f036fd0182adc",
    "metadata": {},
    "name": "ThingsOverviewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d41e397b96723b8aad27fb9a7fc84d67";

export default node;
