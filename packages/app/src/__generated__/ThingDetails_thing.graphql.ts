/**
 * @generated SignedSource<<15570424b7ce3030f0dc9bb6e8553947>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActionType = "CREATED" | "EDUCATION" | "LITTER_CLEANUP" | "MEASUREMENT" | "SHARE" | "UPKEEP" | "WATERING";
export type DeviceModel = "LSE01" | "LSPH01" | "THE_THINGS_UNO";
export type IndicatorColour = "BLUE" | "GREEN" | "GREY" | "ORANGE" | "RED";
export type IndicatorParameter = "CONDUCTIVITY" | "PH" | "TEMPERATURE" | "WATER";
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
import { FragmentRefs } from "relay-runtime";
export type ThingDetails_thing$data = {
  readonly actions: {
    readonly nodes: ReadonlyArray<{
      readonly comments: string | null | undefined;
      readonly createdAt: any;
      readonly creator: {
        readonly image: string | null | undefined;
        readonly name: string | null | undefined;
        readonly username: string;
      } | null | undefined;
      readonly creatorId: any | null | undefined;
      readonly id: any;
      readonly litres: number | null | undefined;
      readonly nodeId: string;
      readonly type: ActionType;
    }>;
  };
  readonly category: ThingCategory;
  readonly conductivity: number | null | undefined;
  readonly createdAt: any;
  readonly description: string | null | undefined;
  readonly devices: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly model: DeviceModel;
      readonly name: string;
    }>;
  };
  readonly id: any;
  readonly image: string | null | undefined;
  readonly indicatorColour: IndicatorColour;
  readonly indicatorParameter: IndicatorParameter;
  readonly isPublic: boolean;
  readonly lastSensorData: any | null | undefined;
  readonly location: {
    readonly x: number;
    readonly y: number;
  };
  readonly locationDescription: string | null | undefined;
  readonly name: string;
  readonly ph: number | null | undefined;
  readonly temperature: number | null | undefined;
  readonly water: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SoilPanel_thing" | "WateringAdvice_thing" | "WeatherPanel_thing">;
  readonly " $fragmentType": "ThingDetails_thing";
};
export type ThingDetails_thing$key = {
  readonly " $data"?: ThingDetails_thing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ThingDetails_thing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "createdAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ThingDetails_thing",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
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
      "name": "isPublic",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
      "name": "water",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "temperature",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ph",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conductivity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSensorData",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "NAME_ASC"
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "model",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "devices(first:10,orderBy:[\"NAME_ASC\"])"
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
      "args": null,
      "kind": "ScalarField",
      "name": "locationDescription",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SoilPanel_thing"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WeatherPanel_thing"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WateringAdvice_thing"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "ActionsConnection",
      "kind": "LinkedField",
      "name": "actions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Action",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
              "name": "type",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "comments",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "litres",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "creatorId",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "creator",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "username",
                  "storageKey": null
                },
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "actions(first:100)"
    }
  ],
  "type": "Thing",
  "abstractKey": null
};
})();

(node as any).hash = "1bad0c2f9f74223b5fc8afe8886f6bff";

export default node;
