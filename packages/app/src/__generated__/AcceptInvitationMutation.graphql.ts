/**
 * @generated SignedSource<<603ccb2ca0e14797ca7b515cf58d8d3d>>
 * @relayHash d920914d27e87026a3693d8e839a2d5f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d920914d27e87026a3693d8e839a2d5f

import { ConcreteRequest } from 'relay-runtime';
export type AcceptInvitationInput = {
  clientMutationId?: string | null | undefined;
  code: string;
  invitationId: any;
};
export type AcceptInvitationMutation$variables = {
  device: boolean;
  group: boolean;
  input: AcceptInvitationInput;
  thing: boolean;
};
export type AcceptInvitationMutation$data = {
  readonly acceptDeviceInvitation?: {
    readonly offer: {
      readonly id: any;
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly acceptGroupInvitation?: {
    readonly offer: {
      readonly id: any;
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly acceptThingInvitation?: {
    readonly offer: {
      readonly id: any;
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
};
export type AcceptInvitationMutation = {
  response: AcceptInvitationMutation$data;
  variables: AcceptInvitationMutation$variables;
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
  "name": "group"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "thing"
},
v4 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "InvitationOffer",
    "kind": "LinkedField",
    "name": "offer",
    "plural": false,
    "selections": [
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
      }
    ],
    "storageKey": null
  }
],
v6 = [
  {
    "condition": "thing",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "AcceptInvitationPayload",
        "kind": "LinkedField",
        "name": "acceptThingInvitation",
        "plural": false,
        "selections": (v5/*:: as any*/),
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
        "args": (v4/*:: as any*/),
        "concreteType": "AcceptInvitationPayload",
        "kind": "LinkedField",
        "name": "acceptDeviceInvitation",
        "plural": false,
        "selections": (v5/*:: as any*/),
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
        "args": (v4/*:: as any*/),
        "concreteType": "AcceptInvitationPayload",
        "kind": "LinkedField",
        "name": "acceptGroupInvitation",
        "plural": false,
        "selections": (v5/*:: as any*/),
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
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AcceptInvitationMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AcceptInvitationMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "d920914d27e87026a3693d8e839a2d5f",
    "metadata": {},
    "name": "AcceptInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "df5bb04faf16704f5c3fd20b7101f846";

export default node;
