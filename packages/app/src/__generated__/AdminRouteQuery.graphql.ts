/**
 * @generated SignedSource<<97b4cf8fa563116321918db141ca9052>>
 * @relayHash 344304f8d596768fb90f0fc178258cd4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 344304f8d596768fb90f0fc178258cd4

import { ConcreteRequest } from 'relay-runtime';
export type AdminRouteQuery$variables = Record<PropertyKey, never>;
export type AdminRouteQuery$data = {
  readonly allThings: {
    readonly totalCount: number;
  } | null | undefined;
  readonly allUsers: {
    readonly totalCount: number;
  } | null | undefined;
  readonly beeCafeCount: number;
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
  },
  {
    "alias": "beeCafeCount",
    "args": [
      {
        "kind": "Literal",
        "name": "category",
        "value": "BEECAFE"
      }
    ],
    "kind": "ScalarField",
    "name": "thingCount",
    "storageKey": "thingCount(category:\"BEECAFE\")"
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
    "id": "344304f8d596768fb90f0fc178258cd4",
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dc4cf4e7cd420261f16acb1c0a33008e";

export default node;
