/**
 * @generated SignedSource<<05243da9f349ad01b41eb51d74b484d2>>
 * @relayHash dc444d5c60bf0f8b44da640a05cc8d54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc444d5c60bf0f8b44da640a05cc8d54

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WateringAdviceTestQuery$variables = Record<PropertyKey, never>;
export type WateringAdviceTestQuery$data = {
  readonly thingById: {
    readonly " $fragmentSpreads": FragmentRefs<"WateringAdvice_thing">;
  } | null | undefined;
};
export type WateringAdviceTestQuery = {
  response: WateringAdviceTestQuery$data;
  variables: WateringAdviceTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "00000000-0000-0000-0000-000000000001"
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
  "nullable": true,
  "plural": false,
  "type": "Datetime"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
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
    "name": "WateringAdviceTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WateringAdvice_thing"
          }
        ],
        "storageKey": "thingById(id:\"00000000-0000-0000-0000-000000000001\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WateringAdviceTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
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
          (v2/*:: as any*/)
        ],
        "storageKey": "thingById(id:\"00000000-0000-0000-0000-000000000001\")"
      }
    ]
  },
  "params": {
    "id": "dc444d5c60bf0f8b44da640a05cc8d54",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "thingById": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Thing"
        },
        "thingById.bedArea": (v3/*:: as any*/),
        "thingById.category": {
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
        "thingById.moistureSensors": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DevicesConnection"
        },
        "thingById.moistureSensors.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Device"
        },
        "thingById.moistureSensors.nodes.lastSensorData": (v4/*:: as any*/),
        "thingById.moistureSensors.nodes.name": (v5/*:: as any*/),
        "thingById.moistureSensors.nodes.nodeId": (v6/*:: as any*/),
        "thingById.moistureSensors.nodes.water": (v3/*:: as any*/),
        "thingById.name": (v5/*:: as any*/),
        "thingById.nodeId": (v6/*:: as any*/),
        "thingById.rainLastDays": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RainfallNear"
        },
        "thingById.rainLastDays.days": (v7/*:: as any*/),
        "thingById.rainLastDays.distanceKm": (v3/*:: as any*/),
        "thingById.rainLastDays.eaAttribution": (v8/*:: as any*/),
        "thingById.rainLastDays.hoursCovered": (v3/*:: as any*/),
        "thingById.rainLastDays.label": (v8/*:: as any*/),
        "thingById.rainLastDays.stationId": (v8/*:: as any*/),
        "thingById.rainLastDays.totalMm": (v3/*:: as any*/),
        "thingById.rainOutlook": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RainOutlook"
        },
        "thingById.rainOutlook.attribution": (v8/*:: as any*/),
        "thingById.rainOutlook.fetchedAt": (v4/*:: as any*/),
        "thingById.rainOutlook.firstRainAt": (v4/*:: as any*/),
        "thingById.rainOutlook.rainMm": (v3/*:: as any*/),
        "thingById.rainOutlook.rainProbability": (v7/*:: as any*/),
        "thingById.rainOutlook.source": (v8/*:: as any*/),
        "thingById.soilDrainage": (v8/*:: as any*/)
      }
    },
    "name": "WateringAdviceTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f0e39a6677b612dbc143e9aeaaf09f9c";

export default node;
