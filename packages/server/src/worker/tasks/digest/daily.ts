// The daily "needs water" digest (issue 11, docs/decisions/0125). Every hour from 07:00 to
// 23:00 UTC, digest__daily looks at the users with the daily summary on who have not had
// today's digest yet, and for each one with something to report queues one digest__send job:
// app_private.queue_daily_digest claims (user, UTC day) and queues the job in one statement,
// so retries and concurrent runs send at most one digest per user per day. The e-mail job
// goes through app_private.enqueue like every other mail (brand and host, 0117); send.ts
// delivers it.
import { deviceHealthProblems, type DeviceHealthProblemKind } from '@bloomkeep/schema';
import type { DigestDevice, DigestPayload, DigestThing } from '../../../mail/digest.ts';
import { defineTask } from '../../task.ts';

/** The device problems a digest reports: a device that stopped reporting or needs a battery. */
export const DIGEST_DEVICE_PROBLEMS: readonly DeviceHealthProblemKind[] = [
  'offline',
  'battery-critical',
  'battery-low',
];

interface Candidate {
  user_id: string;
  name: string;
  email: string;
}

export const dailyDigestTask = defineTask({
  name: 'digest__daily',
  // Hourly in the day (UTC): a digest never arrives in the middle of a European night, and a
  // thing that dries out during the day is still reported the same day.
  schedule: '0 7-23 * * *',
  async run(_payload, { ownerPool }) {
    const {
      rows: [clock],
    } = await ownerPool.query<{ now: Date; day: string }>(
      `select now() as now, to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as day`,
    );
    const { now, day } = clock!;
    // Users with the daily summary on, a verified primary address and no digest today.
    const { rows: users } = await ownerPool.query<Candidate>(
      `select u.id as user_id, u.name, e.email::text as email
       from app_public.users u
       join app_public.user_emails e on e.user_id = u.id and e.is_primary and e.is_verified
       where u.notification_daily
         and not exists (select 1 from app_private.daily_digests d
                         where d.user_id = u.id and d.day = $1::date)`,
      [day],
    );
    if (users.length === 0) return;
    const ids = users.map((user) => user.user_id);
    // Things they own or look after that turned "needs water" or "too dry" and still are.
    const { rows: things } = await ownerPool.query<DigestThing & { user_id: string }>(
      `select a.user_id, t.id, t.name, t.indicator_colour::text as colour
       from app_public.thing_accesses a
       join app_public.things t on t.id = a.thing_id
       where a.user_id = any($1::uuid[]) and (a.is_owner or a.is_collaborator)
         and t.deleted_at is null
         and t.indicator_parameter = 'WATER'
         and t.indicator_colour in ('ORANGE', 'RED')
         and t.needs_water_notification_at is not null
       order by t.indicator_colour desc, t.needs_water_notification_at, t.name`,
      [ids],
    );
    // Devices they own; the shared health rules (deviceHealth.ts) pick the ones to report.
    const { rows: devices } = await ownerPool.query<{
      user_id: string;
      name: string;
      updated: Date | null;
      battery: number | null;
    }>(
      `select a.user_id, d.name, d.updated, d.battery
       from app_public.device_accesses a
       join app_public.devices d on d.id = a.device_id
       where a.user_id = any($1::uuid[]) and a.is_owner
       order by d.name`,
      [ids],
    );
    for (const user of users) {
      const digestThings = things
        .filter((thing) => thing.user_id === user.user_id)
        .map(({ id, name, colour }) => ({ id, name, colour }));
      const digestDevices: DigestDevice[] = devices
        .filter((device) => device.user_id === user.user_id)
        .map((device) => ({
          name: device.name,
          problems: deviceHealthProblems({ lastSeen: device.updated, battery: device.battery }, now)
            .filter((problem) => DIGEST_DEVICE_PROBLEMS.includes(problem.kind))
            .map((problem) => problem.message),
        }))
        .filter((device) => device.problems.length > 0);
      // Nothing to report: no e-mail, and no claim, so a thing that dries out later today
      // still makes today's digest.
      if (digestThings.length === 0 && digestDevices.length === 0) continue;
      const payload: Omit<DigestPayload, 'token'> = {
        email: user.email,
        name: user.name,
        things: digestThings,
        devices: digestDevices,
      };
      await ownerPool.query('select app_private.queue_daily_digest($1, $2::date, $3::jsonb)', [
        user.user_id,
        day,
        JSON.stringify(payload),
      ]);
    }
  },
});
