/**
 * @generated SignedSource<<8f8f3a757427d02cd47035df798a58f6>>
 * @relayHash 611e4830bbcd634700f25a0f0dfc6486
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 611e4830bbcd634700f25a0f0dfc6486

import { ConcreteRequest } from 'relay-runtime';
export type DeleteThingMutation$variables = {
  id: any;
};
export type DeleteThingMutation$data = {
  readonly deleteThing: {
    readonly thing: {
      readonly nodeId: string;
    } | null | undefined;
  } | null | undefined;
};
export type DeleteThingMutation = {
  response: DeleteThingMutation$data;
  variables: DeleteThingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
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
  "name": "nodeId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteThingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteThingPayload",
        "kind": "LinkedField",
        "name": "deleteThing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "thing",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
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
    "name": "DeleteThingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteThingPayload",
        "kind": "LinkedField",
        "name": "deleteThing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "thing",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "nodeId"
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
    "id": "611e4830bbcd634700f25a0f0dfc6486",
    "metadata": {},
    "name": "DeleteThingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "26c92bd68a118bcbd417f1292fd1b5d5";

export default node;
