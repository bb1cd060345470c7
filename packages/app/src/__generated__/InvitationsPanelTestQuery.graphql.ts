/**
 * @generated SignedSource<<dc97cda1708d2a242dc2efb164e764ac>>
 * @relayHash b88de5cacab9fbad99d71bfe8db92adc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b88de5cacab9fbad99d71bfe8db92adc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationsPanelTestQuery$variables = Record<PropertyKey, never>;
export type InvitationsPanelTestQuery$data = {
  readonly thingById: {
    readonly invitations: {
      readonly " $fragmentSpreads": FragmentRefs<"InvitationsPanel_invitations">;
    };
  } | null | undefined;
};
export type InvitationsPanelTestQuery = {
  response: InvitationsPanelTestQuery$data;
  variables: InvitationsPanelTestQuery$variables;
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
    "name": "InvitationsPanelTestQuery",
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
    "name": "InvitationsPanelTestQuery",
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
    "id": "b88de5cacab9fbad99d71bfe8db92adc",
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
    "name": "InvitationsPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "771b05bd805b5b9177b976fc7bdb98b7";

export default node;
