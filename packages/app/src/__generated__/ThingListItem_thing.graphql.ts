/**
 * @generated SignedSource<<d5ca58dc1910a089c5b0491ab5305107>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
import { FragmentRefs } from "relay-runtime";
export type ThingListItem_thing$data = {
  readonly category: ThingCategory;
  readonly createdAt: any;
  readonly description: string | null | undefined;
  readonly isPublic: boolean;
  readonly name: string;
  readonly " $fragmentType": "ThingListItem_thing";
};
export type ThingListItem_thing$key = {
  readonly " $data"?: ThingListItem_thing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ThingListItem_thing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ThingListItem_thing",
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
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Thing",
  "abstractKey": null
};

(node as any).hash = "10656922e2523c983fcfeb1fb633fc29";

export default node;
