/**
 * @generated SignedSource<<63d71add9ff09a067ed79f088e636ab2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FailedMailJobsList_query$data = {
  readonly adminFailedMailJobs: {
    readonly nodes: ReadonlyArray<{
      readonly attempts: number | null | undefined;
      readonly failedAt: any | null | undefined;
      readonly id: any | null | undefined;
      readonly lastError: string | null | undefined;
      readonly recipient: string | null | undefined;
      readonly task: string | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "FailedMailJobsList_query";
};
export type FailedMailJobsList_query$key = {
  readonly " $data"?: FailedMailJobsList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FailedMailJobsList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FailedMailJobsList_query",
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
      "concreteType": "AdminMailJobsConnection",
      "kind": "LinkedField",
      "name": "adminFailedMailJobs",
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
          "concreteType": "AdminMailJob",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
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
              "name": "task",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "recipient",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "attempts",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastError",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "failedAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "adminFailedMailJobs(first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ca00df8d52b0d648bb3d5e05489ed663";

export default node;
