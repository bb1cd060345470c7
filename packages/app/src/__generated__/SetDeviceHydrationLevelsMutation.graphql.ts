/**
 * @generated SignedSource<<6f54635d8c8db7ca2f20836d7c04ee29>>
 * @relayHash 79c87a9b9bdad646ff6e0634e211114f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79c87a9b9bdad646ff6e0634e211114f

import { ConcreteRequest } from 'relay-runtime';
export type IndicatorColour = "BLUE" | "GREEN" | "GREY" | "ORANGE" | "RED";
export type SetDeviceHydrationLevelsMutation$variables = {
  hydrationLevels: string;
  id: any;
};
export type SetDeviceHydrationLevelsMutation$data = {
  readonly setDeviceHydrationLevels: {
    readonly device: {
      readonly hydrationLevels: any;
      readonly id: any;
      readonly indicatorColour: IndicatorColour;
      readonly nodeId: string;
    } | null | undefined;
  } | null | undefined;
};
export type SetDeviceHydrationLevelsMutation = {
  response: SetDeviceHydrationLevelsMutation$data;
  variables: SetDeviceHydrationLevelsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hydrationLevels"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "hydrationLevels",
            "variableName": "hydrationLevels"
          },
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
    "concreteType": "SetDeviceHydrationLevelsPayload",
    "kind": "LinkedField",
    "name": "setDeviceHydrationLevels",
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
            "name": "hydrationLevels",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "indicatorColour",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetDeviceHydrationLevelsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SetDeviceHydrationLevelsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "79c87a9b9bdad646ff6e0634e211114f",
    "metadata": {},
    "name": "SetDeviceHydrationLevelsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "23103f84583bb6af9405bfae2ecdaa5b";

export default node;
