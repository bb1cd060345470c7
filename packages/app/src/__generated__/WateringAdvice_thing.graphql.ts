/**
 * @generated SignedSource<<5bfe6dc63bf21f1244b3b1fb34a56e9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
import { FragmentRefs, Result } from "relay-runtime";
export type WateringAdvice_thing$data = {
  readonly bedArea: number | null | undefined;
  readonly category: ThingCategory;
  readonly moistureSensors: {
    readonly nodes: ReadonlyArray<{
      readonly lastSensorData: any | null | undefined;
      readonly name: string;
      readonly water: number | null | undefined;
    }>;
  };
  readonly name: string;
  readonly rainLastDays: Result<{
    readonly days: number | null | undefined;
    readonly distanceKm: number | null | undefined;
    readonly eaAttribution: string | null | undefined;
    readonly hoursCovered: number | null | undefined;
    readonly label: string | null | undefined;
    readonly stationId: string | null | undefined;
    readonly totalMm: number | null | undefined;
  } | null | undefined, unknown>;
  readonly rainOutlook: Result<{
    readonly attribution: string | null | undefined;
    readonly fetchedAt: any | null | undefined;
    readonly firstRainAt: any | null | undefined;
    readonly rainMm: number | null | undefined;
    readonly rainProbability: number | null | undefined;
    readonly source: string | null | undefined;
  } | null | undefined, unknown>;
  readonly soilDrainage: string | null | undefined;
  readonly " $fragmentType": "WateringAdvice_thing";
};
export type WateringAdvice_thing$key = {
  readonly " $data"?: WateringAdvice_thing$data;
  readonly " $fragmentSpreads": FragmentRefs<"WateringAdvice_thing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WateringAdvice_thing",
  "selections": [
    (v0/*:: as any*/),
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
            (v0/*:: as any*/),
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "devices(condition:{\"model\":\"LSE01\"},first:1,orderBy:[\"LAST_SENSOR_DATA_DESC\"])"
    },
    {
      "kind": "CatchField",
      "field": {
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
      "to": "RESULT"
    },
    {
      "kind": "CatchField",
      "field": {
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
      "to": "RESULT"
    }
  ],
  "type": "Thing",
  "abstractKey": null
};
})();

(node as any).hash = "3fe0c34c6087a202c6e63f799ec21b6f";

export default node;
