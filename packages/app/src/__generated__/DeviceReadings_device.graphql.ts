/**
 * @generated SignedSource<<6538ca5c50072e7706f423d558b2f8ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceModel = "LSE01" | "LSPH01" | "THE_THINGS_UNO";
import { FragmentRefs } from "relay-runtime";
export type DeviceReadings_device$data = {
  readonly id: any;
  readonly model: DeviceModel;
  readonly name: string;
  readonly sensorData: {
    readonly nodes: ReadonlyArray<{
      readonly battery: number | null | undefined;
      readonly conductivity: number | null | undefined;
      readonly createdAt: any;
      readonly ledState: boolean | null | undefined;
      readonly nodeId: string;
      readonly ph: number | null | undefined;
      readonly probeDetected: boolean | null | undefined;
      readonly temperature: number | null | undefined;
      readonly water: number | null | undefined;
    }>;
  };
  readonly " $fragmentType": "DeviceReadings_device";
};
export type DeviceReadings_device$key = {
  readonly " $data"?: DeviceReadings_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceReadings_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceReadings_device",
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "CREATED_AT_DESC",
            "ID_DESC"
          ]
        }
      ],
      "concreteType": "SensorDataConnection",
      "kind": "LinkedField",
      "name": "sensorData",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SensorDatum",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nodeId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
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
              "name": "temperature",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "conductivity",
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
              "name": "battery",
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
              "name": "ledState",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "sensorData(first:100,orderBy:[\"CREATED_AT_DESC\",\"ID_DESC\"])"
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "99ef4558f5fabe3887fd0648082ce044";

export default node;
