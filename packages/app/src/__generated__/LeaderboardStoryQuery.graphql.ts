/**
 * @generated SignedSource<<d8b0a3008c839a0a20f1a4408b81fd8f>>
 * @relayHash 8537978ce8a64bc099536eedf47cd3e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8537978ce8a64bc099536eedf47cd3e0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaderboardStoryQuery$variables = Record<PropertyKey, never>;
export type LeaderboardStoryQuery$data = {
  readonly scores: {
    readonly " $fragmentSpreads": FragmentRefs<"Leaderboard_scores">;
  } | null | undefined;
};
export type LeaderboardStoryQuery = {
  response: LeaderboardStoryQuery$data;
  variables: LeaderboardStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "period",
    "value": "MONTH"
  }
],
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LeaderboardStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ScoresConnection",
        "kind": "LinkedField",
        "name": "scores",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Leaderboard_scores"
          }
        ],
        "storageKey": "scores(period:\"MONTH\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LeaderboardStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ScoresConnection",
        "kind": "LinkedField",
        "name": "scores",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Score",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rank",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasImage",
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
                "name": "points",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "created",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "education",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "watering",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "litterCleanup",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "upkeep",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "measurement",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "share",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "scores(period:\"MONTH\")"
      }
    ]
  },
  "params": {
    "id": "8537978ce8a64bc099536eedf47cd3e0",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "scores": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ScoresConnection"
        },
        "scores.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Score"
        },
        "scores.nodes.created": (v1/*:: as any*/),
        "scores.nodes.education": (v1/*:: as any*/),
        "scores.nodes.hasImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "scores.nodes.image": (v2/*:: as any*/),
        "scores.nodes.litterCleanup": (v1/*:: as any*/),
        "scores.nodes.measurement": (v1/*:: as any*/),
        "scores.nodes.points": (v1/*:: as any*/),
        "scores.nodes.rank": (v1/*:: as any*/),
        "scores.nodes.share": (v1/*:: as any*/),
        "scores.nodes.upkeep": (v1/*:: as any*/),
        "scores.nodes.userId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "UUID"
        },
        "scores.nodes.username": (v2/*:: as any*/),
        "scores.nodes.watering": (v1/*:: as any*/)
      }
    },
    "name": "LeaderboardStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1c9dcd8f4345277318645ab94096b898";

export default node;
