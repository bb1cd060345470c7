/**
 * @generated SignedSource<<92d74b0ae433862bce6682eed463f7d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceModel = "LSE01" | "LSPH01" | "THE_THINGS_UNO";
import { FragmentRefs } from "relay-runtime";
export type YourDevices_devices$data = ReadonlyArray<{
  readonly battery: number | null | undefined;
  readonly id: any;
  readonly ledState: boolean | null | undefined;
  readonly model: DeviceModel;
  readonly name: string;
  readonly ph: number | null | undefined;
  readonly probeDetected: boolean | null | undefined;
  readonly rssi: number | null | undefined;
  readonly snr: number | null | undefined;
  readonly thing: {
    readonly name: string;
  } | null | undefined;
  readonly updated: any | null | undefined;
  readonly water: number | null | undefined;
  readonly " $fragmentType": "YourDevices_devices";
}>;
export type YourDevices_devices$key = ReadonlyArray<{
  readonly " $data"?: YourDevices_devices$data;
  readonly " $fragmentSpreads": FragmentRefs<"YourDevices_devices">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "YourDevices_devices",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "water",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ph",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ledState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "battery",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rssi",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "snr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "probeDetected",
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
      "concreteType": "Thing",
      "kind": "LinkedField",
      "name": "thing",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "10db7a076a8e8df79e24a952c960a984";

export default node;
