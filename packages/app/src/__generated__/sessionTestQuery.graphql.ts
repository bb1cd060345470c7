/**
 * @generated SignedSource<<ffebb1c71b4be9bf236d240678accaec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "2c2af9c47d55d466d745f37bc4ca2a45",
    "id": null,
    "metadata": {},
    "name": "sessionTestQuery",
    "operationKind": "query",
    "text": "query sessionTestQuery {\n  currentUserId\n}\n"
  }
};
})();

(node as any).hash = "33853eaeccbace9e0d9696f2e0a58846";

export default node;
