/**
 * @generated SignedSource<<4d1e465db5a8e7976465915f7d32ad2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationsPanel_invitations$data = {
  readonly nodes: ReadonlyArray<{
    readonly acceptedAt: any | null | undefined;
    readonly createdAt: any;
    readonly email: string;
    readonly expiresAt: any;
    readonly id: any;
  }>;
  readonly " $fragmentType": "InvitationsPanel_invitations";
};
export type InvitationsPanel_invitations$key = {
  readonly " $data"?: InvitationsPanel_invitations$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationsPanel_invitations">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationsPanel_invitations",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Invitation",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
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
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "acceptedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InvitationsConnection",
  "abstractKey": null
};

(node as any).hash = "a63cb9d2ab86c29d13f143627ea75bd7";

export default node;
