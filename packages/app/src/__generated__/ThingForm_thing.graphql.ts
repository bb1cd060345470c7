/**
 * @generated SignedSource<<99742378c8e601b0e2e50974f028fc06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IndicatorParameter = "CONDUCTIVITY" | "PH" | "TEMPERATURE" | "WATER";
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
import { FragmentRefs } from "relay-runtime";
export type ThingForm_thing$data = {
  readonly bedArea: number | null | undefined;
  readonly category: ThingCategory;
  readonly description: string | null | undefined;
  readonly image: string | null | undefined;
  readonly indicatorParameter: IndicatorParameter;
  readonly isPublic: boolean;
  readonly location: {
    readonly x: number;
    readonly y: number;
  };
  readonly locationDescription: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "ThingForm_thing";
};
export type ThingForm_thing$key = {
  readonly " $data"?: ThingForm_thing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ThingForm_thing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ThingForm_thing",
  "selections": [
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
      "name": "locationDescription",
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
      "name": "image",
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
    }
  ],
  "type": "Thing",
  "abstractKey": null
};

(node as any).hash = "32fc8cbe9a133fe7220b49785300bc58";

export default node;
