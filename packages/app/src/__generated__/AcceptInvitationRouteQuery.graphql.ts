/**
 * @generated SignedSource<<580f75d2996e13a0fb3512deb57d684c>>
 * @relayHash 2ee7fcf1ad41938abf29655d1974e270
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ee7fcf1ad41938abf29655d1974e270

import { ConcreteRequest } from 'relay-runtime';
export type AcceptInvitationRouteQuery$variables = {
  code: string;
  device: boolean;
  group: boolean;
  invitationId: any;
  thing: boolean;
};
export type AcceptInvitationRouteQuery$data = {
  readonly deviceAccessForInvitation?: {
    readonly id: any;
    readonly maskedEmail: string;
    readonly name: string;
    readonly signedIn: boolean;
  };
  readonly groupMembershipForInvitation?: {
    readonly id: any;
    readonly maskedEmail: string;
    readonly name: string;
    readonly signedIn: boolean;
  };
  readonly thingAccessForInvitation?: {
    readonly id: any;
    readonly maskedEmail: string;
    readonly name: string;
    readonly signedIn: boolean;
  };
};
export type AcceptInvitationRouteQuery = {
  response: AcceptInvitationRouteQuery$data;
  variables: AcceptInvitationRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "code"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "device"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "group"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "invitationId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "thing"
},
v5 = [
  {
    "kind": "Variable",
    "name": "code",
    "variableName": "code"
  },
  {
    "kind": "Variable",
    "name": "invitationId",
    "variableName": "invitationId"
  }
],
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
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
    "name": "maskedEmail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "signedIn",
    "storageKey": null
  }
],
v7 = [
  {
    "condition": "thing",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "InvitationOffer",
        "kind": "LinkedField",
        "name": "thingAccessForInvitation",
        "plural": false,
        "selections": (v6/*:: as any*/),
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
        "args": (v5/*:: as any*/),
        "concreteType": "InvitationOffer",
        "kind": "LinkedField",
        "name": "deviceAccessForInvitation",
        "plural": false,
        "selections": (v6/*:: as any*/),
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
        "args": (v5/*:: as any*/),
        "concreteType": "InvitationOffer",
        "kind": "LinkedField",
        "name": "groupMembershipForInvitation",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      }
    ]
  }
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
    "name": "AcceptInvitationRouteQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AcceptInvitationRouteQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "2ee7fcf1ad41938abf29655d1974e270",
    "metadata": {},
    "name": "AcceptInvitationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1330c22c524f4a84d4d49c5311a19b58";

export default node;
