/**
 * @generated SignedSource<<de4a31c2b2d83b6e7181285670d28d27>>
 * @relayHash 91093c77ce1276851441f3d37513bff0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91093c77ce1276851441f3d37513bff0

import { ConcreteRequest } from 'relay-runtime';
export type RetryFailedMailJobMutation$variables = {
  jobId: any;
};
export type RetryFailedMailJobMutation$data = {
  readonly retryFailedMailJob: {
    readonly adminMailJob: {
      readonly id: any | null | undefined;
      readonly runAt: any | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type RetryFailedMailJobMutation = {
  response: RetryFailedMailJobMutation$data;
  variables: RetryFailedMailJobMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jobId"
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
            "name": "jobId",
            "variableName": "jobId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "RetryFailedMailJobPayload",
    "kind": "LinkedField",
    "name": "retryFailedMailJob",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminMailJob",
        "kind": "LinkedField",
        "name": "adminMailJob",
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
            "name": "runAt",
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
    "name": "RetryFailedMailJobMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RetryFailedMailJobMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "91093c77ce1276851441f3d37513bff0",
    "metadata": {},
    "name": "RetryFailedMailJobMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "722edeaf5771307d2ae93771cc981b0c";

export default node;
