/**
 * @generated SignedSource<<6f7eadbdae390e1fd5108e782db1f546>>
 * @relayHash a62dd4c0e52eebfaf604319e3e9ab182
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a62dd4c0e52eebfaf604319e3e9ab182

import { ConcreteRequest } from 'relay-runtime';
export type CreateUserEmailMutation$variables = {
  email: string;
};
export type CreateUserEmailMutation$data = {
  readonly createUserEmail: {
    readonly userEmail: {
      readonly email: string;
      readonly id: any;
    } | null | undefined;
  } | null | undefined;
};
export type CreateUserEmailMutation = {
  response: CreateUserEmailMutation$data;
  variables: CreateUserEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "fields": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "email",
            "variableName": "email"
          }
        ],
        "kind": "ObjectValue",
        "name": "userEmail"
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
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateUserEmailMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateUserEmailPayload",
        "kind": "LinkedField",
        "name": "createUserEmail",
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
    "name": "CreateUserEmailMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateUserEmailPayload",
        "kind": "LinkedField",
        "name": "createUserEmail",
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
    "id": "a62dd4c0e52eebfaf604319e3e9ab182",
    "metadata": {},
    "name": "CreateUserEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2600788f4fa9ba7df1b074124be8b6cc";

export default node;
