/**
 * @generated SignedSource<<5364ab4dae80be34e2568bec76211e36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerBadgesSetting_user$data = {
  readonly __id: string;
  readonly badgesOnPartnerSites: boolean | null | undefined;
  readonly id: any;
  readonly username: string;
  readonly " $fragmentType": "PartnerBadgesSetting_user";
};
export type PartnerBadgesSetting_user$key = {
  readonly " $data"?: PartnerBadgesSetting_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerBadgesSetting_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnerBadgesSetting_user",
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
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "badgesOnPartnerSites",
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__id",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b9166a226fba8d25f63e0e4e1299e2cd";

export default node;
