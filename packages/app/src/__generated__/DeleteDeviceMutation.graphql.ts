/**
 * @generated SignedSource<<c4934c820255cac990fd08725c3b5f64>>
 * @relayHash d58de83b1df5768c4e9ce15df8c9434e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d58de83b1df5768c4e9ce15df8c9434e

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDeviceMutation$variables = {
  id: any;
};
export type DeleteDeviceMutation$data = {
  readonly deleteDeviceById: {
    readonly deletedDeviceId: string | null | undefined;
  } | null | undefined;
};
export type DeleteDeviceMutation = {
  response: DeleteDeviceMutation$data;
  variables: DeleteDeviceMutation$variables;
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
  "name": "deletedDeviceId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteDeviceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteDevicePayload",
        "kind": "LinkedField",
        "name": "deleteDeviceById",
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
    "name": "DeleteDeviceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteDevicePayload",
        "kind": "LinkedField",
        "name": "deleteDeviceById",
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
            "name": "deletedDeviceId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d58de83b1df5768c4e9ce15df8c9434e",
    "metadata": {},
    "name": "DeleteDeviceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d782ddca0d992cb113a25fe50f9c5a92";

export default node;
