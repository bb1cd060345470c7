/**
 * @generated SignedSource<<4e0fa2499f1d18e1000f1eea1cd2e2f6>>
 * @relayHash 02be226e4093a47d965872213280da41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02be226e4093a47d965872213280da41

import { ConcreteRequest } from 'relay-runtime';
export type SignOutEverywhereMutation$variables = Record<PropertyKey, never>;
export type SignOutEverywhereMutation$data = {
  readonly signOutEverywhere: {
    readonly boolean: boolean | null | undefined;
  } | null | undefined;
};
export type SignOutEverywhereMutation = {
  response: SignOutEverywhereMutation$data;
  variables: SignOutEverywhereMutation$variables;
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
    "concreteType": "SignOutEverywherePayload",
    "kind": "LinkedField",
    "name": "signOutEverywhere",
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
    "storageKey": "signOutEverywhere(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignOutEverywhereMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignOutEverywhereMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "02be226e4093a47d965872213280da41",
    "metadata": {},
    "name": "SignOutEverywhereMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c058594c4ada2b08ea29f2310d94843c";

export default node;
