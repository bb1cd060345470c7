/**
 * @generated SignedSource<<0b9fe242296767d4b016549a8346e294>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs, Result } from "relay-runtime";
export type WeatherPanel_thing$data = {
  readonly weatherForecasts: Result<{
    readonly nodes: ReadonlyArray<{
      readonly attribution: string | null | undefined;
      readonly date: any | null | undefined;
      readonly fetchedAt: any | null | undefined;
      readonly id: string | null | undefined;
      readonly rainMm: number | null | undefined;
      readonly rainProbability: number | null | undefined;
      readonly source: string | null | undefined;
      readonly temperatureMax: number | null | undefined;
      readonly temperatureMin: number | null | undefined;
      readonly weather: string | null | undefined;
    }>;
  }, unknown>;
  readonly " $fragmentType": "WeatherPanel_thing";
};
export type WeatherPanel_thing$key = {
  readonly " $data"?: WeatherPanel_thing$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeatherPanel_thing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WeatherPanel_thing",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "WeatherForecastsConnection",
        "kind": "LinkedField",
        "name": "weatherForecasts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WeatherForecast",
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
                "name": "date",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weather",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rainProbability",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rainMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "temperatureMin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "temperatureMax",
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
                "name": "attribution",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fetchedAt",
                "storageKey": null
              }
            ],
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

(node as any).hash = "d606e4878a64fc6ee765000d4dac2749";

export default node;
