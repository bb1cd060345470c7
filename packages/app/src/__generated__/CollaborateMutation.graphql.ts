/**
 * @generated SignedSource<<070bce475f655aa2a65bc1a3e0b69761>>
 * @relayHash ca472b1c7d42cee0af8acb34fd37d2cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca472b1c7d42cee0af8acb34fd37d2cc

import { ConcreteRequest } from 'relay-runtime';
export type CollaborateMutation$variables = {
  thingId: any;
};
export type CollaborateMutation$data = {
  readonly collaborate: {
    readonly thingAccess: {
      readonly id: any;
      readonly isCollaborator: boolean;
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
  } | null | undefined;
};
export type CollaborateMutation = {
  response: CollaborateMutation$data;
  variables: CollaborateMutation$variables;
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
  "name": "isCollaborator",
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
  "name": "nodeId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CollaborateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CollaboratePayload",
        "kind": "LinkedField",
        "name": "collaborate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ThingAccess",
            "kind": "LinkedField",
            "name": "thingAccess",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "thing",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ThingAccess",
                    "kind": "LinkedField",
                    "name": "myAccess",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v5/*:: as any*/),
                      (v3/*:: as any*/)
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
    "name": "CollaborateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CollaboratePayload",
        "kind": "LinkedField",
        "name": "collaborate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ThingAccess",
            "kind": "LinkedField",
            "name": "thingAccess",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Thing",
                "kind": "LinkedField",
                "name": "thing",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ThingAccess",
                    "kind": "LinkedField",
                    "name": "myAccess",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v5/*:: as any*/),
                      (v3/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ca472b1c7d42cee0af8acb34fd37d2cc",
    "metadata": {},
    "name": "CollaborateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4a2ae3bed4f2ad3de7a974768879f9b4";

export default node;
