/**
 * @generated SignedSource<<729a8bcd221eaaab8fb6dd8273217b2f>>
 * @relayHash 88b4ab2197f665681186fbe8a2de2da5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88b4ab2197f665681186fbe8a2de2da5

import { ConcreteRequest } from 'relay-runtime';
export type RestoreThingMutation$variables = {
  id: any;
};
export type RestoreThingMutation$data = {
  readonly restoreThing: {
    readonly thing: {
      readonly id: any;
      readonly name: string;
      readonly nodeId: string;
    } | null | undefined;
  } | null | undefined;
};
export type RestoreThingMutation = {
  response: RestoreThingMutation$data;
  variables: RestoreThingMutation$variables;
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
    "alias": null,
    "args": [
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
    "concreteType": "RestoreThingPayload",
    "kind": "LinkedField",
    "name": "restoreThing",
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
            "name": "nodeId",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RestoreThingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RestoreThingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "88b4ab2197f665681186fbe8a2de2da5",
    "metadata": {},
    "name": "RestoreThingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1bd1496d31ea343606b64b5d29f98672";

export default node;
