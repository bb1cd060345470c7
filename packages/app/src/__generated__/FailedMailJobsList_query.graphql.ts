/**
 * @generated SignedSource<<e04817c31dc97df856567e75d197288f>>
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
      "args": null,
      "concreteType": "AdminMailJobsConnection",
      "kind": "LinkedField",
      "name": "adminFailedMailJobs",
      "plural": false,
      "selections": [
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b981e247b523f4d4a6f0d50ffa4293e2";

export default node;
