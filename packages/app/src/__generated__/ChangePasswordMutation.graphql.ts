/**
 * @generated SignedSource<<dd3a98346e6a4337d315ace656fc5ed2>>
 * @relayHash a6ea779beccb62353fd875ef664a38e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6ea779beccb62353fd875ef664a38e7

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordMutation$variables = {
  newPassword: string;
  oldPassword: string;
};
export type ChangePasswordMutation$data = {
  readonly changePassword: {
    readonly boolean: boolean | null | undefined;
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
    "id": "a6ea779beccb62353fd875ef664a38e7",
    "metadata": {},
    "name": "ChangePasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b96138de1761a12b963a38998a1ec57f";

export default node;
