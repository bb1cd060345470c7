/**
 * @generated SignedSource<<36010aa3ce1d60f2e61beb09bd7496fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceForm_query$data = {
  readonly currentUser: {
    readonly thingAccesses: {
      readonly nodes: ReadonlyArray<{
        readonly isCollaborator: boolean;
        readonly isOwner: boolean;
        readonly thing: {
          readonly id: any;
          readonly name: string;
        } | null | undefined;
      }>;
    };
  } | null | undefined;
  readonly " $fragmentType": "DeviceForm_query";
};
export type DeviceForm_query$key = {
  readonly " $data"?: DeviceForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceForm_query",
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
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 200
            }
          ],
          "concreteType": "ThingAccessesConnection",
          "kind": "LinkedField",
          "name": "thingAccesses",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ThingAccess",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isOwner",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isCollaborator",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Thing",
                  "kind": "LinkedField",
                  "name": "thing",
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
                      "name": "name",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "thingAccesses(first:200)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "eb3b4ba552b4814f55d6a2a25de9ed4b";

export default node;
