/**
 * @generated SignedSource<<da6481f486609bc39064677f83ee5261>>
 * @relayHash 34cd0cb7d3caa94de0b50abc585da437
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34cd0cb7d3caa94de0b50abc585da437

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationsPanelStoryQuery$variables = Record<PropertyKey, never>;
export type InvitationsPanelStoryQuery$data = {
  readonly thingById: {
    readonly invitations: {
      readonly " $fragmentSpreads": FragmentRefs<"InvitationsPanel_invitations">;
    };
  } | null | undefined;
};
export type InvitationsPanelStoryQuery = {
  response: InvitationsPanelStoryQuery$data;
  variables: InvitationsPanelStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "00000000-0000-4000-8000-000000000001"
  }
],
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Datetime"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationsPanelStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
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
        "storageKey": "thingById(id:\"00000000-0000-4000-8000-000000000001\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InvitationsPanelStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "invitations(first:50,orderBy:[\"CREATED_AT_DESC\"])"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "thingById(id:\"00000000-0000-4000-8000-000000000001\")"
      }
    ]
  },
  "params": {
    "id": "34cd0cb7d3caa94de0b50abc585da437",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "thingById": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Thing"
        },
        "thingById.invitations": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "InvitationsConnection"
        },
        "thingById.invitations.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Invitation"
        },
        "thingById.invitations.nodes.acceptedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Datetime"
        },
        "thingById.invitations.nodes.createdAt": (v3/*:: as any*/),
        "thingById.invitations.nodes.email": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "thingById.invitations.nodes.expiresAt": (v3/*:: as any*/),
        "thingById.invitations.nodes.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UUID"
        },
        "thingById.invitations.nodes.nodeId": (v4/*:: as any*/),
        "thingById.nodeId": (v4/*:: as any*/)
      }
    },
    "name": "InvitationsPanelStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "123ca1dc9351f11637101e42841dbfd0";

export default node;
