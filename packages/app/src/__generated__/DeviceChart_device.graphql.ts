/**
 * @generated SignedSource<<0f7554f02926875b1279fb44dcbf3e12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceModel = "LSE01" | "LSPH01" | "THE_THINGS_UNO";
import { FragmentRefs } from "relay-runtime";
export type DeviceChart_device$data = {
  readonly hydrationLevels: any;
  readonly id: any;
  readonly model: DeviceModel;
  readonly name: string;
  readonly updated: any | null | undefined;
  readonly " $fragmentType": "DeviceChart_device";
};
export type DeviceChart_device$key = {
  readonly " $data"?: DeviceChart_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceChart_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceChart_device",
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
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updated",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hydrationLevels",
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "ade8ecf679e6151f5b446b4625fc9d30";

export default node;
