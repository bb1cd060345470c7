/**
 * @generated SignedSource<<9b11cc6550d21b93a7bd6a5af827546f>>
 * @relayHash 97ebfec40161ac44461352c5b557f00e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97ebfec40161ac44461352c5b557f00e

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
    "id": "97ebfec40161ac44461352c5b557f00e",
    "metadata": {},
    "name": "DeleteThingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e1801b620689876b602323c6aa3a33b";

export default node;
