/**
 * @generated SignedSource<<611d154976c0d60a57dec60e8b98b8d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailMutation$variables = {
  token: string;
  userEmailId: any;
};
export type VerifyEmailMutation$data = {
  readonly verifyEmail: {
    readonly boolean: boolean | null | undefined;
  } | null | undefined;
};
export type VerifyEmailMutation = {
  response: VerifyEmailMutation$data;
  variables: VerifyEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userEmailId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "token",
            "variableName": "token"
          },
          {
            "kind": "Variable",
            "name": "userEmailId",
            "variableName": "userEmailId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "VerifyEmailPayload",
    "kind": "LinkedField",
    "name": "verifyEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "boolean",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "VerifyEmailMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "VerifyEmailMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ea737e4ad1b0d6544128187b71e228df",
    "id": null,
    "metadata": {},
    "name": "VerifyEmailMutation",
    "operationKind": "mutation",
    "text": "mutation VerifyEmailMutation(\n  $userEmailId: UUID!\n  $token: String!\n) {\n  verifyEmail(input: {userEmailId: $userEmailId, token: $token}) {\n    boolean\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e4221dedd661b1663a4327dbff6b017";

export default node;
