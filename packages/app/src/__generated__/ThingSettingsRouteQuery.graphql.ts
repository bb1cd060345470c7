/**
 * @generated SignedSource<<d5605e2958f4b8d451bf9c2bd9aff693>>
 * @relayHash 6a8011639d75adf940935481e6dd944d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a8011639d75adf940935481e6dd944d

import { ConcreteRequest } from 'relay-runtime';
export type ThingSettingsRouteQuery$variables = {
  id: any;
};
export type ThingSettingsRouteQuery$data = {
  readonly thingById: {
    readonly canEdit: boolean | null | undefined;
    readonly id: any;
    readonly isPublic: boolean;
    readonly name: string;
    readonly nodeId: string;
  } | null | undefined;
};
export type ThingSettingsRouteQuery = {
  response: ThingSettingsRouteQuery$data;
  variables: ThingSettingsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Thing",
    "kind": "LinkedField",
    "name": "thingById",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nodeId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isPublic",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canEdit",
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
    "name": "ThingSettingsRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThingSettingsRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6a8011639d75adf940935481e6dd944d",
    "metadata": {},
    "name": "ThingSettingsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ef5255899639731825c090be29f7f2bf";

export default node;
