/**
 * @generated SignedSource<<421d196077e3e3a0d2cbcb2c527164f2>>
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
    readonly totalCount: number;
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "AdminUnverifiedEmailsConnection",
      "kind": "LinkedField",
      "name": "adminUnverifiedEmails",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
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
      "storageKey": "adminUnverifiedEmails(first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "65463be77bac492c6a224a9d57eb6ccf";

export default node;
