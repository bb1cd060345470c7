/**
 * @generated SignedSource<<a58b1c4f58177bcee7f880ec06c82661>>
 * @relayHash d854fb7b83b865da2264f05dcb2a7886
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d854fb7b83b865da2264f05dcb2a7886

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IndicatorColour = "BLUE" | "GREEN" | "GREY" | "ORANGE" | "RED";
export type IndicatorParameter = "CONDUCTIVITY" | "PH" | "TEMPERATURE" | "WATER";
export type ThingAccessView = "ANY" | "COLLABORATING" | "OWNED";
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
export type ThingCondition = {
  access?: ThingAccessView | null | undefined;
  carbon?: string | null | undefined;
  category?: ThingCategory | null | undefined;
  conductivity?: number | null | undefined;
  createdAt?: any | null | undefined;
  description?: string | null | undefined;
  drainsTo?: string | null | undefined;
  generalCropping?: string | null | undefined;
  habitats?: string | null | undefined;
  hasImage?: boolean | null | undefined;
  id?: any | null | undefined;
  ids?: ReadonlyArray<string> | null | undefined;
  image?: string | null | undefined;
  indicatorColour?: IndicatorColour | null | undefined;
  indicatorColourChangedAt?: any | null | undefined;
  indicatorColourLast?: IndicatorColour | null | undefined;
  indicatorParameter?: IndicatorParameter | null | undefined;
  isPublic?: boolean | null | undefined;
  landcover?: string | null | undefined;
  lastAction?: any | null | undefined;
  lastSensorData?: any | null | undefined;
  ledState?: boolean | null | undefined;
  location?: PointInput | null | undefined;
  locationDescription?: string | null | undefined;
  name?: string | null | undefined;
  needsWaterNotificationAt?: any | null | undefined;
  ph?: number | null | undefined;
  search?: string | null | undefined;
  soilDrainage?: string | null | undefined;
  soilFertility?: string | null | undefined;
  soilTexture?: string | null | undefined;
  soilscapeUnit?: number | null | undefined;
  temperature?: number | null | undefined;
  updatedAt?: any | null | undefined;
  water?: number | null | undefined;
  waterProtection?: string | null | undefined;
};
export type PointInput = {
  x: number;
  y: number;
};
export type PartnersRouteQuery$variables = {
  signedIn: boolean;
  thingCondition: ThingCondition;
};
export type PartnersRouteQuery$data = {
  readonly currentUser?: {
    readonly badgesOnPartnerSites: boolean | null | undefined;
    readonly username: string;
  } | null | undefined;
  readonly firstPublicThing: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly name: string;
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EmbedBuilder_query">;
};
export type PartnersRouteQuery = {
  response: PartnersRouteQuery$data;
  variables: PartnersRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "signedIn"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "thingCondition"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "badgesOnPartnerSites",
  "storageKey": null
},
v4 = {
  "kind": "Variable",
  "name": "condition",
  "variableName": "thingCondition"
},
v5 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": [
    "NAME_ASC",
    "PRIMARY_KEY_ASC"
  ]
},
v6 = [
  (v4/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  },
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Thing",
  "kind": "LinkedField",
  "name": "nodes",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnersRouteQuery",
    "selections": [
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "currentUser",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "firstPublicThing",
        "args": (v6/*:: as any*/),
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
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "thingCondition",
            "variableName": "thingCondition"
          }
        ],
        "kind": "FragmentSpread",
        "name": "EmbedBuilder_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PartnersRouteQuery",
    "selections": [
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "currentUser",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "firstPublicThing",
        "args": (v6/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "publicThings",
        "args": [
          (v4/*:: as any*/),
          {
            "kind": "Literal",
            "name": "first",
            "value": 200
          },
          (v5/*:: as any*/)
        ],
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d854fb7b83b865da2264f05dcb2a7886",
    "metadata": {},
    "name": "PartnersRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ff4ffea94994324a8d6416f70ef27ea5";

export default node;
