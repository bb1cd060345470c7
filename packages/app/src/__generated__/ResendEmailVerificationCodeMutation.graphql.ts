/**
 * @generated SignedSource<<a0add551f815ed19c37582b5cfd1bda4>>
 * @relayHash 514ec67aecd97e15c833c232a62a9cf9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 514ec67aecd97e15c833c232a62a9cf9

import { ConcreteRequest } from 'relay-runtime';
export type ResendEmailVerificationCodeMutation$variables = {
  emailId: any;
};
export type ResendEmailVerificationCodeMutation$data = {
  readonly resendEmailVerificationCode: {
    readonly boolean: boolean | null | undefined;
  } | null | undefined;
};
export type ResendEmailVerificationCodeMutation = {
  response: ResendEmailVerificationCodeMutation$data;
  variables: ResendEmailVerificationCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "emailId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "emailId",
            "variableName": "emailId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "ResendEmailVerificationCodePayload",
    "kind": "LinkedField",
    "name": "resendEmailVerificationCode",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResendEmailVerificationCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResendEmailVerificationCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "514ec67aecd97e15c833c232a62a9cf9",
    "metadata": {},
    "name": "ResendEmailVerificationCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ef8187387392354e6326833c1481441e";

export default node;
