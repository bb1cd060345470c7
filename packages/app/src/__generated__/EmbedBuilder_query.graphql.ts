/**
 * @generated SignedSource<<359f59d71c92d3449257fffabe696562>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmbedBuilder_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ThingPicker_query">;
  readonly " $fragmentType": "EmbedBuilder_query";
};
export type EmbedBuilder_query$key = {
  readonly " $data"?: EmbedBuilder_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmbedBuilder_query">;
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
  "name": "EmbedBuilder_query",
  "selections": [
    {
      "args": [
        {
          "kind": "Variable",
          "name": "category",
          "variableName": "category"
        }
      ],
      "kind": "FragmentSpread",
      "name": "ThingPicker_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "bfa7963a22864eeff17f4705fc06c14f";

export default node;
