// Pump guardrails (The Things Uno): limits the server enforces (SQL and the downlink job) and
// the messages the UI explains them with. A module of its own because every page's error
// texts (errors.ts) quote these messages, and the rest of device health is page-specific.
import { UPLINK_INTERVAL_MINUTES } from './devices';

/** The longest single run: a forgotten pump floods the bed and empties the butt. */
export const PUMP_MAX_RUN_MINUTES = 30;
export const PUMP_MIN_RUN_MINUTES = 1;
/** Minutes of pumping per device in any 24 hours. */
export const PUMP_DAILY_BUDGET_MINUTES = 60;
/** The Things Network fair use: at most 10 downlinks per device per day (integrations.md). */
export const DOWNLINKS_PER_DAY = 10;
/** Budgets count over a rolling window, the same for the pump and for TTN's fair use. */
export const PUMP_BUDGET_WINDOW_HOURS = 24;

/** Class A: what the UI says while a command waits in the TTS queue. */
export const CLASS_A_QUEUED_MESSAGE = `Queued: it will reach the device after its next uplink (about every ${UPLINK_INTERVAL_MINUTES} minutes).`;

/** The prefix of a command that TTS refused for good (the reason follows). */
export const COMMAND_REFUSED_PREFIX = 'The Things Network refused the command';

export type PumpRefusal =
  'run-too-short' | 'run-too-long' | 'command-queued' | 'downlink-limit' | 'daily-budget';

export const PUMP_REFUSAL_MESSAGES: Record<PumpRefusal, string> = {
  'run-too-short': `A run must last at least ${PUMP_MIN_RUN_MINUTES} minute, in whole minutes.`,
  'run-too-long': `A run can last at most ${PUMP_MAX_RUN_MINUTES} minutes.`,
  'command-queued': "A command is already waiting for the device's next uplink.",
  'downlink-limit': `The Things Network allows ${DOWNLINKS_PER_DAY} commands per device per day, and this device has had them all in the last 24 hours. Try again later.`,
  'daily-budget': `This pump has used its ${PUMP_DAILY_BUDGET_MINUTES} minutes for today (runs in the last 24 hours). It can run again once earlier runs are a day old.`,
};

export interface PumpRunRequest {
  minutes: number;
  /** Pump minutes sent in the last 24 hours. */
  usedMinutes: number;
  /** Downlinks sent to this device in the last 24 hours (pump and LED alike). */
  downlinksToday: number;
  /** A command is still in the TTS queue (not yet confirmed by an uplink). */
  hasQueuedCommand: boolean;
}

/** Why a run is refused, or null when it may go. The first rule that fails wins. */
export function pumpRefusal(request: PumpRunRequest): PumpRefusal | null {
  const { minutes } = request;
  if (!Number.isInteger(minutes) || minutes < PUMP_MIN_RUN_MINUTES) return 'run-too-short';
  if (minutes > PUMP_MAX_RUN_MINUTES) return 'run-too-long';
  if (request.hasQueuedCommand) return 'command-queued';
  if (request.downlinksToday >= DOWNLINKS_PER_DAY) return 'downlink-limit';
  if (request.usedMinutes + minutes > PUMP_DAILY_BUDGET_MINUTES) return 'daily-budget';
  return null;
}

/** The refusal in words; for the budget, how much is left when some is. */
export function pumpRefusalMessage(refusal: PumpRefusal, usedMinutes = 0): string {
  if (refusal === 'daily-budget') {
    const left = Math.max(0, PUMP_DAILY_BUDGET_MINUTES - usedMinutes);
    if (left > 0) {
      return `This pump has ${left} of its ${PUMP_DAILY_BUDGET_MINUTES} minutes left for today (runs in the last 24 hours). Choose a shorter run.`;
    }
  }
  return PUMP_REFUSAL_MESSAGES[refusal];
}
