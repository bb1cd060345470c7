/**
 * @generated SignedSource<<e13c055312ada3d689850a005e2f4679>>
 * @relayHash 3d33ad1d947d4bd37a0cb0cfce89eb6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d33ad1d947d4bd37a0cb0cfce89eb6b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SoilPanelTestQuery$variables = Record<PropertyKey, never>;
export type SoilPanelTestQuery$data = {
  readonly thingById: {
    readonly " $fragmentSpreads": FragmentRefs<"SoilPanel_thing">;
  } | null | undefined;
};
export type SoilPanelTestQuery = {
  response: SoilPanelTestQuery$data;
  variables: SoilPanelTestQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SoilPanelTestQuery",
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
            "name": "SoilPanel_thing"
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
    "name": "SoilPanelTestQuery",
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
    "id": "3d33ad1d947d4bd37a0cb0cfce89eb6b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "thingById": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Thing"
        },
        "thingById.carbon": (v1/*:: as any*/),
        "thingById.drainsTo": (v1/*:: as any*/),
        "thingById.generalCropping": (v1/*:: as any*/),
        "thingById.habitats": (v1/*:: as any*/),
        "thingById.landcover": (v1/*:: as any*/),
        "thingById.nodeId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "thingById.soilDrainage": (v1/*:: as any*/),
        "thingById.soilFertility": (v1/*:: as any*/),
        "thingById.soilTexture": (v1/*:: as any*/),
        "thingById.soilscape": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Soilscape"
        },
        "thingById.soilscape.importedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Datetime"
        },
        "thingById.soilscape.isSample": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "thingById.soilscape.source": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "thingById.soilscapeUnit": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "thingById.waterProtection": (v1/*:: as any*/)
      }
    },
    "name": "SoilPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dcc8f6f503f0764609dc0d50e434f590";

export default node;
