/**
 * @generated SignedSource<<cbf4a2fccf47047b5b80c9a219e22efe>>
 * @relayHash 1658b1f245c91966f59a2734ee517b8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1658b1f245c91966f59a2734ee517b8d

import { ConcreteRequest } from 'relay-runtime';
export type DeleteActionMutation$variables = {
  nodeId: string;
};
export type DeleteActionMutation$data = {
  readonly deleteAction: {
    readonly deletedActionId: string | null | undefined;
  } | null | undefined;
};
export type DeleteActionMutation = {
  response: DeleteActionMutation$data;
  variables: DeleteActionMutation$variables;
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
    "alias": null,
    "args": [
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
    "concreteType": "DeleteActionPayload",
    "kind": "LinkedField",
    "name": "deleteAction",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedActionId",
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
    "name": "DeleteActionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteActionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1658b1f245c91966f59a2734ee517b8d",
    "metadata": {},
    "name": "DeleteActionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "05ad28730e9d9158ab9bbce12f99f232";

export default node;
