/**
 * @generated SignedSource<<a8b3d867a70a1b532ecd3ba38022b5db>>
 * @relayHash 18931baa080a57506dbbf49cdb250806
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18931baa080a57506dbbf49cdb250806

import { ConcreteRequest } from 'relay-runtime';
export type RequestAccountDeletionMutation$variables = Record<PropertyKey, never>;
export type RequestAccountDeletionMutation$data = {
  readonly requestAccountDeletion: {
    readonly boolean: boolean | null | undefined;
  } | null | undefined;
};
export type RequestAccountDeletionMutation = {
  response: RequestAccountDeletionMutation$data;
  variables: RequestAccountDeletionMutation$variables;
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
    "concreteType": "RequestAccountDeletionPayload",
    "kind": "LinkedField",
    "name": "requestAccountDeletion",
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
    "storageKey": "requestAccountDeletion(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestAccountDeletionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RequestAccountDeletionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "18931baa080a57506dbbf49cdb250806",
    "metadata": {},
    "name": "RequestAccountDeletionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "166a4230775b589b2cf080e12f57779e";

export default node;
