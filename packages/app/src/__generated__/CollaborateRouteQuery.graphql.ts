/**
 * @generated SignedSource<<22dc269e5e4e1f7b497bdc1f0e86520d>>
 * @relayHash d02d482b021719b4a9b3a66f3e9a682e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d02d482b021719b4a9b3a66f3e9a682e

import { ConcreteRequest } from 'relay-runtime';
export type ThingCategory = "APIARY" | "BEECAFE" | "BENCH" | "BIN" | "BOOKSHARE" | "FENCE" | "FLOWERBED" | "GRAVE" | "GREENHOUSE" | "HEDGE" | "MEADOW" | "MURAL" | "NOTICEBOARD" | "PLANTER" | "PLAQUE" | "SCULPTURE" | "TREE" | "VEGETABLEBED" | "WALL";
export type CollaborateRouteQuery$variables = {
  id: any;
};
export type CollaborateRouteQuery$data = {
  readonly thingById: {
    readonly canRecordAction: boolean | null | undefined;
    readonly category: ThingCategory;
    readonly id: any;
    readonly myAccess: {
      readonly isCollaborator: boolean;
      readonly isOwner: boolean;
    } | null | undefined;
    readonly name: string;
  } | null | undefined;
};
export type CollaborateRouteQuery = {
  response: CollaborateRouteQuery$data;
  variables: CollaborateRouteQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canRecordAction",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwner",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCollaborator",
  "storageKey": null
},
v8 = {
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
    "name": "CollaborateRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ThingAccess",
            "kind": "LinkedField",
            "name": "myAccess",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CollaborateRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Thing",
        "kind": "LinkedField",
        "name": "thingById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ThingAccess",
            "kind": "LinkedField",
            "name": "myAccess",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d02d482b021719b4a9b3a66f3e9a682e",
    "metadata": {},
    "name": "CollaborateRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "506e5b6d89f425e631bf31fcbf2b5586";

export default node;
