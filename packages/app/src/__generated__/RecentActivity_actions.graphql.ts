/**
 * @generated SignedSource<<9f58a731b61738b4ed9e1b4d7a7b4781>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActionType = "CREATED" | "EDUCATION" | "LITTER_CLEANUP" | "MEASUREMENT" | "SHARE" | "UPKEEP" | "WATERING";
import { FragmentRefs } from "relay-runtime";
export type RecentActivity_actions$data = ReadonlyArray<{
  readonly comments: string | null | undefined;
  readonly createdAt: any;
  readonly creator: {
    readonly name: string | null | undefined;
    readonly username: string;
  } | null | undefined;
  readonly id: any;
  readonly thing: {
    readonly id: any;
    readonly name: string;
  } | null | undefined;
  readonly type: ActionType;
  readonly " $fragmentType": "RecentActivity_actions";
}>;
export type RecentActivity_actions$key = ReadonlyArray<{
  readonly " $data"?: RecentActivity_actions$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentActivity_actions">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "RecentActivity_actions",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Thing",
      "kind": "LinkedField",
      "name": "thing",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "creator",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Action",
  "abstractKey": null
};
})();

(node as any).hash = "6e3cd6d3be93e7094d834bf413b23570";

export default node;
