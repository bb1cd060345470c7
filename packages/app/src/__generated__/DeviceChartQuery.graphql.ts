/**
 * @generated SignedSource<<e9529b39a0bc52e156a80088efa743a9>>
 * @relayHash 07774c314fb02738a458575717ae6df9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07774c314fb02738a458575717ae6df9

import { ConcreteRequest } from 'relay-runtime';
export type DeviceChartQuery$variables = {
  id: any;
  quantity?: string | null | undefined;
  since?: any | null | undefined;
};
export type DeviceChartQuery$data = {
  readonly deviceById: {
    readonly readingSeries: {
      readonly times: ReadonlyArray<any | null | undefined> | null | undefined;
      readonly values: ReadonlyArray<number | null | undefined> | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type DeviceChartQuery = {
  response: DeviceChartQuery$data;
  variables: DeviceChartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "quantity"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "since"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "quantity",
      "variableName": "quantity"
    },
    {
      "kind": "Variable",
      "name": "since",
      "variableName": "since"
    }
  ],
  "concreteType": "ReadingChart",
  "kind": "LinkedField",
  "name": "readingSeries",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "times",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "values",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeviceChartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Device",
        "kind": "LinkedField",
        "name": "deviceById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceChartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Device",
        "kind": "LinkedField",
        "name": "deviceById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nodeId",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "07774c314fb02738a458575717ae6df9",
    "metadata": {},
    "name": "DeviceChartQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ee1d0798a0aa1105077daa78e11d611d";

export default node;
