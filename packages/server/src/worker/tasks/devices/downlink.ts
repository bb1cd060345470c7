// devices__downlink: hand one command (app_public.device_commands, queued by
// deviceDownPush in migration 0015) to The Things Stack, honestly:
//
// - accepted: the command is SENT and only now the device (and its linked thing)
//   shows the new state (spec §4); an uplink later confirms it;
// - retryable (429, 408, 5xx, network, time-out): throw, so graphile-worker tries
//   again with its exponential backoff, no sooner than TTS's Retry-After;
// - rejected (any other 4xx), the last attempt, or no TTS configured: FAILED with the
//   reason, which the device page shows.
// Decision: docs/decisions/0124-downlinks-and-pump-guardrails.md.
import { COMMAND_REFUSED_PREFIX } from '@bloomkeep/schema';
import { UNO_FPORT, unoDownlinkPayload } from '../../../devices/decoders/theThingsUno.ts';
import { defineTask } from '../../task.ts';

/** Calls to TTS per command; the job's max_attempts in SQL is the same number. */
export const DOWNLINK_MAX_ATTEMPTS = 8;

export const DOWNLINKS_NOT_CONFIGURED = 'Downlinks are not configured on this server';

interface CommandRow {
  id: string;
  led_state: boolean;
  minutes: number | null;
  attempts: number;
  tts_device_id: string;
}

function commandIdOf(payload: unknown): string | null {
  const id = (payload as { commandId?: unknown } | null)?.commandId;
  return typeof id === 'string' ? id : null;
}

export const downlinkTask = defineTask({
  name: 'devices__downlink',
  async run(payload, { ownerPool, ttn }) {
    const commandId = commandIdOf(payload);
    if (!commandId) return;
    // Count the attempt first: a crash mid-call still counts.
    const {
      rows: [command],
    } = await ownerPool.query<CommandRow>(
      `update app_public.device_commands c set attempts = c.attempts + 1, updated_at = now()
         from app_public.devices d
        where c.id = $1 and c.status = 'QUEUED' and d.id = c.device_id
        returning c.id, c.led_state, c.minutes, c.attempts, d.device_id as tts_device_id`,
      [commandId],
    );
    if (!command) return; // already sent or failed, or the device was deleted
    const fail = (reason: string) =>
      ownerPool.query('select app_private.device_command_failed($1, $2)', [command.id, reason]);

    if (!ttn) {
      await fail(DOWNLINKS_NOT_CONFIGURED);
      return;
    }
    const outcome = await ttn.pushDownlink(command.tts_device_id, {
      fPort: UNO_FPORT,
      priority: 'NORMAL',
      decodedPayload: unoDownlinkPayload({
        ledState: command.led_state,
        ...(command.minutes === null ? {} : { minutes: command.minutes }),
      }),
    });
    if (outcome.status === 'accepted') {
      await ownerPool.query('select app_private.device_command_sent($1)', [command.id]);
      return;
    }
    if (outcome.status === 'rejected') {
      await fail(`${COMMAND_REFUSED_PREFIX}: ${outcome.reason}`);
      return;
    }
    if (command.attempts >= DOWNLINK_MAX_ATTEMPTS) {
      await fail(
        `The Things Network could not take the command after ${command.attempts} attempts: ${outcome.reason}`,
      );
      return;
    }
    if (outcome.retryAfterSeconds !== null) {
      // graphile-worker schedules the retry from greatest(now(), run_at) plus its backoff,
      // so moving run_at to when TTS allows the next call keeps the retry after it.
      await ownerPool.query(
        `update graphile_worker._private_jobs set run_at = now() + make_interval(secs => $2)
          where key = $1`,
        [`device_command:${command.id}`, Math.min(outcome.retryAfterSeconds, 3600)],
      );
    }
    throw new Error(`Downlink for command ${command.id} will be retried: ${outcome.reason}`);
  },
});
