/**
 * @generated SignedSource<<e3e6d2a1b7c44dde66bc488871d15356>>
 * @relayHash c20950872031333cc636c4c2a8612c42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c20950872031333cc636c4c2a8612c42

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IndicatorColour = "BLUE" | "GREEN" | "GREY" | "ORANGE" | "RED";
export type IndicatorParameter = "CONDUCTIVITY" | "PH" | "TEMPERATURE" | "WATER";
export type ThingAccessView = "ANY" | "COLLABORATING" | "OWNED";
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
export type ThingsOrderBy = "CARBON_ASC" | "CARBON_DESC" | "CATEGORY_ASC" | "CATEGORY_DESC" | "CONDUCTIVITY_ASC" | "CONDUCTIVITY_DESC" | "CREATED_AT_ASC" | "CREATED_AT_DESC" | "DESCRIPTION_ASC" | "DESCRIPTION_DESC" | "DRAINS_TO_ASC" | "DRAINS_TO_DESC" | "GENERAL_CROPPING_ASC" | "GENERAL_CROPPING_DESC" | "HABITATS_ASC" | "HABITATS_DESC" | "HAS_IMAGE_ASC" | "HAS_IMAGE_DESC" | "ID_ASC" | "ID_DESC" | "IMAGE_ASC" | "IMAGE_DESC" | "INDICATOR_COLOUR_ASC" | "INDICATOR_COLOUR_CHANGED_AT_ASC" | "INDICATOR_COLOUR_CHANGED_AT_DESC" | "INDICATOR_COLOUR_DESC" | "INDICATOR_COLOUR_LAST_ASC" | "INDICATOR_COLOUR_LAST_DESC" | "INDICATOR_PARAMETER_ASC" | "INDICATOR_PARAMETER_DESC" | "IS_PUBLIC_ASC" | "IS_PUBLIC_DESC" | "LANDCOVER_ASC" | "LANDCOVER_DESC" | "LAST_ACTION_ASC" | "LAST_ACTION_DESC" | "LAST_SENSOR_DATA_ASC" | "LAST_SENSOR_DATA_DESC" | "LED_STATE_ASC" | "LED_STATE_DESC" | "LOCATION_ASC" | "LOCATION_DESC" | "LOCATION_DESCRIPTION_ASC" | "LOCATION_DESCRIPTION_DESC" | "NAME_ASC" | "NAME_DESC" | "NATURAL" | "NEEDS_WATER_NOTIFICATION_AT_ASC" | "NEEDS_WATER_NOTIFICATION_AT_DESC" | "PH_ASC" | "PH_DESC" | "PRIMARY_KEY_ASC" | "PRIMARY_KEY_DESC" | "SOILSCAPE_UNIT_ASC" | "SOILSCAPE_UNIT_DESC" | "SOIL_DRAINAGE_ASC" | "SOIL_DRAINAGE_DESC" | "SOIL_FERTILITY_ASC" | "SOIL_FERTILITY_DESC" | "SOIL_TEXTURE_ASC" | "SOIL_TEXTURE_DESC" | "TEMPERATURE_ASC" | "TEMPERATURE_DESC" | "UPDATED_AT_ASC" | "UPDATED_AT_DESC" | "WATER_ASC" | "WATER_DESC" | "WATER_PROTECTION_ASC" | "WATER_PROTECTION_DESC";
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
export type ThingListPaginationQuery$variables = {
  access?: string | null | undefined;
  category?: ThingCategory | null | undefined;
  condition?: ThingCondition | null | undefined;
  count?: number | null | undefined;
  cursor?: any | null | undefined;
  ids?: ReadonlyArray<any | null | undefined> | null | undefined;
  orderBy?: ReadonlyArray<ThingsOrderBy> | null | undefined;
  search?: string | null | undefined;
};
export type ThingListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ThingList_query">;
};
export type ThingListPaginationQuery = {
  response: ThingListPaginationQuery$data;
  variables: ThingListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "access"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "category"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "condition"
  },
  {
    "defaultValue": 24,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  },
  {
    "defaultValue": [
      "NAME_ASC",
      "PRIMARY_KEY_ASC"
    ],
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "kind": "Variable",
  "name": "access",
  "variableName": "access"
},
v2 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v3 = {
  "kind": "Variable",
  "name": "condition",
  "variableName": "condition"
},
v4 = {
  "kind": "Variable",
  "name": "ids",
  "variableName": "ids"
},
v5 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v6 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v7 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v3/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v5/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ThingListPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ThingList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThingListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "kind": "ScalarField",
        "name": "thingCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "allThings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ThingsEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "category",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPublic",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
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
                    "name": "indicatorColour",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "indicatorParameter",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 1
                      }
                    ],
                    "concreteType": "ActionsConnection",
                    "kind": "LinkedField",
                    "name": "actions",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Action",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "type",
                            "storageKey": null
                          },
                          (v8/*:: as any*/),
                          (v9/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "actions(first:1)"
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
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
        "args": (v7/*:: as any*/),
        "filters": [
          "condition",
          "orderBy"
        ],
        "handle": "connection",
        "key": "ThingList_allThings",
        "kind": "LinkedHandle",
        "name": "allThings"
      }
    ]
  },
  "params": {
    "id": "c20950872031333cc636c4c2a8612c42",
    "metadata": {},
    "name": "ThingListPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6c8927776ca13ff55657e4886b48c1b2";

export default node;
