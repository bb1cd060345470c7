/**
 * @generated SignedSource<<cd2f0cd9cec97d17a3d484d2ef4edcc2>>
 * @relayHash 2c2af9c47d55d466d745f37bc4ca2a45
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c2af9c47d55d466d745f37bc4ca2a45

import { ConcreteRequest } from 'relay-runtime';
export type sessionTestQuery$variables = Record<PropertyKey, never>;
export type sessionTestQuery$data = {
  readonly currentUserId: any | null | undefined;
};
export type sessionTestQuery = {
  response: sessionTestQuery$data;
  variables: sessionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currentUserId",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "sessionTestQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "sessionTestQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2c2af9c47d55d466d745f37bc4ca2a45",
    "metadata": {},
    "name": "sessionTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "33853eaeccbace9e0d9696f2e0a58846";

export default node;
