/**
 * @generated SignedSource<<6ba10bc6dc1292f0e42f434242d8bb3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSummary_user$data = {
  readonly name: string | null | undefined;
  readonly thingAccesses: {
    readonly totalCount: number;
  };
  readonly userBadgesByUserId: {
    readonly totalCount: number;
  };
  readonly username: string;
  readonly " $fragmentType": "ProfileSummary_user";
};
export type ProfileSummary_user$key = {
  readonly " $data"?: ProfileSummary_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSummary_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSummary_user",
  "selections": [
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
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserBadgesConnection",
      "kind": "LinkedField",
      "name": "userBadgesByUserId",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ThingAccessesConnection",
      "kind": "LinkedField",
      "name": "thingAccesses",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "2ab03ddd2faf2d6d2fca4d5b96df543f";

export default node;
