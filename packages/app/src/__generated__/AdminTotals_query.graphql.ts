/**
 * @generated SignedSource<<df925df9ebc71e8abaa3320918ce3b62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminTotals_query$data = {
  readonly adminTotals: {
    readonly beeCafes: number | null | undefined;
    readonly beeCafesAdded: number | null | undefined;
    readonly devices: number | null | undefined;
    readonly devicesAdded: number | null | undefined;
    readonly things: number | null | undefined;
    readonly thingsAdded: number | null | undefined;
    readonly users: number | null | undefined;
    readonly usersAdded: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "AdminTotals_query";
};
export type AdminTotals_query$key = {
  readonly " $data"?: AdminTotals_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminTotals_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminTotals_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminTotal",
      "kind": "LinkedField",
      "name": "adminTotals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "things",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thingsAdded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "beeCafes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "beeCafesAdded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "devices",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "devicesAdded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "users",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "usersAdded",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "712d762745ec4ce19baad4dc74b0f3c1";

export default node;
