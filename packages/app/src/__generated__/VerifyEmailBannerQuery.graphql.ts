/**
 * @generated SignedSource<<3b607d4f864a2e1f143b00bdc8358f74>>
 * @relayHash c7a45763175dede40055fd5470a6c552
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7a45763175dede40055fd5470a6c552

import { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailBannerQuery$variables = Record<PropertyKey, never>;
export type VerifyEmailBannerQuery$data = {
  readonly currentUser: {
    readonly nodeId: string;
    readonly userEmailsByUserId: {
      readonly nodes: ReadonlyArray<{
        readonly email: string;
        readonly id: any;
        readonly isVerified: boolean;
        readonly nodeId: string;
      }>;
    };
  } | null | undefined;
};
export type VerifyEmailBannerQuery = {
  response: VerifyEmailBannerQuery$data;
  variables: VerifyEmailBannerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "currentUser",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": [
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
                "name": "isVerified",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "userEmailsByUserId(condition:{\"isPrimary\":true},first:1)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VerifyEmailBannerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VerifyEmailBannerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c7a45763175dede40055fd5470a6c552",
    "metadata": {},
    "name": "VerifyEmailBannerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ff38c03d23705a937ba6fb96f2631a1";

export default node;
