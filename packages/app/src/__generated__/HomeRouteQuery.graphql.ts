/**
 * @generated SignedSource<<89117881883a63536c628eea8811feb7>>
 * @relayHash f4b95813299a0520e0d602ee74309070
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4b95813299a0520e0d602ee74309070

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
export type HomeRouteQuery$variables = {
  category?: ThingCategory | null | undefined;
  galleryCondition: ThingCondition;
  hasRecent: boolean;
  recentCondition: ThingCondition;
  signedIn: boolean;
  yourCondition: ThingCondition;
};
export type HomeRouteQuery$data = {
  readonly allActions: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"RecentActivity_actions">;
    }>;
  } | null | undefined;
  readonly currentUser?: {
    readonly deviceAccesses: {
      readonly nodes: ReadonlyArray<{
        readonly device: {
          readonly " $fragmentSpreads": FragmentRefs<"YourDevices_devices">;
        } | null | undefined;
      }>;
      readonly totalCount: number;
    };
    readonly name: string | null | undefined;
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProfileSummary_user">;
  } | null | undefined;
  readonly gallery: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ThingGallery_things">;
    }>;
  } | null | undefined;
  readonly needsWater: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NeedsWaterList_things">;
    }>;
  } | null | undefined;
  readonly recentThings?: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
    }>;
  } | null | undefined;
  readonly yourThings?: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ThingTileGrid_things">;
    }>;
    readonly totalCount: number;
  } | null | undefined;
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "galleryCondition"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasRecent"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "recentCondition"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "signedIn"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "yourCondition"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v8 = {
  "kind": "Literal",
  "name": "first",
  "value": 6
},
v9 = [
  (v8/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_ASC"
    ]
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "condition",
    "variableName": "yourCondition"
  },
  (v8/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "NAME_ASC",
      "PRIMARY_KEY_ASC"
    ]
  }
],
v12 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ThingTileGrid_things"
},
v13 = [
  {
    "kind": "Variable",
    "name": "category",
    "variableName": "category"
  },
  (v8/*:: as any*/)
],
v14 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_DESC"
    ]
  }
],
v15 = [
  {
    "kind": "Variable",
    "name": "condition",
    "variableName": "recentCondition"
  },
  (v8/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v17 = [
  {
    "kind": "Variable",
    "name": "condition",
    "variableName": "galleryCondition"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_DESC",
      "PRIMARY_KEY_DESC"
    ]
  }
],
v18 = [
  (v10/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "water",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indicatorColour",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indicatorParameter",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnail",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Thing",
  "kind": "LinkedField",
  "name": "nodes",
  "plural": true,
  "selections": [
    (v16/*:: as any*/),
    (v6/*:: as any*/),
    (v21/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublic",
      "storageKey": null
    },
    (v22/*:: as any*/),
    (v23/*:: as any*/),
    (v24/*:: as any*/),
    (v25/*:: as any*/),
    (v20/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeRouteQuery",
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileSummary_user"
              },
              {
                "alias": null,
                "args": (v9/*:: as any*/),
                "concreteType": "DeviceAccessesConnection",
                "kind": "LinkedField",
                "name": "deviceAccesses",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceAccess",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Device",
                        "kind": "LinkedField",
                        "name": "device",
                        "plural": false,
                        "selections": [
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "YourDevices_devices"
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "deviceAccesses(first:6,orderBy:[\"CREATED_AT_ASC\"])"
              }
            ],
            "storageKey": null
          },
          {
            "alias": "yourThings",
            "args": (v11/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "needsWater",
        "args": (v13/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "thingsNeedingWater",
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
                "name": "NeedsWaterList_things"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "ActionsConnection",
        "kind": "LinkedField",
        "name": "allActions",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "RecentActivity_actions"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allActions(first:5,orderBy:[\"CREATED_AT_DESC\"])"
      },
      {
        "condition": "hasRecent",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "recentThings",
            "args": (v15/*:: as any*/),
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
                  (v16/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "gallery",
        "args": (v17/*:: as any*/),
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
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HomeRouteQuery",
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "UserBadgesConnection",
                "kind": "LinkedField",
                "name": "userBadgesByUserId",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ThingAccessesConnection",
                "kind": "LinkedField",
                "name": "thingAccesses",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v9/*:: as any*/),
                "concreteType": "DeviceAccessesConnection",
                "kind": "LinkedField",
                "name": "deviceAccesses",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceAccess",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Device",
                        "kind": "LinkedField",
                        "name": "device",
                        "plural": false,
                        "selections": [
                          (v16/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "model",
                            "storageKey": null
                          },
                          (v19/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "ph",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "ledState",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "battery",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "rssi",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "snr",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "probeDetected",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "updated",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Thing",
                            "kind": "LinkedField",
                            "name": "thing",
                            "plural": false,
                            "selections": [
                              (v6/*:: as any*/),
                              (v20/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v20/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "deviceAccesses(first:6,orderBy:[\"CREATED_AT_ASC\"])"
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "yourThings",
            "args": (v11/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v26/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "needsWater",
        "args": (v13/*:: as any*/),
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "thingsNeedingWater",
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
              (v16/*:: as any*/),
              (v6/*:: as any*/),
              (v21/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canRecordAction",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bedArea",
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
                "alias": "moistureSensors",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "condition",
                    "value": {
                      "model": "LSE01"
                    }
                  },
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 1
                  },
                  {
                    "kind": "Literal",
                    "name": "orderBy",
                    "value": [
                      "LAST_SENSOR_DATA_DESC"
                    ]
                  }
                ],
                "concreteType": "DevicesConnection",
                "kind": "LinkedField",
                "name": "devices",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastSensorData",
                        "storageKey": null
                      },
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "devices(condition:{\"model\":\"LSE01\"},first:1,orderBy:[\"LAST_SENSOR_DATA_DESC\"])"
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "days",
                    "value": 7
                  }
                ],
                "concreteType": "RainfallNear",
                "kind": "LinkedField",
                "name": "rainLastDays",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalMm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hoursCovered",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "days",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "distanceKm",
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
                    "name": "stationId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eaAttribution",
                    "storageKey": null
                  }
                ],
                "storageKey": "rainLastDays(days:7)"
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "hours",
                    "value": 24
                  }
                ],
                "concreteType": "RainOutlook",
                "kind": "LinkedField",
                "name": "rainOutlook",
                "plural": false,
                "selections": [
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
                    "name": "rainProbability",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstRainAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fetchedAt",
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
                  }
                ],
                "storageKey": "rainOutlook(hours:24)"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Action",
                "kind": "LinkedField",
                "name": "lastWatering",
                "plural": false,
                "selections": [
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "creator",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "ActionsConnection",
        "kind": "LinkedField",
        "name": "allActions",
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
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comments",
                "storageKey": null
              },
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "thing",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v6/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "creator",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allActions(first:5,orderBy:[\"CREATED_AT_DESC\"])"
      },
      {
        "condition": "hasRecent",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "recentThings",
            "args": (v15/*:: as any*/),
            "concreteType": "ThingsConnection",
            "kind": "LinkedField",
            "name": "allThings",
            "plural": false,
            "selections": [
              (v26/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "gallery",
        "args": (v17/*:: as any*/),
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
              (v16/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "image",
                "storageKey": null
              },
              (v25/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f4b95813299a0520e0d602ee74309070",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a16058aa3c9ad1ba739cbc41adfb2671";

export default node;
