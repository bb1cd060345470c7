/**
 * @generated SignedSource<<b647ba8f2100675de57d425e9c5376ff>>
 * @relayHash a5a84747ed837564ebae01e022ff77e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5a84747ed837564ebae01e022ff77e5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailListItemStoryQuery$variables = Record<PropertyKey, never>;
export type EmailListItemStoryQuery$data = {
  readonly userEmailById: {
    readonly " $fragmentSpreads": FragmentRefs<"EmailListItem_email">;
  } | null | undefined;
};
export type EmailListItemStoryQuery = {
  response: EmailListItemStoryQuery$data;
  variables: EmailListItemStoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "00000000-0000-0000-0000-000000000001"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailListItemStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "UserEmail",
        "kind": "LinkedField",
        "name": "userEmailById",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EmailListItem_email"
          }
        ],
        "storageKey": "userEmailById(id:\"00000000-0000-0000-0000-000000000001\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EmailListItemStoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "UserEmail",
        "kind": "LinkedField",
        "name": "userEmailById",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPrimary",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isVerified",
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
        "storageKey": "userEmailById(id:\"00000000-0000-0000-0000-000000000001\")"
      }
    ]
  },
  "params": {
    "id": "a5a84747ed837564ebae01e022ff77e5",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "userEmailById": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "UserEmail"
        },
        "userEmailById.email": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "userEmailById.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UUID"
        },
        "userEmailById.isPrimary": (v1/*:: as any*/),
        "userEmailById.isVerified": (v1/*:: as any*/),
        "userEmailById.nodeId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "EmailListItemStoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "111dfcf4c49053b59cd443ef636ae5cc";

export default node;
