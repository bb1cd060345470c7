/**
 * @generated SignedSource<<a9304ab4009816b1c11efd70b9b21ca2>>
 * @relayHash 876e7cde3b6034e3e6b2d5b62934db37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 876e7cde3b6034e3e6b2d5b62934db37

import { ConcreteRequest } from 'relay-runtime';
export type useMapFeaturesEnvironmentQuery$variables = {
  east: number;
  north: number;
  south: number;
  west: number;
  withBLines: boolean;
  withSoil: boolean;
  zoom: number;
};
export type useMapFeaturesEnvironmentQuery$data = {
  readonly mapBLinesList?: ReadonlyArray<{
    readonly coordinates: any;
    readonly id: any;
    readonly name: string;
  }> | null | undefined;
  readonly soilscapePolygons?: {
    readonly nodes: ReadonlyArray<{
      readonly drainage: string;
      readonly geometry: any;
      readonly id: any;
      readonly isSample: boolean;
      readonly texture: string;
      readonly unit: number;
    }>;
  } | null | undefined;
};
export type useMapFeaturesEnvironmentQuery = {
  response: useMapFeaturesEnvironmentQuery$data;
  variables: useMapFeaturesEnvironmentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "east"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "north"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "south"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "west"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withBLines"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSoil"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "zoom"
},
v7 = {
  "kind": "Variable",
  "name": "east",
  "variableName": "east"
},
v8 = {
  "kind": "Variable",
  "name": "north",
  "variableName": "north"
},
v9 = {
  "kind": "Variable",
  "name": "south",
  "variableName": "south"
},
v10 = {
  "kind": "Variable",
  "name": "west",
  "variableName": "west"
},
v11 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  {
    "kind": "Variable",
    "name": "zoom",
    "variableName": "zoom"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "coordinates",
  "storageKey": null
},
v15 = {
  "condition": "withSoil",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        (v7/*:: as any*/),
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/)
      ],
      "concreteType": "SoilscapesConnection",
      "kind": "LinkedField",
      "name": "soilscapePolygons",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Soilscape",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v12/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "texture",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "drainage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isSample",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "geometry",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMapFeaturesEnvironmentQuery",
    "selections": [
      {
        "condition": "withBLines",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "BLine",
            "kind": "LinkedField",
            "name": "mapBLinesList",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      (v15/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useMapFeaturesEnvironmentQuery",
    "selections": [
      {
        "condition": "withBLines",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "BLine",
            "kind": "LinkedField",
            "name": "mapBLinesList",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
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
      (v15/*:: as any*/)
    ]
  },
  "params": {
    "id": "876e7cde3b6034e3e6b2d5b62934db37",
    "metadata": {},
    "name": "useMapFeaturesEnvironmentQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f3faa8ed710abb47e9e6b978a6fd7612";

export default node;
