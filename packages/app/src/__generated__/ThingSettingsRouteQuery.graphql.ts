/**
 * @generated SignedSource<<9e80675d80f99ed0cf0a067dee4d4ee4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "6a8011639d75adf940935481e6dd944d",
    "id": null,
    "metadata": {},
    "name": "ThingSettingsRouteQuery",
    "operationKind": "query",
    "text": "query ThingSettingsRouteQuery(\n  $id: UUID!\n) {\n  thingById(id: $id) {\n    id\n    nodeId\n    name\n    isPublic\n    canEdit\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef5255899639731825c090be29f7f2bf";

export default node;
