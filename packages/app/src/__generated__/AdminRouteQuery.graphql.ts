/**
 * @generated SignedSource<<600b30d875672551bbeb6d1cb4a7a928>>
 * @relayHash 08243116de5fdcf07131199da251d6ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08243116de5fdcf07131199da251d6ad

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminRouteQuery$variables = Record<PropertyKey, never>;
export type AdminRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminAnalytics_query" | "AdminAuditLog_query" | "AdminSupport_query" | "AdminTotals_query">;
};
export type AdminRouteQuery = {
  response: AdminRouteQuery$data;
  variables: AdminRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "kind": "Literal",
  "name": "days",
  "value": 60
},
v3 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v4 = [
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_DESC",
      "ID_DESC"
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminTotals_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminAnalytics_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminSupport_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminAuditLog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminTotal",
        "kind": "LinkedField",
        "name": "adminTotals",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "things",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "thingsAdded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "beeCafes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "beeCafesAdded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "devices",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "devicesAdded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "users",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usersAdded",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 12
          },
          {
            "kind": "Literal",
            "name": "weeks",
            "value": 12
          }
        ],
        "concreteType": "AdminWeeksConnection",
        "kind": "LinkedField",
        "name": "adminWeeklyAnalytics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminWeek",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekStart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "signUps",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "activeUsers",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actions",
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
                "name": "share",
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
                "name": "measurement",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminWeeklyAnalytics(first:12,weeks:12)"
      },
      {
        "alias": "unverified",
        "args": null,
        "concreteType": "AdminUnverifiedEmailsConnection",
        "kind": "LinkedField",
        "name": "adminUnverifiedEmails",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "lockouts",
        "args": null,
        "concreteType": "AdminSignInLockoutsConnection",
        "kind": "LinkedField",
        "name": "adminSignInLockouts",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "unstewarded",
        "args": [
          (v2/*:: as any*/)
        ],
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "adminThingsWithoutSteward",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": "adminThingsWithoutSteward(days:60)"
      },
      {
        "alias": "unclaimed",
        "args": null,
        "concreteType": "UnclaimedDevicesConnection",
        "kind": "LinkedField",
        "name": "unclaimedDevices",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "failedMail",
        "args": null,
        "concreteType": "AdminMailJobsConnection",
        "kind": "LinkedField",
        "name": "adminFailedMailJobs",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "AdminUnverifiedEmailsConnection",
        "kind": "LinkedField",
        "name": "adminUnverifiedEmails",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminUnverifiedEmail",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
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
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isPrimary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "addedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastSignIn",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminUnverifiedEmails(first:50)"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "AdminSignInLockoutsConnection",
        "kind": "LinkedField",
        "name": "adminSignInLockouts",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminSignInLockout",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subject",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failures",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lockedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastFailureAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lockedUntil",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminSignInLockouts(first:50)"
      },
      {
        "alias": null,
        "args": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "concreteType": "ThingsConnection",
        "kind": "LinkedField",
        "name": "adminThingsWithoutSteward",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v5/*:: as any*/),
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
                "name": "lastAction",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminThingsWithoutSteward(days:60,first:50)"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "UnclaimedDevicesConnection",
        "kind": "LinkedField",
        "name": "unclaimedDevices",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UnclaimedDevice",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deviceId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "uplinks",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastSeen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastReason",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "unclaimedDevices(first:50)"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "AdminMailJobsConnection",
        "kind": "LinkedField",
        "name": "adminFailedMailJobs",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminMailJob",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "task",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recipient",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastError",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminFailedMailJobs(first:50)"
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "AuditLogEntriesConnection",
        "kind": "LinkedField",
        "name": "allAuditLogEntries",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditLogEntriesEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AuditLogEntry",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actorUsername",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "targetType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "targetId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "details",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
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
        "storageKey": "allAuditLogEntries(first:20,orderBy:[\"CREATED_AT_DESC\",\"ID_DESC\"])"
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "filters": [
          "orderBy"
        ],
        "handle": "connection",
        "key": "AdminAuditLog_allAuditLogEntries",
        "kind": "LinkedHandle",
        "name": "allAuditLogEntries"
      }
    ]
  },
  "params": {
    "id": "08243116de5fdcf07131199da251d6ad",
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a7f98df5b494b2f49a6b411e1e6e89ef";

export default node;
