/**
 * @generated SignedSource<<564b1ec7ef83be7acbab68a593f5eb9b>>
 * @relayHash fca2088f82056141f8f337342335c36a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fca2088f82056141f8f337342335c36a

import { ConcreteRequest } from 'relay-runtime';
export type AdminRouteQuery$variables = Record<PropertyKey, never>;
export type AdminRouteQuery$data = {
  readonly allThings: {
    readonly totalCount: number;
  } | null | undefined;
  readonly allUsers: {
    readonly totalCount: number;
  } | null | undefined;
};
export type AdminRouteQuery = {
  response: AdminRouteQuery$data;
  variables: AdminRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ThingsConnection",
    "kind": "LinkedField",
    "name": "allThings",
    "plural": false,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "UsersConnection",
    "kind": "LinkedField",
    "name": "allUsers",
    "plural": false,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fca2088f82056141f8f337342335c36a",
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5818fdca54fca19c4727c7b82980eb52";

export default node;
