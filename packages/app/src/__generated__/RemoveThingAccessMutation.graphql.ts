/**
 * @generated SignedSource<<041c11a336920aa7d379fdadef44ada7>>
 * @relayHash 0a9cc688e81772509e27f29255e3f409
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a9cc688e81772509e27f29255e3f409

import { ConcreteRequest } from 'relay-runtime';
export type RemoveThingAccessMutation$variables = {
  nodeId: string;
};
export type RemoveThingAccessMutation$data = {
  readonly deleteThingAccess: {
    readonly deletedThingAccessId: string | null | undefined;
    readonly thing: {
      readonly canRecordAction: boolean | null | undefined;
      readonly id: any;
      readonly myAccess: {
        readonly id: any;
        readonly isCollaborator: boolean;
        readonly isOwner: boolean;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type RemoveThingAccessMutation = {
  response: RemoveThingAccessMutation$data;
  variables: RemoveThingAccessMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "nodeId"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "nodeId",
        "variableName": "nodeId"
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
  "name": "deletedThingAccessId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canRecordAction",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwner",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCollaborator",
  "storageKey": null
},
v7 = {
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
    "name": "RemoveThingAccessMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteThingAccessPayload",
        "kind": "LinkedField",
        "name": "deleteThingAccess",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "thing",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ThingAccess",
                "kind": "LinkedField",
                "name": "myAccess",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RemoveThingAccessMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteThingAccessPayload",
        "kind": "LinkedField",
        "name": "deleteThingAccess",
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
            "name": "deletedThingAccessId"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Thing",
            "kind": "LinkedField",
            "name": "thing",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ThingAccess",
                "kind": "LinkedField",
                "name": "myAccess",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0a9cc688e81772509e27f29255e3f409",
    "metadata": {},
    "name": "RemoveThingAccessMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b6e555f75add1bd0df5b640285bf6f4";

export default node;
