/**
 * @generated SignedSource<<446fb02759706354d6404d2437834f30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RainfallNearestThings_station$data = {
  readonly location: {
    readonly x: number;
    readonly y: number;
  };
  readonly " $fragmentType": "RainfallNearestThings_station";
};
export type RainfallNearestThings_station$key = {
  readonly " $data"?: RainfallNearestThings_station$data;
  readonly " $fragmentSpreads": FragmentRefs<"RainfallNearestThings_station">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RainfallNearestThings_station",
  "selections": [
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
  "type": "RainfallStation",
  "abstractKey": null
};

(node as any).hash = "74a16d056ca89aeab07f817ab309323b";

export default node;
