/**
 * @generated SignedSource<<047d8fa23f9280fed00e81243d6b6305>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type badgeAwards_query$data = {
  readonly currentUser: {
    readonly userBadgesByUserId: {
      readonly nodes: ReadonlyArray<{
        readonly awardedAt: any;
        readonly badgeTypeByBadgeTypeId: {
          readonly title: string;
        } | null | undefined;
      }>;
    };
  } | null | undefined;
  readonly " $fragmentType": "badgeAwards_query";
};
export type badgeAwards_query$key = {
  readonly " $data"?: badgeAwards_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"badgeAwards_query">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "badgeAwards_query"
};

(node as any).hash = "030b726ce49bfbad045278432a07aff9";

export default node;
