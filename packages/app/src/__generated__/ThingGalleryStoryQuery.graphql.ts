/**
 * @generated SignedSource<<6a6fc9873ced8c552e50e24c5829730d>>
 * @relayHash 535899155796d6fd4084b21c960cc81e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 535899155796d6fd4084b21c960cc81e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ThingGalleryStoryQuery$variables = Record<PropertyKey, never>;
export type ThingGalleryStoryQuery$data = {
  readonly allThings: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ThingGallery_things">;
    }>;
  } | null | undefined;
};
export type ThingGalleryStoryQuery = {
  response: ThingGalleryStoryQuery$data;
  variables: ThingGalleryStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  }
],
v1 = {
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
    "name": "ThingGalleryStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ThingGallery_things"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:12)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ThingGalleryStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nodeId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allThings(first:12)"
      }
    ]
  },
  "params": {
    "id": "535899155796d6fd4084b21c960cc81e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "allThings": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ThingsConnection"
        },
        "allThings.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Thing"
        },
        "allThings.nodes.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UUID"
        },
        "allThings.nodes.image": (v1/*:: as any*/),
        "allThings.nodes.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "allThings.nodes.nodeId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "allThings.nodes.thumbnail": (v1/*:: as any*/)
      }
    },
    "name": "ThingGalleryStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dc73ebdadc8dc75a67ad4eddc073f6dc";

export default node;
