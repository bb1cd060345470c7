/**
 * @generated SignedSource<<2ff671f0bb04f043f7cd44db9e697ea3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RainfallChart_readings$data = {
  readonly times: ReadonlyArray<any | null | undefined> | null | undefined;
  readonly values: ReadonlyArray<number | null | undefined> | null | undefined;
  readonly " $fragmentType": "RainfallChart_readings";
};
export type RainfallChart_readings$key = {
  readonly " $data"?: RainfallChart_readings$data;
  readonly " $fragmentSpreads": FragmentRefs<"RainfallChart_readings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RainfallChart_readings",
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

(node as any).hash = "5a10aa88a0d5c10478529aec282de6b7";

export default node;
