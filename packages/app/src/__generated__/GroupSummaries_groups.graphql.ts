/**
 * @generated SignedSource<<b2fa7c00a8952c5a6ff4224d47884526>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupSummaries_groups$data = ReadonlyArray<{
  readonly description: string | null | undefined;
  readonly id: any;
  readonly isPublic: boolean;
  readonly memberCount: number;
  readonly myMembership: {
    readonly isOwner: boolean;
  } | null | undefined;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "GroupSummaries_groups";
}>;
export type GroupSummaries_groups$key = ReadonlyArray<{
  readonly " $data"?: GroupSummaries_groups$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupSummaries_groups">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "GroupSummaries_groups",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupMembership",
      "kind": "LinkedField",
      "name": "myMembership",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isOwner",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "9f32aeeda58531f03c06d46f71d2398f";

export default node;
