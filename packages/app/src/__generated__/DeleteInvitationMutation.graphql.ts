/**
 * @generated SignedSource<<964a0e7eb1aeb39e7676574a27d58a14>>
 * @relayHash 2570d33e6fae864ab245b7ea3ab49f4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2570d33e6fae864ab245b7ea3ab49f4f

import { ConcreteRequest } from 'relay-runtime';
export type DeleteInvitationMutation$variables = {
  id: any;
};
export type DeleteInvitationMutation$data = {
  readonly deleteInvitationById: {
    readonly deletedInvitationId: string | null | undefined;
  } | null | undefined;
};
export type DeleteInvitationMutation = {
  response: DeleteInvitationMutation$data;
  variables: DeleteInvitationMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedInvitationId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteInvitationPayload",
        "kind": "LinkedField",
        "name": "deleteInvitationById",
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
    "name": "DeleteInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteInvitationPayload",
        "kind": "LinkedField",
        "name": "deleteInvitationById",
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
            "name": "deletedInvitationId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2570d33e6fae864ab245b7ea3ab49f4f",
    "metadata": {},
    "name": "DeleteInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2042699f75dde8d1e845c01f4aba0f23";

export default node;
