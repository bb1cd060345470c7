/**
 * @generated SignedSource<<1161a980bf9ed41eb81eba0d7cea8ddb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ThingPicker_query$data = {
  readonly publicThings: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly name: string;
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "ThingPicker_query";
};
export type ThingPicker_query$key = {
  readonly " $data"?: ThingPicker_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ThingPicker_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "thingCondition"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ThingPicker_query",
  "selections": [
    {
      "alias": "publicThings",
      "args": [
        {
          "kind": "Variable",
          "name": "condition",
          "variableName": "thingCondition"
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 200
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "NAME_ASC",
            "PRIMARY_KEY_ASC"
          ]
        }
      ],
      "concreteType": "ThingsConnection",
      "kind": "LinkedField",
      "name": "allThings",
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
          "concreteType": "Thing",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2cc86d9a30a144cd493e69280f28f2c1";

export default node;
