/**
 * @generated SignedSource<<5877c10e1657217ac129a1224f19c10d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RainfallTotals_readings$data = {
  readonly times: ReadonlyArray<any | null | undefined> | null | undefined;
  readonly values: ReadonlyArray<number | null | undefined> | null | undefined;
  readonly " $fragmentType": "RainfallTotals_readings";
};
export type RainfallTotals_readings$key = {
  readonly " $data"?: RainfallTotals_readings$data;
  readonly " $fragmentSpreads": FragmentRefs<"RainfallTotals_readings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RainfallTotals_readings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "times",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "values",
      "storageKey": null
    }
  ],
  "type": "RainfallReadingChart",
  "abstractKey": null
};

(node as any).hash = "45d6a00abc89ee4a7c8756dc49740d20";

export default node;
