/**
 * @generated SignedSource<<697da6b9f159a4ce27f98b9e2b72215c>>
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
      "storageKey": "adminThingsWithoutSteward(days:60)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "18408a5ee3892043707e4540a18f5f31";

export default node;
