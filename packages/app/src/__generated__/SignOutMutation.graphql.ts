/**
 * @generated SignedSource<<56578b20f0bab15d90c01eb72a47cead>>
 * @relayHash 4a34f7f851749c590602c2c404de37cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a34f7f851749c590602c2c404de37cf

import { ConcreteRequest } from 'relay-runtime';
export type SignOutMutation$variables = Record<PropertyKey, never>;
export type SignOutMutation$data = {
  readonly signOut: {
    readonly boolean: boolean | null | undefined;
  } | null | undefined;
};
export type SignOutMutation = {
  response: SignOutMutation$data;
  variables: SignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {}
      }
    ],
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
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
    "storageKey": "signOut(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4a34f7f851749c590602c2c404de37cf",
    "metadata": {},
    "name": "SignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d1cb63593b9711560a0c6523265b00ba";

export default node;
