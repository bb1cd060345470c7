/**
 * @generated SignedSource<<2d1888703b865b73fd911682c0e99771>>
 * @relayHash be8470918c9edbd472e610d8f436e68a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be8470918c9edbd472e610d8f436e68a

import { ConcreteRequest } from 'relay-runtime';
export type DeleteUserEmailMutation$variables = {
  id: any;
};
export type DeleteUserEmailMutation$data = {
  readonly deleteUserEmailById: {
    readonly deletedUserEmailId: string | null | undefined;
  } | null | undefined;
};
export type DeleteUserEmailMutation = {
  response: DeleteUserEmailMutation$data;
  variables: DeleteUserEmailMutation$variables;
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
        "fields": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "DeleteUserEmailPayload",
    "kind": "LinkedField",
    "name": "deleteUserEmailById",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedUserEmailId",
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
    "name": "DeleteUserEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteUserEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "be8470918c9edbd472e610d8f436e68a",
    "metadata": {},
    "name": "DeleteUserEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3ef4b7461344330ab4a52cfd4b0b7f07";

export default node;
