/**
 * @generated SignedSource<<713b36fe96e414b64318229d0b55d170>>
 * @relayHash 3382bf4ee0251896b890eccf94d34df1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3382bf4ee0251896b890eccf94d34df1

import { ConcreteRequest } from 'relay-runtime';
export type DeleteGroupMembershipMutation$variables = {
  id: any;
};
export type DeleteGroupMembershipMutation$data = {
  readonly deleteGroupMembershipById: {
    readonly groupMembership: {
      readonly group: {
        readonly id: any;
        readonly memberCount: number;
      } | null | undefined;
      readonly nodeId: string;
    } | null | undefined;
  } | null | undefined;
};
export type DeleteGroupMembershipMutation = {
  response: DeleteGroupMembershipMutation$data;
  variables: DeleteGroupMembershipMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
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
  "name": "nodeId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteGroupMembershipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteGroupMembershipPayload",
        "kind": "LinkedField",
        "name": "deleteGroupMembershipById",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Group",
                "kind": "LinkedField",
                "name": "group",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
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
    "name": "DeleteGroupMembershipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteGroupMembershipPayload",
        "kind": "LinkedField",
        "name": "deleteGroupMembershipById",
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
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "nodeId"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Group",
                "kind": "LinkedField",
                "name": "group",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3382bf4ee0251896b890eccf94d34df1",
    "metadata": {},
    "name": "DeleteGroupMembershipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b42a397d0639a0a46a018e2c35aec35";

export default node;
