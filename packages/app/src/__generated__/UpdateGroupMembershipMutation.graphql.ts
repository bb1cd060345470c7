/**
 * @generated SignedSource<<d5e7771bc077d129283a85bb93876700>>
 * @relayHash d78690f2c1a9207f6b3ada5dda2996c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d78690f2c1a9207f6b3ada5dda2996c1

import { ConcreteRequest } from 'relay-runtime';
export type UpdateGroupMembershipMutation$variables = {
  id: any;
  isOwner: boolean;
};
export type UpdateGroupMembershipMutation$data = {
  readonly updateGroupMembershipById: {
    readonly groupMembership: {
      readonly group: {
        readonly canEdit: boolean;
        readonly id: any;
        readonly myMembership: {
          readonly id: any;
          readonly isOwner: boolean;
        } | null | undefined;
      } | null | undefined;
      readonly id: any;
      readonly isOwner: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type UpdateGroupMembershipMutation = {
  response: UpdateGroupMembershipMutation$data;
  variables: UpdateGroupMembershipMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isOwner"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "isOwner",
            "variableName": "isOwner"
          }
        ],
        "kind": "ObjectValue",
        "name": "patch"
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canEdit",
  "storageKey": null
},
v5 = {
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
    "name": "UpdateGroupMembershipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateGroupMembershipPayload",
        "kind": "LinkedField",
        "name": "updateGroupMembershipById",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupMembership",
            "kind": "LinkedField",
            "name": "groupMembership",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Group",
                "kind": "LinkedField",
                "name": "group",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                      (v3/*:: as any*/)
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
    "name": "UpdateGroupMembershipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateGroupMembershipPayload",
        "kind": "LinkedField",
        "name": "updateGroupMembershipById",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupMembership",
            "kind": "LinkedField",
            "name": "groupMembership",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Group",
                "kind": "LinkedField",
                "name": "group",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d78690f2c1a9207f6b3ada5dda2996c1",
    "metadata": {},
    "name": "UpdateGroupMembershipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4c7519019e55c23d2e5f34ca1a2ec9ae";

export default node;
