/**
 * @generated SignedSource<<7c67432fcba29367a442485cb5e53630>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewFilesMutation$variables = {
  id: any;
  sessionId: string;
  type: string;
};
export type NewFilesMutation$data = {
  readonly newFiles: {
    readonly movedFiles: ReadonlyArray<string | null | undefined> | null | undefined;
  } | null | undefined;
};
export type NewFilesMutation = {
  response: NewFilesMutation$data;
  variables: NewFilesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sessionId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          },
          {
            "kind": "Variable",
            "name": "sessionId",
            "variableName": "sessionId"
          },
          {
            "kind": "Variable",
            "name": "type",
            "variableName": "type"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "NewFilesPayload",
    "kind": "LinkedField",
    "name": "newFiles",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "movedFiles",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewFilesMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewFilesMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "08d1c96b64e219a3578f8ba53cea85ce",
    "id": null,
    "metadata": {},
    "name": "NewFilesMutation",
    "operationKind": "mutation",
    "text": "mutation NewFilesMutation(\n  $sessionId: String!\n  $type: String!\n  $id: UUID!\n) {\n  newFiles(input: {sessionId: $sessionId, type: $type, id: $id}) {\n    movedFiles\n  }\n}\n"
  }
};
})();

(node as any).hash = "3535934e5273c63147135b2ef05e14dc";

export default node;
