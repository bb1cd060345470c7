/**
 * @generated SignedSource<<291619b4136bd76b4f8fbd769aab8c27>>
 * @relayHash 3cc450ed6acb87c52d1fbe5f7c260887
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cc450ed6acb87c52d1fbe5f7c260887

import { ConcreteRequest } from 'relay-runtime';
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
export type ThingSettingsRouteQuery$variables = {
  id: any;
};
export type ThingSettingsRouteQuery$data = {
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
    readonly category: ThingCategory;
    readonly id: any;
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
  "name": "isOwner",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCollaborator",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ThingAccess",
  "kind": "LinkedField",
  "name": "myAccess",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = [
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
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
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
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": (v11/*:: as any*/),
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
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v12/*:: as any*/)
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
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": (v11/*:: as any*/),
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
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "3cc450ed6acb87c52d1fbe5f7c260887",
    "metadata": {},
    "name": "ThingSettingsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c16a81964fcace7bb0bf40b22b15618e";

export default node;
