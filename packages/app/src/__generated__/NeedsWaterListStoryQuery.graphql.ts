/**
 * @generated SignedSource<<44dd89b2f0732652421df79dbec7e509>>
 * @relayHash fd9b096393ea07f1b5f267bbed7685b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd9b096393ea07f1b5f267bbed7685b1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NeedsWaterListStoryQuery$variables = Record<PropertyKey, never>;
export type NeedsWaterListStoryQuery$data = {
  readonly allThings: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NeedsWaterList_things">;
    }>;
  } | null | undefined;
};
export type NeedsWaterListStoryQuery = {
  response: NeedsWaterListStoryQuery$data;
  variables: NeedsWaterListStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Datetime"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NeedsWaterListStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NeedsWaterList_things"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:6)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NeedsWaterListStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v1/*:: as any*/),
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
                "name": "indicatorColour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "indicatorParameter",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canRecordAction",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bedArea",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "soilDrainage",
                "storageKey": null
              },
              {
                "alias": "moistureSensors",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "condition",
                    "value": {
                      "model": "LSE01"
                    }
                  },
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 1
                  },
                  {
                    "kind": "Literal",
                    "name": "orderBy",
                    "value": [
                      "LAST_SENSOR_DATA_DESC"
                    ]
                  }
                ],
                "concreteType": "DevicesConnection",
                "kind": "LinkedField",
                "name": "devices",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "water",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastSensorData",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "devices(condition:{\"model\":\"LSE01\"},first:1,orderBy:[\"LAST_SENSOR_DATA_DESC\"])"
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "days",
                    "value": 7
                  }
                ],
                "concreteType": "RainfallNear",
                "kind": "LinkedField",
                "name": "rainLastDays",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalMm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hoursCovered",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "days",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "distanceKm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stationId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eaAttribution",
                    "storageKey": null
                  }
                ],
                "storageKey": "rainLastDays(days:7)"
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "hours",
                    "value": 24
                  }
                ],
                "concreteType": "RainOutlook",
                "kind": "LinkedField",
                "name": "rainOutlook",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rainMm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rainProbability",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstRainAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fetchedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attribution",
                    "storageKey": null
                  }
                ],
                "storageKey": "rainOutlook(hours:24)"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Action",
                "kind": "LinkedField",
                "name": "lastWatering",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "creator",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:6)"
      }
    ]
  },
  "params": {
    "id": "fd9b096393ea07f1b5f267bbed7685b1",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "allThings": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ThingsConnection"
        },
        "allThings.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Thing"
        },
        "allThings.nodes.bedArea": (v3/*:: as any*/),
        "allThings.nodes.canRecordAction": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "allThings.nodes.category": {
          "enumValues": [
            "APIARY",
            "BEECAFE",
            "BENCH",
            "BIN",
            "BOOKSHARE",
            "FENCE",
            "FLOWERBED",
            "GRAVE",
            "GREENHOUSE",
            "HEDGE",
            "MEADOW",
            "MURAL",
            "NOTICEBOARD",
            "PLANTER",
            "PLAQUE",
            "SCULPTURE",
            "TREE",
            "VEGETABLEBED",
            "WALL"
          ],
          "nullable": false,
          "plural": false,
          "type": "ThingCategory"
        },
        "allThings.nodes.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UUID"
        },
        "allThings.nodes.indicatorColour": {
          "enumValues": [
            "BLUE",
            "GREEN",
            "GREY",
            "ORANGE",
            "RED"
          ],
          "nullable": false,
          "plural": false,
          "type": "IndicatorColour"
        },
        "allThings.nodes.indicatorParameter": {
          "enumValues": [
            "CONDUCTIVITY",
            "PH",
            "TEMPERATURE",
            "WATER"
          ],
          "nullable": false,
          "plural": false,
          "type": "IndicatorParameter"
        },
        "allThings.nodes.lastWatering": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Action"
        },
        "allThings.nodes.lastWatering.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Datetime"
        },
        "allThings.nodes.lastWatering.creator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "allThings.nodes.lastWatering.creator.nodeId": (v4/*:: as any*/),
        "allThings.nodes.lastWatering.creator.username": (v5/*:: as any*/),
        "allThings.nodes.lastWatering.nodeId": (v4/*:: as any*/),
        "allThings.nodes.moistureSensors": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DevicesConnection"
        },
        "allThings.nodes.moistureSensors.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Device"
        },
        "allThings.nodes.moistureSensors.nodes.lastSensorData": (v6/*:: as any*/),
        "allThings.nodes.moistureSensors.nodes.name": (v5/*:: as any*/),
        "allThings.nodes.moistureSensors.nodes.nodeId": (v4/*:: as any*/),
        "allThings.nodes.moistureSensors.nodes.water": (v3/*:: as any*/),
        "allThings.nodes.name": (v5/*:: as any*/),
        "allThings.nodes.nodeId": (v4/*:: as any*/),
        "allThings.nodes.rainLastDays": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RainfallNear"
        },
        "allThings.nodes.rainLastDays.days": (v7/*:: as any*/),
        "allThings.nodes.rainLastDays.distanceKm": (v3/*:: as any*/),
        "allThings.nodes.rainLastDays.eaAttribution": (v8/*:: as any*/),
        "allThings.nodes.rainLastDays.hoursCovered": (v3/*:: as any*/),
        "allThings.nodes.rainLastDays.label": (v8/*:: as any*/),
        "allThings.nodes.rainLastDays.stationId": (v8/*:: as any*/),
        "allThings.nodes.rainLastDays.totalMm": (v3/*:: as any*/),
        "allThings.nodes.rainOutlook": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RainOutlook"
        },
        "allThings.nodes.rainOutlook.attribution": (v8/*:: as any*/),
        "allThings.nodes.rainOutlook.fetchedAt": (v6/*:: as any*/),
        "allThings.nodes.rainOutlook.firstRainAt": (v6/*:: as any*/),
        "allThings.nodes.rainOutlook.rainMm": (v3/*:: as any*/),
        "allThings.nodes.rainOutlook.rainProbability": (v7/*:: as any*/),
        "allThings.nodes.rainOutlook.source": (v8/*:: as any*/),
        "allThings.nodes.soilDrainage": (v8/*:: as any*/)
      }
    },
    "name": "NeedsWaterListStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ac31d97d612c50dbd420794d3847fff";

export default node;
