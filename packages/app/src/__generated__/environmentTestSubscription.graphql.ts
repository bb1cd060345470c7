/**
 * @generated SignedSource<<a2e771bee7f69beb7538b927a73fdac8>>
 * @relayHash 88f2b9decaa8ba6dccb1949cee0e5acf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88f2b9decaa8ba6dccb1949cee0e5acf

import { ConcreteRequest } from 'relay-runtime';
export type ThingEventType = "ACTION_RECORDED" | "EDITED" | "INDICATOR_CHANGED" | "SENSOR_DATA";
export type environmentTestSubscription$variables = {
  id: any;
};
export type environmentTestSubscription$data = {
  readonly thingUpdated: {
    readonly event: ThingEventType;
  } | null | undefined;
};
export type environmentTestSubscription = {
  response: environmentTestSubscription$data;
  variables: environmentTestSubscription$variables;
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
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "ThingUpdatedPayload",
    "kind": "LinkedField",
    "name": "thingUpdated",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "event",
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
    "name": "environmentTestSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "environmentTestSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "88f2b9decaa8ba6dccb1949cee0e5acf",
    "metadata": {},
    "name": "environmentTestSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "adfd0b24c0c93190c55aea219bb95f2e";

export default node;
