/**
 * @generated SignedSource<<e9103e4f5d4ed88b0014d8e8dc426393>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
import { FragmentRefs } from "relay-runtime";
export type ThingsWithoutStewardList_query$data = {
  readonly adminThingsWithoutSteward: {
    readonly nodes: ReadonlyArray<{
      readonly category: ThingCategory;
      readonly createdAt: any;
      readonly id: any;
      readonly lastAction: any | null | undefined;
      readonly name: string;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "ThingsWithoutStewardList_query";
};
export type ThingsWithoutStewardList_query$key = {
  readonly " $data"?: ThingsWithoutStewardList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ThingsWithoutStewardList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ThingsWithoutStewardList_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "days",
          "value": 60
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "ThingsConnection",
      "kind": "LinkedField",
      "name": "adminThingsWithoutSteward",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
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
              "name": "lastAction",
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
          "storageKey": null
        }
      ],
      "storageKey": "adminThingsWithoutSteward(days:60,first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a606c238adfa0015ea0b86bbd3db4008";

export default node;
