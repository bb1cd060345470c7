/**
 * @generated SignedSource<<3e3027dfad6721db82692d26aa228cc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteThingMutation$variables = {
  nodeId: string;
};
export type DeleteThingMutation$data = {
  readonly deleteThing: {
    readonly deletedThingId: string | null | undefined;
  } | null | undefined;
};
export type DeleteThingMutation = {
  response: DeleteThingMutation$data;
  variables: DeleteThingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "nodeId"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "nodeId",
        "variableName": "nodeId"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedThingId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteThingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteThingPayload",
        "kind": "LinkedField",
        "name": "deleteThing",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteThingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteThingPayload",
        "kind": "LinkedField",
        "name": "deleteThing",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedThingId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "97ebfec40161ac44461352c5b557f00e",
    "id": null,
    "metadata": {},
    "name": "DeleteThingMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteThingMutation(\n  $nodeId: ID!\n) {\n  deleteThing(input: {nodeId: $nodeId}) {\n    deletedThingId\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e1801b620689876b602323c6aa3a33b";

export default node;
