/**
 * @generated SignedSource<<50fffb9bae11e542856a5116533bc16c>>
 * @relayHash a8a597cf3d3e8954d92aff4f67619245
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8a597cf3d3e8954d92aff4f67619245

import { ConcreteRequest } from 'relay-runtime';
export type MakeEmailPrimaryMutation$variables = {
  emailId: any;
};
export type MakeEmailPrimaryMutation$data = {
  readonly makeEmailPrimary: {
    readonly userEmail: {
      readonly id: any;
      readonly isPrimary: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type MakeEmailPrimaryMutation = {
  response: MakeEmailPrimaryMutation$data;
  variables: MakeEmailPrimaryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "emailId"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "emailId",
        "variableName": "emailId"
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
  "name": "isPrimary",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MakeEmailPrimaryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MakeEmailPrimaryPayload",
        "kind": "LinkedField",
        "name": "makeEmailPrimary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEmail",
            "kind": "LinkedField",
            "name": "userEmail",
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
    "name": "MakeEmailPrimaryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MakeEmailPrimaryPayload",
        "kind": "LinkedField",
        "name": "makeEmailPrimary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEmail",
            "kind": "LinkedField",
            "name": "userEmail",
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
    "id": "a8a597cf3d3e8954d92aff4f67619245",
    "metadata": {},
    "name": "MakeEmailPrimaryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e446e683d6e29737b2423c8b59016fc0";

export default node;
