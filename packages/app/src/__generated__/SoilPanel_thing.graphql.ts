/**
 * @generated SignedSource<<15521ed5cc3f61bce30ff86373df60d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs, Result } from "relay-runtime";
export type SoilPanel_thing$data = {
  readonly carbon: string | null | undefined;
  readonly drainsTo: string | null | undefined;
  readonly generalCropping: string | null | undefined;
  readonly habitats: string | null | undefined;
  readonly landcover: string | null | undefined;
  readonly soilDrainage: string | null | undefined;
  readonly soilFertility: string | null | undefined;
  readonly soilTexture: string | null | undefined;
  readonly soilscape: Result<{
    readonly importedAt: any;
    readonly isSample: boolean;
    readonly source: string;
  } | null | undefined, unknown>;
  readonly soilscapeUnit: number | null | undefined;
  readonly waterProtection: string | null | undefined;
  readonly " $fragmentType": "SoilPanel_thing";
};
export type SoilPanel_thing$key = {
  readonly " $data"?: SoilPanel_thing$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoilPanel_thing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SoilPanel_thing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "soilTexture",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "soilDrainage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "soilFertility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carbon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "landcover",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "habitats",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "drainsTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waterProtection",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "generalCropping",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "soilscapeUnit",
      "storageKey": null
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "Soilscape",
        "kind": "LinkedField",
        "name": "soilscape",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSample",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "importedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "to": "RESULT"
    }
  ],
  "type": "Thing",
  "abstractKey": null
};

(node as any).hash = "bd4ad6989101b9f2244ed772a55086ff";

export default node;
