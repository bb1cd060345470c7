/**
 * @generated SignedSource<<7979d2e1042beffa0eeeb80d41ab34e8>>
 * @relayHash ae490050fd04323c6dc831ae21e94f6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae490050fd04323c6dc831ae21e94f6d

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
      }
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
              (v12/*:: as any*/)
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
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ae490050fd04323c6dc831ae21e94f6d",
    "metadata": {},
    "name": "BadgesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "72c12e3687ed154bf859554ab0b6e600";

export default node;
