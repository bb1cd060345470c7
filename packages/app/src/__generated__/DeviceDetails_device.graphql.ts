/**
 * @generated SignedSource<<7584538641b02bd28e58270adb320604>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceModel = "LSE01" | "LSPH01" | "THE_THINGS_UNO";
import { FragmentRefs } from "relay-runtime";
export type DeviceDetails_device$data = {
  readonly accesses?: {
    readonly nodes: ReadonlyArray<{
      readonly isOwner: boolean;
      readonly user: {
        readonly name: string | null | undefined;
        readonly username: string;
      } | null | undefined;
    }>;
  };
  readonly battery: number | null | undefined;
  readonly conductivity: number | null | undefined;
  readonly deviceId: string;
  readonly hydrationLevels: any;
  readonly id: any;
  readonly isOwner: boolean | null | undefined;
  readonly isPublic: boolean;
  readonly ledState: boolean | null | undefined;
  readonly model: DeviceModel;
  readonly name: string;
  readonly ph: number | null | undefined;
  readonly probeDetected: boolean | null | undefined;
  readonly rssi: number | null | undefined;
  readonly snr: number | null | undefined;
  readonly temperature: number | null | undefined;
  readonly thing: {
    readonly id: any;
    readonly name: string;
  } | null | undefined;
  readonly updated: any | null | undefined;
  readonly water: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceControls_device">;
  readonly " $fragmentType": "DeviceDetails_device";
};
export type DeviceDetails_device$key = {
  readonly " $data"?: DeviceDetails_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceDetails_device">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwner",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "signedIn"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceDetails_device",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deviceId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublic",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hydrationLevels",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "water",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "temperature",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conductivity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ph",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "battery",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rssi",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "snr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ledState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "probeDetected",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updated",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeviceControls_device"
    },
    {
      "condition": "signedIn",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 20
            },
            {
              "kind": "Literal",
              "name": "orderBy",
              "value": [
                "CREATED_AT_ASC"
              ]
            }
          ],
          "concreteType": "DeviceAccessesConnection",
          "kind": "LinkedField",
          "name": "accesses",
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
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "username",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "accesses(first:20,orderBy:[\"CREATED_AT_ASC\"])"
        }
      ]
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "39afbf656b37ea3feacd93dcd0defc7c";

export default node;
