/**
 * @generated SignedSource<<b689148f8ea40a0a47b96a3da7213009>>
 * @relayHash d4872d85691e3a954f8aa5e589d95da6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4872d85691e3a954f8aa5e589d95da6

import { ConcreteRequest } from 'relay-runtime';
export type userDetailsQuery$variables = Record<PropertyKey, never>;
export type userDetailsQuery$data = {
  readonly allUserEmails: {
    readonly nodes: ReadonlyArray<{
      readonly email: string;
      readonly isPrimary: boolean;
    }>;
  } | null | undefined;
  readonly currentUser: {
    readonly createdAt: any;
    readonly hasImage: boolean;
    readonly id: any;
    readonly lastSignIn: any | null | undefined;
    readonly name: string | null | undefined;
    readonly notificationDaily: boolean | null | undefined;
    readonly oneThingId: any | null | undefined;
    readonly username: string;
  } | null | undefined;
};
export type userDetailsQuery = {
  response: userDetailsQuery$data;
  variables: userDetailsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasImage",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastSignIn",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notificationDaily",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "oneThingId",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "IS_PRIMARY_DESC",
      "CREATED_AT_ASC"
    ]
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPrimary",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "userDetailsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "UserEmailsConnection",
        "kind": "LinkedField",
        "name": "allUserEmails",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEmail",
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
        "storageKey": "allUserEmails(orderBy:[\"IS_PRIMARY_DESC\",\"CREATED_AT_ASC\"])"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "userDetailsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "UserEmailsConnection",
        "kind": "LinkedField",
        "name": "allUserEmails",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEmail",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allUserEmails(orderBy:[\"IS_PRIMARY_DESC\",\"CREATED_AT_ASC\"])"
      }
    ]
  },
  "params": {
    "id": "d4872d85691e3a954f8aa5e589d95da6",
    "metadata": {},
    "name": "userDetailsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "97b147d4b9f24af5b2c2323d30c89d34";

export default node;
