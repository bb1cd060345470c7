/**
 * @generated SignedSource<<daab27c886b2c49acf56f87ac184c0c6>>
 * @relayHash 06e3eb08fc64f62c5c71505f9791f536
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06e3eb08fc64f62c5c71505f9791f536

import { ConcreteRequest } from 'relay-runtime';
export type DeleteThingGroupMutation$variables = {
  id: any;
};
export type DeleteThingGroupMutation$data = {
  readonly deleteThingGroupById: {
    readonly thingGroup: {
      readonly nodeId: string;
    } | null | undefined;
  } | null | undefined;
};
export type DeleteThingGroupMutation = {
  response: DeleteThingGroupMutation$data;
  variables: DeleteThingGroupMutation$variables;
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
    "name": "DeleteThingGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteThingGroupPayload",
        "kind": "LinkedField",
        "name": "deleteThingGroupById",
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
    "name": "DeleteThingGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteThingGroupPayload",
        "kind": "LinkedField",
        "name": "deleteThingGroupById",
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
    "id": "06e3eb08fc64f62c5c71505f9791f536",
    "metadata": {},
    "name": "DeleteThingGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ff9dacdd68532a326e8a6f2cb887aed0";

export default node;
