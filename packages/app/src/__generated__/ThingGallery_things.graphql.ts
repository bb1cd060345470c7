/**
 * @generated SignedSource<<06b5d81d7fa32cec1bee1d873f916df7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ThingGallery_things$data = ReadonlyArray<{
  readonly id: any;
  readonly image: string | null | undefined;
  readonly name: string;
  readonly thumbnail: string | null | undefined;
  readonly " $fragmentType": "ThingGallery_things";
}>;
export type ThingGallery_things$key = ReadonlyArray<{
  readonly " $data"?: ThingGallery_things$data;
  readonly " $fragmentSpreads": FragmentRefs<"ThingGallery_things">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ThingGallery_things",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnail",
      "storageKey": null
    }
  ],
  "type": "Thing",
  "abstractKey": null
};

(node as any).hash = "b663e7777045679d79c0eaa27c324bee";

export default node;
