/**
 * @generated SignedSource<<f55313a4100f9aaef425d70c8a623161>>
 * @relayHash 4e9d5a008d5d54d973f39530bbbaf856
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e9d5a008d5d54d973f39530bbbaf856

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSummaryStoryQuery$variables = Record<PropertyKey, never>;
export type ProfileSummaryStoryQuery$data = {
  readonly currentUser: {
    readonly " $fragmentSpreads": FragmentRefs<"ProfileSummary_user">;
  } | null | undefined;
};
export type ProfileSummaryStoryQuery = {
  response: ProfileSummaryStoryQuery$data;
  variables: ProfileSummaryStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileSummaryStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileSummary_user"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileSummaryStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserBadgesConnection",
            "kind": "LinkedField",
            "name": "userBadgesByUserId",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ThingAccessesConnection",
            "kind": "LinkedField",
            "name": "thingAccesses",
            "plural": false,
            "selections": (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "4e9d5a008d5d54d973f39530bbbaf856",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "currentUser": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "currentUser.name": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "currentUser.nodeId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "currentUser.thingAccesses": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ThingAccessesConnection"
        },
        "currentUser.thingAccesses.totalCount": (v1/*:: as any*/),
        "currentUser.userBadgesByUserId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UserBadgesConnection"
        },
        "currentUser.userBadgesByUserId.totalCount": (v1/*:: as any*/),
        "currentUser.username": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "ProfileSummaryStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b19b600cb3843f64112f2a8a5e058aab";

export default node;
