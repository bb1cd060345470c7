/**
 * @generated SignedSource<<c3983ed95b4f03a420db574772a684a5>>
 * @relayHash c0fcbecfceac658360be3229fcd3417b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0fcbecfceac658360be3229fcd3417b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileRouteQuery$variables = Record<PropertyKey, never>;
export type ProfileRouteQuery$data = {
  readonly currentUser: {
    readonly " $fragmentSpreads": FragmentRefs<"PartnerBadgesSetting_user" | "ProfileForm_user">;
  } | null | undefined;
};
export type ProfileRouteQuery = {
  response: ProfileRouteQuery$data;
  variables: ProfileRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileForm_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PartnerBadgesSetting_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notificationDaily",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "badgesOnPartnerSites",
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
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
    ]
  },
  "params": {
    "id": "c0fcbecfceac658360be3229fcd3417b",
    "metadata": {},
    "name": "ProfileRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "0936a7e1924af9760b57042e9047931f";

export default node;
