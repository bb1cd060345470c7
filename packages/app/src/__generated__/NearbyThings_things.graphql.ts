/**
 * @generated SignedSource<<7009f91a3afacb9dc74b5437eeb90307>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NearbyThings_things$data = ReadonlyArray<{
  readonly id: any;
  readonly location: {
    readonly x: number;
    readonly y: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
  readonly " $fragmentType": "NearbyThings_things";
}>;
export type NearbyThings_things$key = ReadonlyArray<{
  readonly " $data"?: NearbyThings_things$data;
  readonly " $fragmentSpreads": FragmentRefs<"NearbyThings_things">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NearbyThings_things",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ThingTileGrid_things"
    }
  ],
  "type": "Thing",
  "abstractKey": null
};

(node as any).hash = "6ecd0316e0b615138ffec181ea3759ca";

export default node;
