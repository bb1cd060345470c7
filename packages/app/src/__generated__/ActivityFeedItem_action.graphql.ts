/**
 * @generated SignedSource<<22eaccf819b3dfab36ec036f65e67f62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActionType = "CREATED" | "EDUCATION" | "LITTER_CLEANUP" | "MEASUREMENT" | "SHARE" | "UPKEEP" | "WATERING";
import { FragmentRefs } from "relay-runtime";
export type ActivityFeedItem_action$data = {
  readonly comments: string | null | undefined;
  readonly createdAt: any;
  readonly creator: {
    readonly username: string;
  } | null | undefined;
  readonly thing: {
    readonly id: any;
    readonly name: string;
  } | null | undefined;
  readonly type: ActionType;
  readonly " $fragmentType": "ActivityFeedItem_action";
};
export type ActivityFeedItem_action$key = {
  readonly " $data"?: ActivityFeedItem_action$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityFeedItem_action">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActivityFeedItem_action",
  "selections": [
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
          "name": "name",
          "storageKey": null
        }
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

(node as any).hash = "c1835723190c0616e47a665575112f13";

export default node;
