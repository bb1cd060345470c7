/**
 * @generated SignedSource<<45bd8da949d40cf33c1f77fd80b31101>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RainfallStationDetails_station$data = {
  readonly catchmentName: string | null | undefined;
  readonly gridReference: string | null | undefined;
  readonly id: string;
  readonly label: string | null | undefined;
  readonly location: {
    readonly x: number;
    readonly y: number;
  };
  readonly measures: {
    readonly nodes: ReadonlyArray<{
      readonly periodSeconds: number | null | undefined;
      readonly qualifier: string;
      readonly unit: string;
    }>;
  };
  readonly reference: string;
  readonly riverName: string | null | undefined;
  readonly status: string;
  readonly town: string | null | undefined;
  readonly " $fragmentType": "RainfallStationDetails_station";
};
export type RainfallStationDetails_station$key = {
  readonly " $data"?: RainfallStationDetails_station$data;
  readonly " $fragmentSpreads": FragmentRefs<"RainfallStationDetails_station">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RainfallStationDetails_station",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "town",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "riverName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "catchmentName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gridReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Point",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "x",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "y",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "RainfallMeasuresConnection",
      "kind": "LinkedField",
      "name": "measures",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RainfallMeasure",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "qualifier",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "periodSeconds",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "measures(first:5)"
    }
  ],
  "type": "RainfallStation",
  "abstractKey": null
};

(node as any).hash = "caf0d7bd1db43d4c93a64c2ece45529f";

export default node;
