/**
 * @generated SignedSource<<e5d049d35d11a494fb4c122cdaa7ae90>>
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
      "name": "thingCondition"
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
          "name": "thingCondition",
          "variableName": "thingCondition"
        }
      ],
      "kind": "FragmentSpread",
      "name": "ThingPicker_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3a7dd7f7c8d45f015bb7b48e9fe8f233";

export default node;
