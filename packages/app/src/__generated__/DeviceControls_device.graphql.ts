/**
 * @generated SignedSource<<5968fba30476bfb2c5aa1806820657d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceCommandKind = "LED" | "PUMP";
export type DeviceCommandStatus = "CONFIRMED" | "FAILED" | "QUEUED" | "SENT";
import { FragmentRefs } from "relay-runtime";
export type DeviceControls_device$data = {
  readonly commands: {
    readonly nodes: ReadonlyArray<{
      readonly createdAt: any;
      readonly id: any;
      readonly kind: DeviceCommandKind;
      readonly minutes: number | null | undefined;
      readonly reason: string | null | undefined;
      readonly status: DeviceCommandStatus;
    }>;
  };
  readonly id: any;
  readonly isOwner: boolean | null | undefined;
  readonly ledState: boolean | null | undefined;
  readonly " $fragmentType": "DeviceControls_device";
};
export type DeviceControls_device$key = {
  readonly " $data"?: DeviceControls_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceControls_device">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceControls_device",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwner",
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "CREATED_AT_DESC"
          ]
        }
      ],
      "concreteType": "DeviceCommandsConnection",
      "kind": "LinkedField",
      "name": "commands",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DeviceCommand",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "minutes",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
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
      "storageKey": "commands(first:20,orderBy:[\"CREATED_AT_DESC\"])"
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "6a1911b13f52befea33fe46e50e445b0";

export default node;
