/**
 * @generated SignedSource<<bdb86c1f2deb917bd085c3f2b300c722>>
 * @relayHash 92e7b5c7bd7ede39ffbafc7569874220
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92e7b5c7bd7ede39ffbafc7569874220

import { ConcreteRequest } from 'relay-runtime';
export type GroupCondition = {
  createdAt?: any | null | undefined;
  description?: string | null | undefined;
  hasImage?: boolean | null | undefined;
  id?: any | null | undefined;
  image?: string | null | undefined;
  isPublic?: boolean | null | undefined;
  name?: string | null | undefined;
  slug?: string | null | undefined;
  updatedAt?: any | null | undefined;
};
export type GroupMembershipRouteQuery$variables = {
  condition: GroupCondition;
};
export type GroupMembershipRouteQuery$data = {
  readonly allGroups: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly myMembership: {
        readonly id: any;
        readonly isOwner: boolean;
      } | null | undefined;
      readonly name: string;
      readonly slug: string;
    }>;
  } | null | undefined;
};
export type GroupMembershipRouteQuery = {
  response: GroupMembershipRouteQuery$data;
  variables: GroupMembershipRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "condition"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "condition",
    "variableName": "condition"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
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
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwner",
  "storageKey": null
},
v6 = {
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
    "name": "GroupMembershipRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GroupsConnection",
        "kind": "LinkedField",
        "name": "allGroups",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMembership",
                "kind": "LinkedField",
                "name": "myMembership",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupMembershipRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GroupsConnection",
        "kind": "LinkedField",
        "name": "allGroups",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMembership",
                "kind": "LinkedField",
                "name": "myMembership",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "92e7b5c7bd7ede39ffbafc7569874220",
    "metadata": {},
    "name": "GroupMembershipRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e956ce81cac5f4582002da0253e29c19";

export default node;
