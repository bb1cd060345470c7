/**
 * @generated SignedSource<<7edf717c0f388770f8b0a74f73dc4d69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceModel = "LSE01" | "LSPH01" | "THE_THINGS_UNO";
import { FragmentRefs } from "relay-runtime";
export type DeviceForm_device$data = {
  readonly deviceId: string;
  readonly hydrationLevels: any;
  readonly isPublic: boolean;
  readonly location: {
    readonly x: number;
    readonly y: number;
  };
  readonly model: DeviceModel;
  readonly name: string;
  readonly thingId: any | null | undefined;
  readonly " $fragmentType": "DeviceForm_device";
};
export type DeviceForm_device$key = {
  readonly " $data"?: DeviceForm_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceForm_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceForm_device",
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
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deviceId",
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
      "name": "hydrationLevels",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thingId",
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
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "e278b79380fed982570905130492a6f5";

export default node;
