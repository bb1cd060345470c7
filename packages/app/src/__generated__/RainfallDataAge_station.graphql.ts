/**
 * @generated SignedSource<<bedf9159e56055947609fab2d699648f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RainfallDataAge_station$data = {
  readonly eaAttribution: string | null | undefined;
  readonly lastRefreshFailedAt: any | null | undefined;
  readonly latestReadingAt: any | null | undefined;
  readonly readingsFetchedAt: any | null | undefined;
  readonly " $fragmentType": "RainfallDataAge_station";
};
export type RainfallDataAge_station$key = {
  readonly " $data"?: RainfallDataAge_station$data;
  readonly " $fragmentSpreads": FragmentRefs<"RainfallDataAge_station">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RainfallDataAge_station",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readingsFetchedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latestReadingAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastRefreshFailedAt",
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
  "type": "RainfallStation",
  "abstractKey": null
};

(node as any).hash = "c48aa98a756a1b20e1f9169c50a8c126";

export default node;
