/**
 * @generated SignedSource<<f094e18e63ceca14a7709b7a2889a0cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type chatMessage_message$data = {
  readonly answeredBy: string | null | undefined;
  readonly createdAt: any;
  readonly eventId: any;
  readonly messageText: string;
  readonly notice: string | null | undefined;
  readonly sources: any;
  readonly status: string;
  readonly suggestions: any;
  readonly typeName: string;
  readonly " $fragmentType": "chatMessage_message";
};
export type chatMessage_message$key = {
  readonly " $data"?: chatMessage_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"chatMessage_message">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "chatMessage_message"
};

(node as any).hash = "13faf7348f4d6ae1ba063b4982a3da58";

export default node;
