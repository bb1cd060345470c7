/**
 * @generated SignedSource<<527596ff160ce7be1c549a4653703b99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnverifiedEmailsList_query$data = {
  readonly adminUnverifiedEmails: {
    readonly nodes: ReadonlyArray<{
      readonly addedAt: any | null | undefined;
      readonly email: string | null | undefined;
      readonly isPrimary: boolean | null | undefined;
      readonly lastSignIn: any | null | undefined;
      readonly name: string | null | undefined;
      readonly userId: any | null | undefined;
      readonly username: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "UnverifiedEmailsList_query";
};
export type UnverifiedEmailsList_query$key = {
  readonly " $data"?: UnverifiedEmailsList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnverifiedEmailsList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UnverifiedEmailsList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminUnverifiedEmailsConnection",
      "kind": "LinkedField",
      "name": "adminUnverifiedEmails",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminUnverifiedEmail",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
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
              "name": "name",
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
              "name": "addedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastSignIn",
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

(node as any).hash = "df8d622ad06fb0735086fef1b666b9ac";

export default node;
