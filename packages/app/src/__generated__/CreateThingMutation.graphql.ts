/**
 * @generated SignedSource<<aa846df2a12b48007b5b3886ff2593ab>>
 * @relayHash c45cac5961f6ef01750ca29efdc983e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c45cac5961f6ef01750ca29efdc983e4

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
    "id": "c45cac5961f6ef01750ca29efdc983e4",
    "metadata": {},
    "name": "CreateThingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e0e2bba2db5b9f4a799f2be1eb4ee2b7";

export default node;
