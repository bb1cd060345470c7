/**
 * @generated SignedSource<<cae05d806ecafb48d8f552130adc041f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnclaimedDevicesList_query$data = {
  readonly unclaimedDevices: {
    readonly nodes: ReadonlyArray<{
      readonly deviceId: string | null | undefined;
      readonly lastReason: string | null | undefined;
      readonly lastSeen: any | null | undefined;
      readonly uplinks: any | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "UnclaimedDevicesList_query";
};
export type UnclaimedDevicesList_query$key = {
  readonly " $data"?: UnclaimedDevicesList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnclaimedDevicesList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UnclaimedDevicesList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UnclaimedDevicesConnection",
      "kind": "LinkedField",
      "name": "unclaimedDevices",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UnclaimedDevice",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
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
              "name": "uplinks",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastSeen",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastReason",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ce264ab0b6a952d061d84d17d27c77d2";

export default node;
