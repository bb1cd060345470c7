/**
 * @generated SignedSource<<3798a4ee52f4081ee2166b2072f75be0>>
 * @relayHash 1e386d5f256c7388dc9074669bf227d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e386d5f256c7388dc9074669bf227d2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RainfallChartQuery$variables = {
  enddate: any;
  startdate: any;
  stationId: string;
};
export type RainfallChartQuery$data = {
  readonly rainfallReadings: {
    readonly " $fragmentSpreads": FragmentRefs<"RainfallChart_readings">;
  } | null | undefined;
};
export type RainfallChartQuery = {
  response: RainfallChartQuery$data;
  variables: RainfallChartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enddate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startdate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stationId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "enddate",
    "variableName": "enddate"
  },
  {
    "kind": "Variable",
    "name": "startdate",
    "variableName": "startdate"
  },
  {
    "kind": "Variable",
    "name": "stationId",
    "variableName": "stationId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RainfallChartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "RainfallReadingChart",
        "kind": "LinkedField",
        "name": "rainfallReadings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RainfallChart_readings"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RainfallChartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "RainfallReadingChart",
        "kind": "LinkedField",
        "name": "rainfallReadings",
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
      }
    ]
  },
  "params": {
    "id": "1e386d5f256c7388dc9074669bf227d2",
    "metadata": {},
    "name": "RainfallChartQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d1ed766c8978607fed4bd3f4d4141777";

export default node;
