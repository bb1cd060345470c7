/**
 * @generated SignedSource<<b1a75380ed16f72597cb9dd32f2a1178>>
 * @relayHash 04cb1dd9ace9b7bba18d6c8ae100c945
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04cb1dd9ace9b7bba18d6c8ae100c945

import { ConcreteRequest } from 'relay-runtime';
export type RefreshRainfallStationMutation$variables = {
  stationId: string;
};
export type RefreshRainfallStationMutation$data = {
  readonly refreshRainfallStation: {
    readonly boolean: boolean | null | undefined;
  } | null | undefined;
};
export type RefreshRainfallStationMutation = {
  response: RefreshRainfallStationMutation$data;
  variables: RefreshRainfallStationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "stationId"
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
            "name": "stationId",
            "variableName": "stationId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "RefreshRainfallStationPayload",
    "kind": "LinkedField",
    "name": "refreshRainfallStation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "boolean",
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
    "name": "RefreshRainfallStationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RefreshRainfallStationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "04cb1dd9ace9b7bba18d6c8ae100c945",
    "metadata": {},
    "name": "RefreshRainfallStationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3c9a0e14338bb27412f08b1df55abe3f";

export default node;
