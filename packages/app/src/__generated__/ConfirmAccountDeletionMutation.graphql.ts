/**
 * @generated SignedSource<<26909f962e99a85632d0e64401356152>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "0dc69db3c75cbe3975f6698202154312",
    "id": null,
    "metadata": {},
    "name": "ConfirmAccountDeletionMutation",
    "operationKind": "mutation",
    "text": "mutation ConfirmAccountDeletionMutation(\n  $token: String!\n) {\n  confirmAccountDeletion(input: {token: $token}) {\n    boolean\n  }\n}\n"
  }
};
})();

(node as any).hash = "1310a318e97dd0a2ce9dfd263030f58f";

export default node;
