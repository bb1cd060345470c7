/**
 * @generated SignedSource<<e947cad56db1616eacda6eb6937ffe03>>
 * @relayHash 11920da1698e4da9318d6e9fd5a9231f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11920da1698e4da9318d6e9fd5a9231f

import { ConcreteRequest } from 'relay-runtime';
export type DeleteGroupMutation$variables = {
  id: any;
};
export type DeleteGroupMutation$data = {
  readonly deleteGroupById: {
    readonly group: {
      readonly nodeId: string;
    } | null | undefined;
  } | null | undefined;
};
export type DeleteGroupMutation = {
  response: DeleteGroupMutation$data;
  variables: DeleteGroupMutation$variables;
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
    "name": "DeleteGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteGroupPayload",
        "kind": "LinkedField",
        "name": "deleteGroupById",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "group",
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
    "name": "DeleteGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteGroupPayload",
        "kind": "LinkedField",
        "name": "deleteGroupById",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "group",
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
    "id": "11920da1698e4da9318d6e9fd5a9231f",
    "metadata": {},
    "name": "DeleteGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "50f812aa9f203fb59a1f4511b82a9c64";

export default node;
