/**
 * @generated SignedSource<<88f15611a5b042247b09c8d3b5210a60>>
 * @relayHash a207172913dfd19918bbe51b8bd9f897
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a207172913dfd19918bbe51b8bd9f897

import { ConcreteRequest } from 'relay-runtime';
export type ClearChatConversationMutation$variables = {
  thingId: any;
};
export type ClearChatConversationMutation$data = {
  readonly clearChatConversation: {
    readonly removedQuestions: number | null | undefined;
  } | null | undefined;
};
export type ClearChatConversationMutation = {
  response: ClearChatConversationMutation$data;
  variables: ClearChatConversationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "thingId"
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
            "name": "thingId",
            "variableName": "thingId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "ClearChatConversationPayload",
    "kind": "LinkedField",
    "name": "clearChatConversation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedQuestions",
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
    "name": "ClearChatConversationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClearChatConversationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a207172913dfd19918bbe51b8bd9f897",
    "metadata": {},
    "name": "ClearChatConversationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4ffe4bdabaf7d9e7437400db46e47d4e";

export default node;
