/**
 * @generated SignedSource<<7831b876f0b55fcea86e1e0b2c9ed634>>
 * @relayHash 8ccc8db45dcae98adf7257f230eecaeb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ccc8db45dcae98adf7257f230eecaeb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WeatherPanelTestQuery$variables = Record<PropertyKey, never>;
export type WeatherPanelTestQuery$data = {
  readonly thingById: {
    readonly " $fragmentSpreads": FragmentRefs<"WeatherPanel_thing">;
  } | null | undefined;
};
export type WeatherPanelTestQuery = {
  response: WeatherPanelTestQuery$data;
  variables: WeatherPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "00000000-0000-0000-0000-000000000001"
  }
],
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WeatherPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WeatherPanel_thing"
          }
        ],
        "storageKey": "thingById(id:\"00000000-0000-0000-0000-000000000001\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WeatherPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
          {
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nodeId",
            "storageKey": null
          }
        ],
        "storageKey": "thingById(id:\"00000000-0000-0000-0000-000000000001\")"
      }
    ]
  },
  "params": {
    "id": "8ccc8db45dcae98adf7257f230eecaeb",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "thingById": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Thing"
        },
        "thingById.nodeId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "thingById.weatherForecasts": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "WeatherForecastsConnection"
        },
        "thingById.weatherForecasts.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "WeatherForecast"
        },
        "thingById.weatherForecasts.nodes.attribution": (v1/*:: as any*/),
        "thingById.weatherForecasts.nodes.date": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "thingById.weatherForecasts.nodes.fetchedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Datetime"
        },
        "thingById.weatherForecasts.nodes.id": (v1/*:: as any*/),
        "thingById.weatherForecasts.nodes.rainMm": (v2/*:: as any*/),
        "thingById.weatherForecasts.nodes.rainProbability": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "thingById.weatherForecasts.nodes.source": (v1/*:: as any*/),
        "thingById.weatherForecasts.nodes.temperatureMax": (v2/*:: as any*/),
        "thingById.weatherForecasts.nodes.temperatureMin": (v2/*:: as any*/),
        "thingById.weatherForecasts.nodes.weather": (v1/*:: as any*/)
      }
    },
    "name": "WeatherPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "87a94596683a03048945534a4dacfcc4";

export default node;
