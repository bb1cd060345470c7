/**
 * @generated SignedSource<<06b460e3becffb673cd5b6a2fb070817>>
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
      "name": "category"
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
          "fields": [
            {
              "kind": "Variable",
              "name": "category",
              "variableName": "category"
            },
            {
              "kind": "Literal",
              "name": "isPublic",
              "value": true
            }
          ],
          "kind": "ObjectValue",
          "name": "condition"
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

(node as any).hash = "9f6c0d9f5c3118fb76472f1a0c71e0fb";

export default node;
