/**
 * @generated SignedSource<<62460b32c776755a35e2aa6b8bec2a15>>
 * @relayHash 0dc69db3c75cbe3975f6698202154312
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0dc69db3c75cbe3975f6698202154312

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmAccountDeletionMutation$variables = {
  token: string;
};
export type ConfirmAccountDeletionMutation$data = {
  readonly confirmAccountDeletion: {
    readonly boolean: boolean | null | undefined;
  } | null | undefined;
};
export type ConfirmAccountDeletionMutation = {
  response: ConfirmAccountDeletionMutation$data;
  variables: ConfirmAccountDeletionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
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
            "name": "token",
            "variableName": "token"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "ConfirmAccountDeletionPayload",
    "kind": "LinkedField",
    "name": "confirmAccountDeletion",
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
    "name": "ConfirmAccountDeletionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfirmAccountDeletionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0dc69db3c75cbe3975f6698202154312",
    "metadata": {},
    "name": "ConfirmAccountDeletionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1310a318e97dd0a2ce9dfd263030f58f";

export default node;
