/**
 * @generated SignedSource<<cad0525c01058ae1afe27035b6c946cf>>
 * @relayHash 53432e75c92203c08839cbe4bbf1305c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53432e75c92203c08839cbe4bbf1305c

import { ConcreteRequest } from 'relay-runtime';
export type SetBadgesOnPartnerSitesMutation$variables = {
  id: any;
  show: boolean;
};
export type SetBadgesOnPartnerSitesMutation$data = {
  readonly updateUserById: {
    readonly user: {
      readonly badgesOnPartnerSites: boolean | null | undefined;
      readonly id: any;
    } | null | undefined;
  } | null | undefined;
};
export type SetBadgesOnPartnerSitesMutation = {
  response: SetBadgesOnPartnerSitesMutation$data;
  variables: SetBadgesOnPartnerSitesMutation$variables;
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
    "name": "show"
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
            "name": "badgesOnPartnerSites",
            "variableName": "show"
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
  "name": "badgesOnPartnerSites",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SetBadgesOnPartnerSitesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateUserPayload",
        "kind": "LinkedField",
        "name": "updateUserById",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetBadgesOnPartnerSitesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateUserPayload",
        "kind": "LinkedField",
        "name": "updateUserById",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "53432e75c92203c08839cbe4bbf1305c",
    "metadata": {},
    "name": "SetBadgesOnPartnerSitesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a1648836cb969e751da511fe488a62e0";

export default node;
