/**
 * @generated SignedSource<<40bccf7508835fa1a6a78f2bdc089d46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminSupport_query$data = {
  readonly failedMail: {
    readonly totalCount: number;
  } | null | undefined;
  readonly lockouts: {
    readonly totalCount: number;
  } | null | undefined;
  readonly unclaimed: {
    readonly totalCount: number;
  } | null | undefined;
  readonly unstewarded: {
    readonly totalCount: number;
  } | null | undefined;
  readonly unverified: {
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FailedMailJobsList_query" | "SignInLockoutsList_query" | "ThingsWithoutStewardList_query" | "UnclaimedDevicesList_query" | "UnverifiedEmailsList_query">;
  readonly " $fragmentType": "AdminSupport_query";
};
export type AdminSupport_query$key = {
  readonly " $data"?: AdminSupport_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSupport_query">;
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
  "name": "AdminSupport_query",
  "selections": [
    {
      "alias": "unverified",
      "args": null,
      "concreteType": "AdminUnverifiedEmailsConnection",
      "kind": "LinkedField",
      "name": "adminUnverifiedEmails",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "lockouts",
      "args": null,
      "concreteType": "AdminSignInLockoutsConnection",
      "kind": "LinkedField",
      "name": "adminSignInLockouts",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "unstewarded",
      "args": [
        {
          "kind": "Literal",
          "name": "days",
          "value": 60
        }
      ],
      "concreteType": "ThingsConnection",
      "kind": "LinkedField",
      "name": "adminThingsWithoutSteward",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "adminThingsWithoutSteward(days:60)"
    },
    {
      "alias": "unclaimed",
      "args": null,
      "concreteType": "UnclaimedDevicesConnection",
      "kind": "LinkedField",
      "name": "unclaimedDevices",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "failedMail",
      "args": null,
      "concreteType": "AdminMailJobsConnection",
      "kind": "LinkedField",
      "name": "adminFailedMailJobs",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UnverifiedEmailsList_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SignInLockoutsList_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ThingsWithoutStewardList_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UnclaimedDevicesList_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FailedMailJobsList_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "503aaeac9bb89233791c51b20ad6944c";

export default node;
