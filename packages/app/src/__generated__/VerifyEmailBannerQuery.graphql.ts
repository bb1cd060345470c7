/**
 * @generated SignedSource<<739be4942f413aa3b059aba75fb378e4>>
 * @relayHash efeb1cb4edc3b7239a30206b117f44df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID efeb1cb4edc3b7239a30206b117f44df

import { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailBannerQuery$variables = Record<PropertyKey, never>;
export type VerifyEmailBannerQuery$data = {
  readonly currentUser: {
    readonly userEmailsByUserId: {
      readonly nodes: ReadonlyArray<{
        readonly email: string;
        readonly id: any;
        readonly isVerified: boolean;
      }>;
    };
  } | null | undefined;
};
export type VerifyEmailBannerQuery = {
  response: VerifyEmailBannerQuery$data;
  variables: VerifyEmailBannerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "isPrimary": true
    }
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isVerified",
  "storageKey": null
},
v4 = {
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
    "name": "VerifyEmailBannerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "UserEmailsConnection",
            "kind": "LinkedField",
            "name": "userEmailsByUserId",
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "userEmailsByUserId(condition:{\"isPrimary\":true},first:1)"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VerifyEmailBannerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "UserEmailsConnection",
            "kind": "LinkedField",
            "name": "userEmailsByUserId",
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "userEmailsByUserId(condition:{\"isPrimary\":true},first:1)"
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "efeb1cb4edc3b7239a30206b117f44df",
    "metadata": {},
    "name": "VerifyEmailBannerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1d03dff462f875de298702655c5a8a43";

export default node;
