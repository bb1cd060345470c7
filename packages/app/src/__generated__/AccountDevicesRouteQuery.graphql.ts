/**
 * @generated SignedSource<<5abd6c87c88d0e983edfb63249f416f0>>
 * @relayHash 0edf8d86d01ddf0ee5f28255224903b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0edf8d86d01ddf0ee5f28255224903b4

import { ConcreteRequest } from 'relay-runtime';
export type DeviceModel = "LSE01" | "LSPH01" | "THE_THINGS_UNO";
export type AccountDevicesRouteQuery$variables = Record<PropertyKey, never>;
export type AccountDevicesRouteQuery$data = {
  readonly currentUser: {
    readonly deviceAccesses: {
      readonly nodes: ReadonlyArray<{
        readonly device: {
          readonly deviceId: string;
          readonly id: any;
          readonly isPublic: boolean;
          readonly model: DeviceModel;
          readonly name: string;
          readonly thing: {
            readonly id: any;
            readonly name: string;
          } | null | undefined;
        } | null | undefined;
      }>;
    };
  } | null | undefined;
};
export type AccountDevicesRouteQuery = {
  response: AccountDevicesRouteQuery$data;
  variables: AccountDevicesRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "isOwner": true
    }
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "model",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPublic",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountDevicesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "DeviceAccessesConnection",
            "kind": "LinkedField",
            "name": "deviceAccesses",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceAccess",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "device",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Thing",
                        "kind": "LinkedField",
                        "name": "thing",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "deviceAccesses(condition:{\"isOwner\":true},first:200)"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountDevicesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "DeviceAccessesConnection",
            "kind": "LinkedField",
            "name": "deviceAccesses",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceAccess",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "device",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Thing",
                        "kind": "LinkedField",
                        "name": "thing",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          (v2/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "deviceAccesses(condition:{\"isOwner\":true},first:200)"
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0edf8d86d01ddf0ee5f28255224903b4",
    "metadata": {},
    "name": "AccountDevicesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6ecacb3896d7e78df397d9f17d0ea725";

export default node;
