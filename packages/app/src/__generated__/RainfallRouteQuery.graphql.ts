/**
 * @generated SignedSource<<f177935e20d270a36057bfa4ed252865>>
 * @relayHash b890de5630fcf15bbb9ed8a7c330a0c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b890de5630fcf15bbb9ed8a7c330a0c7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RainfallRouteQuery$variables = {
  enddate: any;
  id: string;
  startdate: any;
};
export type RainfallRouteQuery$data = {
  readonly rainfallReadings: {
    readonly " $fragmentSpreads": FragmentRefs<"RainfallChart_readings" | "RainfallTotals_readings">;
  } | null | undefined;
  readonly rainfallStationById: {
    readonly id: string;
    readonly label: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"RainfallChart_station" | "RainfallDataAge_station" | "RainfallNearestThings_station" | "RainfallStationDetails_station">;
  } | null | undefined;
};
export type RainfallRouteQuery = {
  response: RainfallRouteQuery$data;
  variables: RainfallRouteQuery$variables;
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
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startdate"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v6 = [
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
    "variableName": "id"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RainfallRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "RainfallStation",
        "kind": "LinkedField",
        "name": "rainfallStationById",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RainfallDataAge_station"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RainfallStationDetails_station"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RainfallChart_station"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RainfallNearestThings_station"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "RainfallReadingChart",
        "kind": "LinkedField",
        "name": "rainfallReadings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RainfallChart_readings"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RainfallTotals_readings"
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RainfallRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "RainfallStation",
        "kind": "LinkedField",
        "name": "rainfallStationById",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "readingsFetchedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "latestReadingAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastRefreshFailedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eaAttribution",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "town",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "riverName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "catchmentName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gridReference",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Point",
            "kind": "LinkedField",
            "name": "location",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "x",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "y",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 5
              }
            ],
            "concreteType": "RainfallMeasuresConnection",
            "kind": "LinkedField",
            "name": "measures",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RainfallMeasure",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "qualifier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "periodSeconds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unit",
                    "storageKey": null
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "measures(first:5)"
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
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
    "id": "b890de5630fcf15bbb9ed8a7c330a0c7",
    "metadata": {},
    "name": "RainfallRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f2056dd3fb5c40f30e58033316515ec6";

export default node;
