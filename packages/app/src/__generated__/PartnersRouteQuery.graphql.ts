/**
 * @generated SignedSource<<44f602b59fdb0ea65b8497037cf4b875>>
 * @relayHash df9eca44c089ba5d02c69f11cebed2a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df9eca44c089ba5d02c69f11cebed2a5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
export type PartnersRouteQuery$variables = {
  category?: ThingCategory | null | undefined;
  signedIn: boolean;
};
export type PartnersRouteQuery$data = {
  readonly currentUser?: {
    readonly badgesOnPartnerSites: boolean | null | undefined;
    readonly username: string;
  } | null | undefined;
  readonly firstPublicThing: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly name: string;
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EmbedBuilder_query">;
};
export type PartnersRouteQuery = {
  response: PartnersRouteQuery$data;
  variables: PartnersRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "category"
  },
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
  "name": "username",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "badgesOnPartnerSites",
  "storageKey": null
},
v3 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v4 = {
  "fields": [
    (v3/*:: as any*/),
    {
      "kind": "Literal",
      "name": "isPublic",
      "value": true
    }
  ],
  "kind": "ObjectValue",
  "name": "condition"
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
  (v4/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  },
  (v5/*:: as any*/)
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
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Thing",
  "kind": "LinkedField",
  "name": "nodes",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnersRouteQuery",
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
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "firstPublicThing",
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
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "EmbedBuilder_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PartnersRouteQuery",
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "firstPublicThing",
        "args": (v6/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "publicThings",
        "args": [
          (v4/*:: as any*/),
          {
            "kind": "Literal",
            "name": "first",
            "value": 200
          },
          (v5/*:: as any*/)
        ],
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "df9eca44c089ba5d02c69f11cebed2a5",
    "metadata": {},
    "name": "PartnersRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4ca58160597dad306b86e51bd51dddad";

export default node;
