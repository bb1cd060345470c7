/**
 * @generated SignedSource<<7d8c0c93d0f761da070ce224406f7838>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IndicatorColour = "BLUE" | "GREEN" | "GREY" | "ORANGE" | "RED";
export type IndicatorParameter = "CONDUCTIVITY" | "PH" | "TEMPERATURE" | "WATER";
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
import { FragmentRefs } from "relay-runtime";
export type NeedsWaterList_things$data = ReadonlyArray<{
  readonly canRecordAction: boolean | null | undefined;
  readonly category: ThingCategory;
  readonly id: any;
  readonly indicatorColour: IndicatorColour;
  readonly indicatorParameter: IndicatorParameter;
  readonly name: string;
  readonly " $fragmentType": "NeedsWaterList_things";
}>;
export type NeedsWaterList_things$key = ReadonlyArray<{
  readonly " $data"?: NeedsWaterList_things$data;
  readonly " $fragmentSpreads": FragmentRefs<"NeedsWaterList_things">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NeedsWaterList_things",
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
    }
  ],
  "type": "Thing",
  "abstractKey": null
};

(node as any).hash = "e042deebf0631c5d39da7253ed75ebb2";

export default node;
