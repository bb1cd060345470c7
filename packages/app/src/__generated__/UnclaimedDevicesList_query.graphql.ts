/**
 * @generated SignedSource<<cb9573e209cd329c3e683382ab35bf1d>>
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
    readonly totalCount: number;
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "UnclaimedDevicesConnection",
      "kind": "LinkedField",
      "name": "unclaimedDevices",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
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
      "storageKey": "unclaimedDevices(first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "dadb9e42e591329265c81b192c74ce23";

export default node;
