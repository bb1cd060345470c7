/**
 * @generated SignedSource<<6ac742c8b338b56e88b57be3638d443c>>
 * @relayHash 7c5ea08404732980972dcc2e93eb9068
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c5ea08404732980972dcc2e93eb9068

import { ConcreteRequest } from 'relay-runtime';
export type DeviceModel = "LSE01" | "LSPH01" | "THE_THINGS_UNO";
export type CreateDeviceInput = {
  clientMutationId?: string | null | undefined;
  deviceId?: string | null | undefined;
  hydrationLevels?: string | null | undefined;
  isPublic?: boolean | null | undefined;
  model?: DeviceModel | null | undefined;
  name?: string | null | undefined;
  thingId?: any | null | undefined;
  x?: number | null | undefined;
  y?: number | null | undefined;
};
export type CreateDeviceMutation$variables = {
  input: CreateDeviceInput;
};
export type CreateDeviceMutation$data = {
  readonly createDevice: {
    readonly device: {
      readonly id: any;
      readonly name: string;
      readonly nodeId: string;
    } | null | undefined;
  } | null | undefined;
};
export type CreateDeviceMutation = {
  response: CreateDeviceMutation$data;
  variables: CreateDeviceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateDevicePayload",
    "kind": "LinkedField",
    "name": "createDevice",
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
          }
        ],
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
    "name": "CreateDeviceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateDeviceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7c5ea08404732980972dcc2e93eb9068",
    "metadata": {},
    "name": "CreateDeviceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "abad921cbdf9a4af8c3480c4268ef008";

export default node;
