/**
 * @generated SignedSource<<5d4e535605653c21f2f629cc37c9bfbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminAnalytics_query$data = {
  readonly adminWeeklyAnalytics: {
    readonly nodes: ReadonlyArray<{
      readonly actions: number | null | undefined;
      readonly activeUsers: number | null | undefined;
      readonly created: number | null | undefined;
      readonly education: number | null | undefined;
      readonly litterCleanup: number | null | undefined;
      readonly measurement: number | null | undefined;
      readonly share: number | null | undefined;
      readonly signUps: number | null | undefined;
      readonly upkeep: number | null | undefined;
      readonly watering: number | null | undefined;
      readonly weekStart: any | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "AdminAnalytics_query";
};
export type AdminAnalytics_query$key = {
  readonly " $data"?: AdminAnalytics_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminAnalytics_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminAnalytics_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 12
        },
        {
          "kind": "Literal",
          "name": "weeks",
          "value": 12
        }
      ],
      "concreteType": "AdminWeeksConnection",
      "kind": "LinkedField",
      "name": "adminWeeklyAnalytics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminWeek",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weekStart",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signUps",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "activeUsers",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "actions",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "created",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "share",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "education",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "measurement",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "watering",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "litterCleanup",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "upkeep",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "adminWeeklyAnalytics(first:12,weeks:12)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d31684849d38887c187ec2b34199c316";

export default node;
