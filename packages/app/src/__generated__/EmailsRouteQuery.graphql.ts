/**
 * @generated SignedSource<<140163265d71296f3daf089bbd3c3676>>
 * @relayHash 4aa08908055796cf49587a686e2d1d10
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4aa08908055796cf49587a686e2d1d10

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailsRouteQuery$variables = Record<PropertyKey, never>;
export type EmailsRouteQuery$data = {
  readonly allUserEmails: {
    readonly nodes: ReadonlyArray<{
      readonly id: any;
      readonly " $fragmentSpreads": FragmentRefs<"EmailListItem_email">;
    }>;
  } | null | undefined;
};
export type EmailsRouteQuery = {
  response: EmailsRouteQuery$data;
  variables: EmailsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "IS_PRIMARY_DESC",
      "CREATED_AT_ASC"
    ]
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "UserEmailsConnection",
        "kind": "LinkedField",
        "name": "allUserEmails",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEmail",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailListItem_email"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "allUserEmails(orderBy:[\"IS_PRIMARY_DESC\",\"CREATED_AT_ASC\"])"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EmailsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "UserEmailsConnection",
        "kind": "LinkedField",
        "name": "allUserEmails",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEmail",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": "allUserEmails(orderBy:[\"IS_PRIMARY_DESC\",\"CREATED_AT_ASC\"])"
      }
    ]
  },
  "params": {
    "id": "4aa08908055796cf49587a686e2d1d10",
    "metadata": {},
    "name": "EmailsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e55910cb9d6947b9d228cd27079b7c42";

export default node;
