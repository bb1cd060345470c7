/**
 * @generated SignedSource<<74a62e9a49308a5f297da20e695af0b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailListItem_email$data = {
  readonly email: string;
  readonly id: any;
  readonly isPrimary: boolean;
  readonly isVerified: boolean;
  readonly " $fragmentType": "EmailListItem_email";
};
export type EmailListItem_email$key = {
  readonly " $data"?: EmailListItem_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailListItem_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailListItem_email",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPrimary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isVerified",
      "storageKey": null
    }
  ],
  "type": "UserEmail",
  "abstractKey": null
};

(node as any).hash = "8ad34379af3fbac9be0e9bec44614ef5";

export default node;
