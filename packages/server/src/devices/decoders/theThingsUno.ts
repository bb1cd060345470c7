// The Things Uno as a pump controller: Bloomkeep's own tiny format (the board runs
// our sketch, so we define it; docs/decisions/0119-ttn-decoding-and-downlinks.md).
//
// Uplink, fPort 1, 1 byte:   byte 0 = relay state, 0x00 off, 0x01 on (LED and pump share the pin).
// Downlink, fPort 1:         byte 0 = wanted state 0x00 / 0x01;
//                            byte 1 (optional) = run minutes 1-255: the board itself switches
//                            off after that long, so a lost "off" can never leave the pump running.
// The same downlink as a decoded payload (needs the downlink formatter in the decision record):
//                            { "ledState": "on" | "off", "minutes"?: 1-255 }
import { hex, type DecodeResult } from './readings.ts';

export const UNO_FPORT = 1;
export const UNO_MAX_RUN_MINUTES = 255;

export function decodeTheThingsUno(bytes: Uint8Array): DecodeResult {
  if (bytes.length !== 1) {
    return {
      ok: false,
      reason: `The Things Uno payload must be 1 byte, got ${bytes.length}${bytes.length ? ` (${hex(bytes)})` : ''}`,
    };
  }
  const state = bytes[0];
  if (state !== 0 && state !== 1) {
    return {
      ok: false,
      reason: `The Things Uno state byte must be 0x00 or 0x01, got 0x${hex(bytes)}`,
    };
  }
  return { ok: true, readings: { ledState: state === 1 }, notes: [] };
}

/** A command for the Uno: switch the LED / pump, optionally for a limited run. */
export interface UnoCommand {
  ledState: boolean;
  /** Switch off again after this many minutes (1-255). Only with ledState true. */
  minutes?: number;
}

function checkCommand(command: UnoCommand): void {
  if (command.minutes === undefined) return;
  if (!command.ledState) throw new RangeError('minutes only make sense when switching on');
  if (
    !Number.isInteger(command.minutes) ||
    command.minutes < 1 ||
    command.minutes > UNO_MAX_RUN_MINUTES
  ) {
    throw new RangeError(`minutes must be a whole number from 1 to ${UNO_MAX_RUN_MINUTES}`);
  }
}

/** The command as frm_payload bytes (no formatter needed on TTS). */
export function encodeUnoDownlink(command: UnoCommand): Uint8Array {
  checkCommand(command);
  const state = command.ledState ? 1 : 0;
  return command.minutes === undefined
    ? Uint8Array.of(state)
    : Uint8Array.of(state, command.minutes);
}

/** The command as a decoded_payload (spec §7: `ledState` on port 1, priority NORMAL). */
export function unoDownlinkPayload(command: UnoCommand): {
  ledState: 'on' | 'off';
  minutes?: number;
} {
  checkCommand(command);
  const payload: { ledState: 'on' | 'off'; minutes?: number } = {
    ledState: command.ledState ? 'on' : 'off',
  };
  if (command.minutes !== undefined) payload.minutes = command.minutes;
  return payload;
}
