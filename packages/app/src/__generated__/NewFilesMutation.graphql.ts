/**
 * @generated SignedSource<<6fd3ab38f989b92c15757c13f31882b3>>
 * @relayHash 08d1c96b64e219a3578f8ba53cea85ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08d1c96b64e219a3578f8ba53cea85ce

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
    "id": "08d1c96b64e219a3578f8ba53cea85ce",
    "metadata": {},
    "name": "NewFilesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3535934e5273c63147135b2ef05e14dc";

export default node;
