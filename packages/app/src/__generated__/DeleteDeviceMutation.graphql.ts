/**
 * @generated SignedSource<<38bc30ef7754ea514b158eee39ad8752>>
 * @relayHash 2ce5b0cf3eb64b89f471b0c00b7ce4ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ce5b0cf3eb64b89f471b0c00b7ce4ae

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDeviceMutation$variables = {
  id: any;
};
export type DeleteDeviceMutation$data = {
  readonly deleteDeviceById: {
    readonly device: {
      readonly nodeId: string;
    } | null | undefined;
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
  "name": "nodeId",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "device",
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
                "name": "nodeId"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2ce5b0cf3eb64b89f471b0c00b7ce4ae",
    "metadata": {},
    "name": "DeleteDeviceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc5c99d68ae7deec8c2d42383c206beb";

export default node;
