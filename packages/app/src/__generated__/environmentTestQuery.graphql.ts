/**
 * @generated SignedSource<<f047d1278909b6009453f38e0aec9d06>>
 * @relayHash 59393c6f1da23e761c8f5b7892237032
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59393c6f1da23e761c8f5b7892237032

import { ConcreteRequest } from 'relay-runtime';
export type environmentTestQuery$variables = Record<PropertyKey, never>;
export type environmentTestQuery$data = {
  readonly currentUserId: any | null | undefined;
};
export type environmentTestQuery = {
  response: environmentTestQuery$data;
  variables: environmentTestQuery$variables;
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
    "name": "environmentTestQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "environmentTestQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "59393c6f1da23e761c8f5b7892237032",
    "metadata": {},
    "name": "environmentTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "086fcd4ce9c7e129e8d41a3aa709052e";

export default node;
