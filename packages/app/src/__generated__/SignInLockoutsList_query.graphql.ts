/**
 * @generated SignedSource<<09376d0bdb7eb370a1909432baa4b384>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignInLockoutsList_query$data = {
  readonly adminSignInLockouts: {
    readonly nodes: ReadonlyArray<{
      readonly failures: number | null | undefined;
      readonly kind: string | null | undefined;
      readonly lastFailureAt: any | null | undefined;
      readonly lockedAt: any | null | undefined;
      readonly lockedUntil: any | null | undefined;
      readonly subject: string | null | undefined;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "SignInLockoutsList_query";
};
export type SignInLockoutsList_query$key = {
  readonly " $data"?: SignInLockoutsList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignInLockoutsList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignInLockoutsList_query",
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
      "concreteType": "AdminSignInLockoutsConnection",
      "kind": "LinkedField",
      "name": "adminSignInLockouts",
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
          "concreteType": "AdminSignInLockout",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "subject",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "failures",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lockedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastFailureAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lockedUntil",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "adminSignInLockouts(first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0fcfc51b313227f67c7af00ded9ed5b3";

export default node;
