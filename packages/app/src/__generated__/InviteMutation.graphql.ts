/**
 * @generated SignedSource<<4b712dd4188211a0c78ff19d520e4ec8>>
 * @relayHash d5ab0ad4992c861ce56b132acbf0a8db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5ab0ad4992c861ce56b132acbf0a8db

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InviteMutation$variables = {
  device: boolean;
  email: string;
  group: boolean;
  targetId: any;
  thing: boolean;
};
export type InviteMutation$data = {
  readonly inviteToDevice?: {
    readonly invitation: {
      readonly device: {
        readonly id: any;
        readonly invitations: {
          readonly " $fragmentSpreads": FragmentRefs<"InvitationsPanel_invitations">;
        };
      } | null | undefined;
      readonly id: any;
    } | null | undefined;
  } | null | undefined;
  readonly inviteToGroup?: {
    readonly invitation: {
      readonly group: {
        readonly id: any;
        readonly invitations: {
          readonly " $fragmentSpreads": FragmentRefs<"InvitationsPanel_invitations">;
        };
      } | null | undefined;
      readonly id: any;
    } | null | undefined;
  } | null | undefined;
  readonly inviteToThing?: {
    readonly invitation: {
      readonly id: any;
      readonly thing: {
        readonly id: any;
        readonly invitations: {
          readonly " $fragmentSpreads": FragmentRefs<"InvitationsPanel_invitations">;
        };
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type InviteMutation = {
  response: InviteMutation$data;
  variables: InviteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "device"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "group"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "targetId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "thing"
},
v5 = {
  "kind": "Variable",
  "name": "email",
  "variableName": "email"
},
v6 = [
  {
    "fields": [
      (v5/*:: as any*/),
      {
        "kind": "Variable",
        "name": "thingId",
        "variableName": "targetId"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_DESC"
    ]
  }
],
v9 = [
  (v7/*:: as any*/),
  {
    "alias": null,
    "args": (v8/*:: as any*/),
    "concreteType": "InvitationsConnection",
    "kind": "LinkedField",
    "name": "invitations",
    "plural": false,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "InvitationsPanel_invitations"
      }
    ],
    "storageKey": "invitations(first:50,orderBy:[\"CREATED_AT_DESC\"])"
  }
],
v10 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "deviceId",
        "variableName": "targetId"
      },
      (v5/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v11 = [
  {
    "fields": [
      (v5/*:: as any*/),
      {
        "kind": "Variable",
        "name": "groupId",
        "variableName": "targetId"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v13 = [
  (v7/*:: as any*/),
  {
    "alias": null,
    "args": (v8/*:: as any*/),
    "concreteType": "InvitationsConnection",
    "kind": "LinkedField",
    "name": "invitations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Invitation",
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
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
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acceptedAt",
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": "invitations(first:50,orderBy:[\"CREATED_AT_DESC\"])"
  },
  (v12/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InviteMutation",
    "selections": [
      {
        "condition": "thing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "InviteToThingPayload",
            "kind": "LinkedField",
            "name": "inviteToThing",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "invitation",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Thing",
                    "kind": "LinkedField",
                    "name": "thing",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
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
      {
        "condition": "device",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "InviteToDevicePayload",
            "kind": "LinkedField",
            "name": "inviteToDevice",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "invitation",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "device",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
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
      {
        "condition": "group",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "InviteToGroupPayload",
            "kind": "LinkedField",
            "name": "inviteToGroup",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "invitation",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Group",
                    "kind": "LinkedField",
                    "name": "group",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InviteMutation",
    "selections": [
      {
        "condition": "thing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "InviteToThingPayload",
            "kind": "LinkedField",
            "name": "inviteToThing",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "invitation",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Thing",
                    "kind": "LinkedField",
                    "name": "thing",
                    "plural": false,
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  },
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
        "condition": "device",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "InviteToDevicePayload",
            "kind": "LinkedField",
            "name": "inviteToDevice",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "invitation",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "device",
                    "plural": false,
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  },
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
        "condition": "group",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "InviteToGroupPayload",
            "kind": "LinkedField",
            "name": "inviteToGroup",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "invitation",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Group",
                    "kind": "LinkedField",
                    "name": "group",
                    "plural": false,
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  },
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "d5ab0ad4992c861ce56b132acbf0a8db",
    "metadata": {},
    "name": "InviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c5a36c993fc79436ce98c9e5d87e648c";

export default node;
