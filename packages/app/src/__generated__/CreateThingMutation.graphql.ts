/**
 * @generated SignedSource<<680e876690893e3e0d0f5c8c508a7764>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IndicatorParameter = "CONDUCTIVITY" | "PH" | "TEMPERATURE" | "WATER";
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
export type CreateThingInput = {
  category?: ThingCategory | null | undefined;
  clientMutationId?: string | null | undefined;
  description?: string | null | undefined;
  hasImage?: boolean | null | undefined;
  indicatorParameter?: IndicatorParameter | null | undefined;
  isPublic?: boolean | null | undefined;
  locationDescription?: string | null | undefined;
  name?: string | null | undefined;
  x?: number | null | undefined;
  y?: number | null | undefined;
};
export type CreateThingMutation$variables = {
  input: CreateThingInput;
};
export type CreateThingMutation$data = {
  readonly createThing: {
    readonly thing: {
      readonly id: any;
      readonly name: string;
      readonly nodeId: string;
    } | null | undefined;
  } | null | undefined;
};
export type CreateThingMutation = {
  response: CreateThingMutation$data;
  variables: CreateThingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateThingPayload",
    "kind": "LinkedField",
    "name": "createThing",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thing",
        "plural": false,
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
            "name": "nodeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateThingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateThingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c45cac5961f6ef01750ca29efdc983e4",
    "id": null,
    "metadata": {},
    "name": "CreateThingMutation",
    "operationKind": "mutation",
    "text": "mutation CreateThingMutation(\n  $input: CreateThingInput!\n) {\n  createThing(input: $input) {\n    thing {\n      id\n      nodeId\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e0e2bba2db5b9f4a799f2be1eb4ee2b7";

export default node;
