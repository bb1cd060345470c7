/**
 * @generated SignedSource<<bfdba6c8d56db07daa46686dd67e70b7>>
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
      "args": null,
      "concreteType": "AdminSignInLockoutsConnection",
      "kind": "LinkedField",
      "name": "adminSignInLockouts",
      "plural": false,
      "selections": [
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b067ee0494ea53d7bcafa42f9db435ab";

export default node;
