/**
 * @generated SignedSource<<b02f095cf5e6c8a84b8b54819d6f2f73>>
 * @relayHash 0b617ecbfc6e2aba4ac32a957782481d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b617ecbfc6e2aba4ac32a957782481d

import { ConcreteRequest } from 'relay-runtime';
export type DeviceSettingsRouteQuery$variables = {
  id: any;
};
export type DeviceSettingsRouteQuery$data = {
  readonly deviceById: {
    readonly id: any;
    readonly isOwner: boolean | null | undefined;
    readonly name: string;
  } | null | undefined;
};
export type DeviceSettingsRouteQuery = {
  response: DeviceSettingsRouteQuery$data;
  variables: DeviceSettingsRouteQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwner",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeviceSettingsRouteQuery",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "DeviceSettingsRouteQuery",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    "id": "0b617ecbfc6e2aba4ac32a957782481d",
    "metadata": {},
    "name": "DeviceSettingsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eb938ff1f8e15b630afd837c112cc266";

export default node;
