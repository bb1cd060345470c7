/**
 * @generated SignedSource<<138b4f91eaebf7f3d50f51cda14a62ec>>
 * @relayHash 474f57164337342bf94d6cca87ac6e03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 474f57164337342bf94d6cca87ac6e03

import { ConcreteRequest } from 'relay-runtime';
export type ChangeGroupMembershipMutation$variables = {
  groupId: any;
  join: boolean;
};
export type ChangeGroupMembershipMutation$data = {
  readonly changeGroupMembership: {
    readonly group: {
      readonly canEdit: boolean;
      readonly id: any;
      readonly memberCount: number;
      readonly myMembership: {
        readonly id: any;
        readonly isOwner: boolean;
      } | null | undefined;
    } | null | undefined;
    readonly groupMembership: {
      readonly id: any;
      readonly isOwner: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type ChangeGroupMembershipMutation = {
  response: ChangeGroupMembershipMutation$data;
  variables: ChangeGroupMembershipMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "groupId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "join"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "groupId",
        "variableName": "groupId"
      },
      {
        "kind": "Variable",
        "name": "join",
        "variableName": "join"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
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
  "name": "isOwner",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canEdit",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v8 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangeGroupMembershipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeGroupMembershipPayload",
        "kind": "LinkedField",
        "name": "changeGroupMembership",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupMembership",
            "kind": "LinkedField",
            "name": "groupMembership",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "group",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMembership",
                "kind": "LinkedField",
                "name": "myMembership",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangeGroupMembershipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeGroupMembershipPayload",
        "kind": "LinkedField",
        "name": "changeGroupMembership",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupMembership",
            "kind": "LinkedField",
            "name": "groupMembership",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "group",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMembership",
                "kind": "LinkedField",
                "name": "myMembership",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "474f57164337342bf94d6cca87ac6e03",
    "metadata": {},
    "name": "ChangeGroupMembershipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3ee25edac26feea84ae92ba1f09b6f9c";

export default node;
