/**
 * @generated SignedSource<<426a86180d99037bf424ffc931f1393a>>
 * @relayHash 7c5c8e7cd2e865d5d05b484d98e20a8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c5c8e7cd2e865d5d05b484d98e20a8b

import { ConcreteRequest } from 'relay-runtime';
export type ShareThingWithGroupMutation$variables = {
  groupId: any;
  thingId: any;
};
export type ShareThingWithGroupMutation$data = {
  readonly shareThingWithGroup: {
    readonly thingGroup: {
      readonly id: any;
    } | null | undefined;
  } | null | undefined;
};
export type ShareThingWithGroupMutation = {
  response: ShareThingWithGroupMutation$data;
  variables: ShareThingWithGroupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "thingId"
},
v2 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "groupId",
        "variableName": "groupId"
      },
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareThingWithGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ShareThingWithGroupPayload",
        "kind": "LinkedField",
        "name": "shareThingWithGroup",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ThingGroup",
            "kind": "LinkedField",
            "name": "thingGroup",
            "plural": false,
            "selections": [
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ShareThingWithGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ShareThingWithGroupPayload",
        "kind": "LinkedField",
        "name": "shareThingWithGroup",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ThingGroup",
            "kind": "LinkedField",
            "name": "thingGroup",
            "plural": false,
            "selections": [
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
    "id": "7c5c8e7cd2e865d5d05b484d98e20a8b",
    "metadata": {},
    "name": "ShareThingWithGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "224b8816de54a38c0f67734540230fdd";

export default node;
