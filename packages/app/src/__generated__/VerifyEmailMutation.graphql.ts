/**
 * @generated SignedSource<<68d44786af409842309e608ae84b6da4>>
 * @relayHash ea737e4ad1b0d6544128187b71e228df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea737e4ad1b0d6544128187b71e228df

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
    "id": "ea737e4ad1b0d6544128187b71e228df",
    "metadata": {},
    "name": "VerifyEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1e4221dedd661b1663a4327dbff6b017";

export default node;
