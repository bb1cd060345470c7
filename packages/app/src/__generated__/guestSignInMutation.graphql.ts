/**
 * @generated SignedSource<<11e2fe845099703875b428e5c9f2a618>>
 * @relayHash fb8f55457e2b23cee0b6e96a71d42652
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb8f55457e2b23cee0b6e96a71d42652

import { ConcreteRequest } from 'relay-runtime';
export type guestSignInMutation$variables = Record<PropertyKey, never>;
export type guestSignInMutation$data = {
  readonly signInAsGuest: {
    readonly jwtToken: any | null | undefined;
  } | null | undefined;
};
export type guestSignInMutation = {
  response: guestSignInMutation$data;
  variables: guestSignInMutation$variables;
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
    "concreteType": "SignInAsGuestPayload",
    "kind": "LinkedField",
    "name": "signInAsGuest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "jwtToken",
        "storageKey": null
      }
    ],
    "storageKey": "signInAsGuest(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "guestSignInMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "guestSignInMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fb8f55457e2b23cee0b6e96a71d42652",
    "metadata": {},
    "name": "guestSignInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a94e3efe3d9053710b6c32150a6a6a2";

export default node;
