/**
 * @generated SignedSource<<1cb6dbd2f3cf8635e4479f6f8127c9f2>>
 * @relayHash a6c6f38dd38acb4d101d995d2d347881
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6c6f38dd38acb4d101d995d2d347881

import { ConcreteRequest } from 'relay-runtime';
export type ActionType = "CREATED" | "EDUCATION" | "LITTER_CLEANUP" | "MEASUREMENT" | "SHARE" | "UPKEEP" | "WATERING";
export type DeviceModel = "LSE01" | "LSPH01" | "THE_THINGS_UNO";
export type IndicatorColour = "BLUE" | "GREEN" | "GREY" | "ORANGE" | "RED";
export type MapFeatureKind = "DEVICE" | "GATEWAY" | "THING";
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
export type useMapFeaturesQuery$variables = {
  allThings: boolean;
  devices: boolean;
  dist: number;
  east: number;
  gateways: boolean;
  north: number;
  south: number;
  thingCategories: ReadonlyArray<ThingCategory | null | undefined>;
  west: number;
  withFeatures: boolean;
  withRainfall: boolean;
  x: number;
  y: number;
  zoom: number;
};
export type useMapFeaturesQuery$data = {
  readonly mapFeatures?: {
    readonly clusters: ReadonlyArray<{
      readonly blue: number;
      readonly count: number;
      readonly green: number;
      readonly grey: number;
      readonly kind: MapFeatureKind;
      readonly orange: number;
      readonly red: number;
      readonly x: number;
      readonly y: number;
    } | null | undefined>;
    readonly points: ReadonlyArray<{
      readonly category: ThingCategory | null | undefined;
      readonly id: any;
      readonly indicatorColour: IndicatorColour;
      readonly kind: MapFeatureKind;
      readonly lastActionAt: any | null | undefined;
      readonly lastActionType: ActionType | null | undefined;
      readonly model: DeviceModel | null | undefined;
      readonly name: string;
      readonly x: number;
      readonly y: number;
    } | null | undefined>;
    readonly truncated: boolean;
  } | null | undefined;
  readonly rainfallStations?: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly label: string | null | undefined;
      readonly location: {
        readonly x: number;
        readonly y: number;
      };
      readonly town: string | null | undefined;
    }>;
  } | null | undefined;
};
export type useMapFeaturesQuery = {
  response: useMapFeaturesQuery$data;
  variables: useMapFeaturesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "allThings"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "devices"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dist"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "east"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "gateways"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "north"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "south"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "thingCategories"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "west"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withFeatures"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withRainfall"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "x"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "y"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "zoom"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "x",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "y",
  "storageKey": null
},
v18 = {
  "condition": "withFeatures",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "allThings",
          "variableName": "allThings"
        },
        {
          "kind": "Variable",
          "name": "devices",
          "variableName": "devices"
        },
        {
          "kind": "Variable",
          "name": "east",
          "variableName": "east"
        },
        {
          "kind": "Variable",
          "name": "gateways",
          "variableName": "gateways"
        },
        {
          "kind": "Variable",
          "name": "north",
          "variableName": "north"
        },
        {
          "kind": "Variable",
          "name": "south",
          "variableName": "south"
        },
        {
          "kind": "Variable",
          "name": "thingCategories",
          "variableName": "thingCategories"
        },
        {
          "kind": "Variable",
          "name": "west",
          "variableName": "west"
        },
        {
          "kind": "Variable",
          "name": "zoom",
          "variableName": "zoom"
        }
      ],
      "concreteType": "MapView",
      "kind": "LinkedField",
      "name": "mapFeatures",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "truncated",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MapPoint",
          "kind": "LinkedField",
          "name": "points",
          "plural": true,
          "selections": [
            (v14/*:: as any*/),
            (v15/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "category",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "model",
              "storageKey": null
            },
            (v16/*:: as any*/),
            (v17/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "indicatorColour",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastActionType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastActionAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MapCluster",
          "kind": "LinkedField",
          "name": "clusters",
          "plural": true,
          "selections": [
            (v14/*:: as any*/),
            (v16/*:: as any*/),
            (v17/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "blue",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "green",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "orange",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "red",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "grey",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
},
v19 = [
  {
    "kind": "Variable",
    "name": "dist",
    "variableName": "dist"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  {
    "kind": "Variable",
    "name": "x",
    "variableName": "x"
  },
  {
    "kind": "Variable",
    "name": "y",
    "variableName": "y"
  }
],
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "town",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "Point",
  "kind": "LinkedField",
  "name": "location",
  "plural": false,
  "selections": [
    (v16/*:: as any*/),
    (v17/*:: as any*/)
  ],
  "storageKey": null
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
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMapFeaturesQuery",
    "selections": [
      (v18/*:: as any*/),
      {
        "condition": "withRainfall",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v19/*:: as any*/),
            "concreteType": "RainfallStationsConnection",
            "kind": "LinkedField",
            "name": "rainfallStations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RainfallStation",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v8/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v13/*:: as any*/),
      (v7/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useMapFeaturesQuery",
    "selections": [
      (v18/*:: as any*/),
      {
        "condition": "withRainfall",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v19/*:: as any*/),
            "concreteType": "RainfallStationsConnection",
            "kind": "LinkedField",
            "name": "rainfallStations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RainfallStation",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
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
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "a6c6f38dd38acb4d101d995d2d347881",
    "metadata": {},
    "name": "useMapFeaturesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "033eb6669c74d3fffbcc5cb551a34831";

export default node;
