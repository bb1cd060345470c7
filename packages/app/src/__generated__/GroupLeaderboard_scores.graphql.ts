/**
 * @generated SignedSource<<b28ff92d1fba94ae70738bc6cb3a24d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupLeaderboard_scores$data = {
  readonly nodes: ReadonlyArray<{
    readonly actions: number | null | undefined;
    readonly groupId: any | null | undefined;
    readonly hasImage: boolean | null | undefined;
    readonly image: string | null | undefined;
    readonly members: number | null | undefined;
    readonly name: string | null | undefined;
    readonly points: number | null | undefined;
    readonly rank: number | null | undefined;
    readonly slug: string | null | undefined;
  }>;
  readonly " $fragmentType": "GroupLeaderboard_scores";
};
export type GroupLeaderboard_scores$key = {
  readonly " $data"?: GroupLeaderboard_scores$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupLeaderboard_scores">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupLeaderboard_scores",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupScore",
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
          "name": "groupId",
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
          "name": "slug",
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
          "name": "members",
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
          "name": "actions",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GroupScoresConnection",
  "abstractKey": null
};

(node as any).hash = "edb9554ec18b52dd010f580cf6d91039";

export default node;
