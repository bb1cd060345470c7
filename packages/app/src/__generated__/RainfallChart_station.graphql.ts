/**
 * @generated SignedSource<<0f17862280c5c7f46f0822232712f3aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RainfallChart_station$data = {
  readonly id: string;
  readonly label: string | null | undefined;
  readonly " $fragmentType": "RainfallChart_station";
};
export type RainfallChart_station$key = {
  readonly " $data"?: RainfallChart_station$data;
  readonly " $fragmentSpreads": FragmentRefs<"RainfallChart_station">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RainfallChart_station",
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
      "name": "label",
      "storageKey": null
    }
  ],
  "type": "RainfallStation",
  "abstractKey": null
};

(node as any).hash = "87b5af6768132ffebf28ef9b1b97eb6a";

export default node;
