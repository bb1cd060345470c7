// Demo data for the admin's dashboard (issue 13, decision 0137), so /admin shows each of its
// parts with something in it: neighbours who joined over the last weeks (the sign-ups chart),
// an address nobody verified, a sign-in lockout, and an e-mail that failed on every attempt
// (its retry really sends it, to the dev mailbox). Things nobody looks after and unclaimed
// devices come from the rest of the seed. The audit log starts empty: it records only what
// administrators really do.
import type pg from 'pg';

/** The neighbour whose address is unverified and whose e-mail failed. */
export const DEMO_SUPPORT_USER = 'rowan_reid';
/** The neighbour's username that the demo lockout refused. */
export const DEMO_LOCKED_USERNAME = 'dartside_dan';

/** Runs inside seedDemoData's transaction, as the owner; `ids` maps usernames to user ids. */
export async function seedDemoSupport(
  client: pg.Client,
  ids: ReadonlyMap<string, string>,
  neighbours: readonly string[],
): Promise<void> {
  // Neighbours joined over the last 11 weeks, one or two a week (deterministic: by position).
  await client.query(
    `update app_public.users u set created_at = now() - make_interval(days => (3 + n.i * 7 + n.i % 3)::int)
     from unnest($1::uuid[]) with ordinality as n(id, i)
     where u.id = n.id`,
    [neighbours.map((username) => ids.get(username)!)],
  );
  const userId = ids.get(DEMO_SUPPORT_USER)!;
  const email = 'rowan.reid@bloomkeep.example';
  // Inserted verified (the insert trigger would queue a verification e-mail), then marked
  // unverified, as new_user does.
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.user_emails (user_id, email, is_primary, is_verified, created_at)
     values ($1, $2, true, true, now() - interval '9 days') returning id`,
    [userId, email],
  );
  await client.query('update app_public.user_emails set is_verified = false where id = $1', [
    rows[0]!.id,
  ]);
  // Ten failed sign-ins in the last few minutes: the username is refused for 15 minutes.
  await client.query(
    `insert into app_private.sign_in_failures (username, ip, failed_at)
     select $1, '198.51.100.23', now() - make_interval(secs => n * 20) from generate_series(1, 10) n`,
    [DEMO_LOCKED_USERNAME],
  );
  // A "passphrase changed" notice the SMTP server refused five times.
  const { rows: jobs } = await client.query<{ id: string }>(
    `select id from graphile_worker.add_job('user__password_changed',
       json_build_object('email', $1::text), max_attempts => 5, run_at => now() - interval '2 days')`,
    [email],
  );
  await client.query(
    `update graphile_worker._private_jobs set attempts = 5,
       last_error = 'Error: Can''t send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable'
     where id = $1`,
    [jobs[0]!.id],
  );
}
