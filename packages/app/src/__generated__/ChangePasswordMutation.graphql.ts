/**
 * @generated SignedSource<<7c4c51cd320ef1a20c7387e32bf0b559>>
 * @relayHash 1c7510bcfb91e7bd7b8aafe9a1ec03c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c7510bcfb91e7bd7b8aafe9a1ec03c1

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordMutation$variables = {
  newPassword: string;
  oldPassword: string;
};
export type ChangePasswordMutation$data = {
  readonly changePassword: {
    readonly boolean: boolean | null | undefined;
    readonly jwtToken: any | null | undefined;
  } | null | undefined;
};
export type ChangePasswordMutation = {
  response: ChangePasswordMutation$data;
  variables: ChangePasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "newPassword"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "oldPassword"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "newPassword",
            "variableName": "newPassword"
          },
          {
            "kind": "Variable",
            "name": "oldPassword",
            "variableName": "oldPassword"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "ChangePasswordPayload",
    "kind": "LinkedField",
    "name": "changePassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "boolean",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "jwtToken",
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
    "name": "ChangePasswordMutation",
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
    "name": "ChangePasswordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1c7510bcfb91e7bd7b8aafe9a1ec03c1",
    "metadata": {},
    "name": "ChangePasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2bfe6eb4e837a0b3b42cbbf1856f08c1";

export default node;
