/**
 * @generated SignedSource<<0c48e7db51bf8e460633042569eff396>>
 * @relayHash 44c731828244e4b9d261e698aa776d02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44c731828244e4b9d261e698aa776d02

import { ConcreteRequest } from 'relay-runtime';
export type BadgesRouteQuery$variables = {
  userId: any;
};
export type BadgesRouteQuery$data = {
  readonly allBadgeTypes: {
    readonly nodes: ReadonlyArray<{
      readonly badgeType: string;
      readonly description: string;
      readonly id: any;
      readonly isActive: boolean;
      readonly level: number;
      readonly threshold: number;
      readonly title: string;
    }>;
  } | null | undefined;
  readonly allUserBadges: {
    readonly nodes: ReadonlyArray<{
      readonly awardedAt: any;
      readonly badgeTypeId: any;
    }>;
  } | null | undefined;
  readonly currentUserBadgeProgress: {
    readonly nodes: ReadonlyArray<{
      readonly badgeType: string | null | undefined;
      readonly count: number | null | undefined;
    }>;
  } | null | undefined;
};
export type BadgesRouteQuery = {
  response: BadgesRouteQuery$data;
  variables: BadgesRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "BADGE_TYPE_ASC",
      "LEVEL_ASC"
    ]
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "badgeType",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "threshold",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v9 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "kind": "ObjectValue",
    "name": "condition"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "badgeTypeId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "awardedAt",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "BadgeProgressesConnection",
  "kind": "LinkedField",
  "name": "currentUserBadgeProgress",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BadgeProgress",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
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
    "name": "BadgesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BadgeTypesConnection",
        "kind": "LinkedField",
        "name": "allBadgeTypes",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BadgeType",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allBadgeTypes(orderBy:[\"BADGE_TYPE_ASC\",\"LEVEL_ASC\"])"
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "UserBadgesConnection",
        "kind": "LinkedField",
        "name": "allUserBadges",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserBadge",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BadgesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BadgeTypesConnection",
        "kind": "LinkedField",
        "name": "allBadgeTypes",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BadgeType",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allBadgeTypes(orderBy:[\"BADGE_TYPE_ASC\",\"LEVEL_ASC\"])"
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "UserBadgesConnection",
        "kind": "LinkedField",
        "name": "allUserBadges",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserBadge",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/)
    ]
  },
  "params": {
    "id": "44c731828244e4b9d261e698aa776d02",
    "metadata": {},
    "name": "BadgesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a012377ace84e6dee85a039fd06243c7";

export default node;
