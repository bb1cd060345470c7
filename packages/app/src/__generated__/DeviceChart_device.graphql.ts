/**
 * @generated SignedSource<<e142a30a4d04354247066e7a3315a1d7>>
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
  readonly nodeId: string;
  readonly readingSeries: {
    readonly times: ReadonlyArray<any | null | undefined> | null | undefined;
    readonly values: ReadonlyArray<number | null | undefined> | null | undefined;
  } | null | undefined;
  readonly updated: any | null | undefined;
  readonly " $fragmentType": "DeviceChart_device";
};
export type DeviceChart_device$key = {
  readonly " $data"?: DeviceChart_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceChart_device">;
};

import DeviceChartRefetchQuery_graphql from './DeviceChartRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "quantity"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "since"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DeviceChartRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "nodeId",
        "identifierQueryVariableName": "id"
      }
    }
  },
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
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "quantity",
          "variableName": "quantity"
        },
        {
          "kind": "Variable",
          "name": "since",
          "variableName": "since"
        }
      ],
      "concreteType": "ReadingChart",
      "kind": "LinkedField",
      "name": "readingSeries",
      "plural": false,
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nodeId",
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "d46d642be40f6cd15aec81ef149f6403";

export default node;
