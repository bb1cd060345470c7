/**
 * @generated SignedSource<<99fb648aaeae70a8cebd146f87fd6269>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Leaderboard_scores$data = {
  readonly nodes: ReadonlyArray<{
    readonly created: number | null | undefined;
    readonly education: number | null | undefined;
    readonly hasImage: boolean | null | undefined;
    readonly image: string | null | undefined;
    readonly litterCleanup: number | null | undefined;
    readonly measurement: number | null | undefined;
    readonly points: number | null | undefined;
    readonly rank: number | null | undefined;
    readonly share: number | null | undefined;
    readonly upkeep: number | null | undefined;
    readonly userId: any | null | undefined;
    readonly username: string | null | undefined;
    readonly watering: number | null | undefined;
  }>;
  readonly " $fragmentType": "Leaderboard_scores";
};
export type Leaderboard_scores$key = {
  readonly " $data"?: Leaderboard_scores$data;
  readonly " $fragmentSpreads": FragmentRefs<"Leaderboard_scores">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Leaderboard_scores",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Score",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasImage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "image",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "points",
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
          "name": "education",
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
          "name": "share",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ScoresConnection",
  "abstractKey": null
};

(node as any).hash = "b06940e4c4da1c090875c2c3611c0ea9";

export default node;
