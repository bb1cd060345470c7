/**
 * @generated SignedSource<<75c95a7393735a93d478593cfadea19d>>
 * @relayHash ce6f4eef6aecdd62cae7fac91f37b765
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce6f4eef6aecdd62cae7fac91f37b765

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActionType = "CREATED" | "EDUCATION" | "LITTER_CLEANUP" | "MEASUREMENT" | "SHARE" | "UPKEEP" | "WATERING";
export type ActionCondition = {
  comments?: string | null | undefined;
  createdAt?: any | null | undefined;
  hasImage?: boolean | null | undefined;
  id?: any | null | undefined;
  image?: string | null | undefined;
  location?: PointInput | null | undefined;
  search?: string | null | undefined;
  thingId?: any | null | undefined;
  type?: ActionType | null | undefined;
  updatedAt?: any | null | undefined;
};
export type PointInput = {
  x: number;
  y: number;
};
export type ActivityRouteQuery$variables = {
  condition?: ActionCondition | null | undefined;
  search?: string | null | undefined;
  thingId?: any | null | undefined;
  type?: ActionType | null | undefined;
};
export type ActivityRouteQuery$data = {
  readonly allThings: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly name: string;
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityFeed_query">;
};
export type ActivityRouteQuery = {
  response: ActivityRouteQuery$data;
  variables: ActivityRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "condition"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "thingId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v4 = {
  "kind": "Variable",
  "name": "condition",
  "variableName": "condition"
},
v5 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v6 = {
  "kind": "Variable",
  "name": "thingId",
  "variableName": "thingId"
},
v7 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "NAME_ASC"
    ]
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = [
  (v4/*:: as any*/),
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
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v13 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v12/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivityRouteQuery",
    "selections": [
      {
        "args": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ActivityFeed_query"
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
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
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:200,orderBy:[\"NAME_ASC\"])"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ActivityRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "kind": "ScalarField",
        "name": "actionCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
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
                  (v9/*:: as any*/),
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
                    "selections": (v13/*:: as any*/),
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
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "filters": [
          "condition"
        ],
        "handle": "connection",
        "key": "ActivityFeed_allActions",
        "kind": "LinkedHandle",
        "name": "allActions"
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
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
            "selections": (v13/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:200,orderBy:[\"NAME_ASC\"])"
      }
    ]
  },
  "params": {
    "id": "ce6f4eef6aecdd62cae7fac91f37b765",
    "metadata": {},
    "name": "ActivityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "331d9a35163807b542a11b78a7556f35";

export default node;
