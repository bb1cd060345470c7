-- The admin's dashboard (issue 13, spec §2 /admin; decision 0137): totals with their
-- change over 30 days, weekly analytics, support lists (unverified e-mails, sign-in
-- lockouts, things nobody looks after, failed e-mail jobs and their retry), and an audit
-- log of every administrator's action.
--
-- Every reader here is security definer, because it reads private tables (sign-in
-- failures, the job queue) or counts across every user, and each checks the caller
-- itself. They are granted to every API role and refuse non-administrators with FORBD
-- and a sentence, so a signed-in user who opens /admin by hand learns why, instead of
-- the catalogue's generic "permission denied" text.

--------------------------------------------------------------------------------
-- The one check, with its message.

create function app_private.assert_admin() returns void
  language plpgsql stable
  as $$
begin
  if not app_public.current_user_is_admin() then
    raise exception 'Only administrators can use the admin dashboard' using errcode = 'FORBD';
  end if;
end;
$$;

--------------------------------------------------------------------------------
-- The audit log. Rows are written only by app_private.record_admin_action (security
-- definer, called by the admin functions below and by the triggers on admin writes);
-- the API roles may only read, and only administrators see rows. The actor's username
-- is kept beside the id, so an entry still names who acted after that account is gone.

create table app_public.audit_log_entries (
  id bigint generated always as identity primary key,
  actor_id uuid references app_public.users (id) on delete set null,
  actor_username text,
  action text not null,
  target_type text not null,
  target_id text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_entries_created_at_idx on app_public.audit_log_entries (created_at desc, id desc);
create index audit_log_entries_actor_id_idx on app_public.audit_log_entries (actor_id);
comment on table app_public.audit_log_entries is
  E'@omit create,update,delete\nWhat an administrator did: who, what, to which target, when, and the details. Administrators only.';
comment on column app_public.audit_log_entries.action is
  'What was done: RETRY_MAIL_JOB, CREATE_USER, UPDATE_USER, DELETE_USER, UPDATE_THING, DELETE_THING, RESTORE_THING, UPDATE_DEVICE, DELETE_DEVICE.';
comment on column app_public.audit_log_entries.target_type is 'What was acted on: mail_job, user, thing or device.';
comment on column app_public.audit_log_entries.target_id is 'The id of what was acted on (a UUID, or a job number).';
comment on column app_public.audit_log_entries.actor_username is
  'The administrator''s username when they acted (kept when the account is deleted).';

alter table app_public.audit_log_entries enable row level security;
create policy select_admin on app_public.audit_log_entries for select
  using ((select app_public.current_user_is_admin()));
-- bk_user may select, so that a non-admin reads an empty log rather than an error;
-- no API role may insert, update or delete.
grant select on app_public.audit_log_entries to bk_user, bk_admin;

create function app_private.record_admin_action(
  action text, target_type text, target_id text, details jsonb default '{}'
) returns void
  language sql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    insert into app_public.audit_log_entries (actor_id, actor_username, action, target_type, target_id, details)
    select app_public.current_user_id(), u.username::text, action, target_type, target_id,
      coalesce(details, '{}')
    from (select 1) one
    left join app_public.users u on u.id = app_public.current_user_id()
  $$;

-- Administrators may change anything through the ordinary mutations (RLS lets them):
-- those writes are logged here when an administrator acts on someone else's account,
-- thing or device. Updates are logged only for the columns people edit (the trigger's
-- column list), so bookkeeping that triggers do (last_action, the indicator colour) is not.
create function app_private.tg_audit_admin_write() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_row jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  v_id uuid := (v_row ->> 'id')::uuid;
  v_target text := tg_argv[0];
  v_action text := (case tg_op when 'INSERT' then 'CREATE_' when 'UPDATE' then 'UPDATE_' else 'DELETE_' end)
    || upper(tg_argv[0]);
  v_own boolean;
  v_details jsonb;
begin
  if not app_public.current_user_is_admin() then
    return null;
  end if;
  v_own := case v_target
    when 'user' then v_id = app_public.current_user_id()
    when 'thing' then exists (select 1 from app_public.thing_accesses a
      where a.thing_id = v_id and a.user_id = app_public.current_user_id() and a.is_owner)
    when 'device' then exists (select 1 from app_public.device_accesses a
      where a.device_id = v_id and a.user_id = app_public.current_user_id() and a.is_owner)
    else false end;
  if v_own and tg_op <> 'INSERT' then
    return null;
  end if;
  v_details := jsonb_build_object('name', coalesce(v_row ->> 'username', v_row ->> 'name'));
  if tg_op = 'UPDATE' and v_target = 'thing'
    and (to_jsonb(old) ->> 'deleted_at') is distinct from (to_jsonb(new) ->> 'deleted_at') then
    -- deleteThing and restoreThing mark the thing (0009); the purge later is the system's.
    v_action := case when to_jsonb(new) ->> 'deleted_at' is null then 'RESTORE_THING' else 'DELETE_THING' end;
  elsif tg_op = 'UPDATE' then
    -- Which fields changed (not their values: a name is enough to find the row).
    v_details := v_details || jsonb_build_object('changed', (
      select coalesce(jsonb_agg(n.key order by n.key), '[]')
      from jsonb_each(to_jsonb(new)) n
      join jsonb_each(to_jsonb(old)) o using (key)
      where n.value is distinct from o.value and n.key not in ('updated_at')));
    if v_details -> 'changed' = '[]'::jsonb then
      return null;
    end if;
  end if;
  perform app_private.record_admin_action(v_action, v_target, v_id::text, v_details);
  return null;
end;
$$;

create trigger _900_audit_admin_insert after insert on app_public.users
  for each row execute function app_private.tg_audit_admin_write('user');
create trigger _900_audit_admin_update after update of name, username, notification_daily, has_image, image
  on app_public.users for each row execute function app_private.tg_audit_admin_write('user');
create trigger _900_audit_admin_delete after delete on app_public.users
  for each row execute function app_private.tg_audit_admin_write('user');
create trigger _900_audit_admin_update after update of name, description, category, location, is_public, deleted_at
  on app_public.things for each row execute function app_private.tg_audit_admin_write('thing');
create trigger _900_audit_admin_delete after delete on app_public.things
  for each row execute function app_private.tg_audit_admin_write('thing');
create trigger _900_audit_admin_update after update of name, model, is_public, location, thing_id, device_id
  on app_public.devices for each row execute function app_private.tg_audit_admin_write('device');
create trigger _900_audit_admin_delete after delete on app_public.devices
  for each row execute function app_private.tg_audit_admin_write('device');

--------------------------------------------------------------------------------
-- Totals: things (not deleted), bee cafes, devices and users, each with how many of
-- them were added in the last 30 days. Users are deleted outright and things are
-- purged, so a net change cannot be told honestly: the change is what was added
-- (and is still here).

create type app_public.admin_totals as (
  things integer,
  things_added integer,
  bee_cafes integer,
  bee_cafes_added integer,
  devices integer,
  devices_added integer,
  users integer,
  users_added integer
);
comment on type app_public.admin_totals is
  'Totals across the community; each *Added is how many of them were added in the last 30 days.';

create function app_public.admin_totals() returns app_public.admin_totals
  language plpgsql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_since timestamptz := now() - interval '30 days';
  v_totals app_public.admin_totals;
begin
  perform app_private.assert_admin();
  select count(*), count(*) filter (where t.created_at >= v_since),
      count(*) filter (where t.category = 'BEECAFE'),
      count(*) filter (where t.category = 'BEECAFE' and t.created_at >= v_since)
    into v_totals.things, v_totals.things_added, v_totals.bee_cafes, v_totals.bee_cafes_added
    from app_public.things t where t.deleted_at is null;
  select count(*), count(*) filter (where d.created_at >= v_since)
    into v_totals.devices, v_totals.devices_added from app_public.devices d;
  select count(*), count(*) filter (where u.created_at >= v_since)
    into v_totals.users, v_totals.users_added from app_public.users u;
  return v_totals;
end;
$$;
comment on function app_public.admin_totals() is
  'Administrators: totals of things, bee cafes, devices and users, with how many were added in the last 30 days.';
grant execute on function app_public.admin_totals() to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Analytics per week (UTC weeks starting on Monday; the newest is the current,
-- unfinished week): sign-ups, actions by type, and active users (people who
-- recorded at least one action that week).

create type app_public.admin_week as (
  week_start date,
  sign_ups integer,
  active_users integer,
  actions integer,
  created integer,
  share integer,
  education integer,
  measurement integer,
  watering integer,
  litter_cleanup integer,
  upkeep integer
);
comment on type app_public.admin_week is
  'One UTC week (Monday to Sunday): sign-ups, people who recorded an action, and actions by type.';

create function app_public.admin_weekly_analytics(weeks integer default 12)
returns setof app_public.admin_week
  language plpgsql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_weeks integer := least(greatest(coalesce(weeks, 12), 1), 104);
  -- UTC wall-clock times (timestamp without time zone), so that ::date is the UTC date.
  v_this_week timestamp := date_trunc('week', now() at time zone 'UTC');
  v_first timestamp := v_this_week - make_interval(weeks => v_weeks - 1);
begin
  perform app_private.assert_admin();
  return query
    with week as (
      select w::date as week_start
      from generate_series(v_first, v_this_week, interval '1 week') w
    ),
    signups as (
      select date_trunc('week', u.created_at at time zone 'UTC')::date as week_start,
        count(*)::integer as n
      from app_public.users u
      where u.created_at >= v_first at time zone 'UTC'
      group by 1
    ),
    acts as (
      select date_trunc('week', a.created_at at time zone 'UTC')::date as week_start,
        count(distinct a.creator_id)::integer as active_users,
        count(*)::integer as actions,
        (count(*) filter (where a.type = 'CREATED'))::integer as created,
        (count(*) filter (where a.type = 'SHARE'))::integer as share,
        (count(*) filter (where a.type = 'EDUCATION'))::integer as education,
        (count(*) filter (where a.type = 'MEASUREMENT'))::integer as measurement,
        (count(*) filter (where a.type = 'WATERING'))::integer as watering,
        (count(*) filter (where a.type = 'LITTER_CLEANUP'))::integer as litter_cleanup,
        (count(*) filter (where a.type = 'UPKEEP'))::integer as upkeep
      from app_public.actions a
      where a.created_at >= v_first at time zone 'UTC'
      group by 1
    )
    select w.week_start, coalesce(s.n, 0), coalesce(a.active_users, 0), coalesce(a.actions, 0),
      coalesce(a.created, 0), coalesce(a.share, 0), coalesce(a.education, 0),
      coalesce(a.measurement, 0), coalesce(a.watering, 0), coalesce(a.litter_cleanup, 0),
      coalesce(a.upkeep, 0)
    from week w
    left join signups s using (week_start)
    left join acts a using (week_start)
    order by w.week_start;
end;
$$;
comment on function app_public.admin_weekly_analytics(integer) is
  'Administrators: the last `weeks` UTC weeks (1 to 104, default 12), oldest first, the current week last.';
grant execute on function app_public.admin_weekly_analytics(integer) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Support: addresses nobody has verified yet (newest first).

create type app_public.admin_unverified_email as (
  user_id uuid,
  username text,
  name text,
  email text,
  is_primary boolean,
  added_at timestamptz,
  last_sign_in timestamptz
);

create function app_public.admin_unverified_emails() returns setof app_public.admin_unverified_email
  language plpgsql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  perform app_private.assert_admin();
  return query
    select u.id, u.username::text, u.name, e.email::text, e.is_primary, e.created_at, u.last_sign_in
    from app_public.user_emails e
    join app_public.users u on u.id = e.user_id
    where not e.is_verified
    order by e.created_at desc, e.id
    limit 500;
end;
$$;
comment on function app_public.admin_unverified_emails() is
  'Administrators: e-mail addresses not verified yet, newest first (at most 500).';
grant execute on function app_public.admin_unverified_emails() to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Support: sign-in lockouts in the last 24 hours (failures are kept for a day). The
-- limiter (0002, 0012) refuses a username after 10 failures in 15 minutes (ACCOUNT)
-- and a client address after 30 (ADDRESS); a lockout is any 15-minute window that
-- reached the limit. lockedUntil is when the current lockout ends, null when none is
-- in force.

create type app_public.admin_sign_in_lockout as (
  kind text,
  subject text,
  failures integer,
  locked_at timestamptz,
  last_failure_at timestamptz,
  locked_until timestamptz
);
comment on type app_public.admin_sign_in_lockout is
  'A username (ACCOUNT) or client address (ADDRESS) the sign-in limiter refused in the last 24 hours.';

create function app_public.admin_sign_in_lockouts() returns setof app_public.admin_sign_in_lockout
  language plpgsql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  perform app_private.assert_admin();
  return query
    with failure as (
      select 'ACCOUNT'::text as kind, f.username::text as subject, f.failed_at, 10 as lim
      from app_private.sign_in_failures f where f.failed_at > now() - interval '1 day'
      union all
      select 'ADDRESS', f.ip, f.failed_at, 30
      from app_private.sign_in_failures f where f.failed_at > now() - interval '1 day'
    ),
    windowed as (
      select f.*, count(*) over (partition by f.kind, f.subject order by f.failed_at
          range between interval '15 minutes' preceding and current row) as in_window,
        row_number() over (partition by f.kind, f.subject order by f.failed_at desc) as recent
      from failure f
    )
    select w.kind, w.subject, count(*)::integer,
      min(w.failed_at) filter (where w.in_window >= w.lim),
      max(w.failed_at),
      -- The limit-th newest failure leaves the window 15 minutes after it happened.
      (select x.failed_at + interval '15 minutes' from windowed x
        where x.kind = w.kind and x.subject = w.subject and x.recent = w.lim
          and x.failed_at + interval '15 minutes' > now())
    from windowed w
    group by w.kind, w.subject, w.lim
    having max(w.in_window) >= w.lim
    order by max(w.failed_at) desc
    limit 200;
end;
$$;
comment on function app_public.admin_sign_in_lockouts() is
  'Administrators: usernames and client addresses the sign-in limiter refused in the last 24 hours, most recent first.';
grant execute on function app_public.admin_sign_in_lockouts() to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Support: things nobody looks after. A thing has no steward when none of its owners,
-- collaborators or sharing groups' members recorded an action on it in the last `days` days (default 60) —
-- which includes things that have no owner or collaborator at all. Longest neglected
-- first.

create function app_public.admin_things_without_steward(days integer default 60)
returns setof app_public.things
  language plpgsql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_since timestamptz := now() - make_interval(days => least(greatest(coalesce(days, 60), 1), 3650));
begin
  perform app_private.assert_admin();
  return query
    select t.* from app_public.things t
    where t.deleted_at is null
      and not exists (
        -- Stewards: owners and collaborators, and members of groups the thing is shared
        -- with (decision 0136: they look after it as collaborators).
        select 1 from app_public.actions a
        where a.thing_id = t.id and a.created_at >= v_since
          and (exists (select 1 from app_public.thing_accesses ta
                       where ta.thing_id = t.id and ta.user_id = a.creator_id
                         and (ta.is_owner or ta.is_collaborator))
               or exists (select 1 from app_public.thing_groups tg
                          join app_public.group_memberships gm on gm.group_id = tg.group_id
                          where tg.thing_id = t.id and gm.user_id = a.creator_id)))
    order by coalesce(t.last_action, t.created_at), t.id
    limit 500;
end;
$$;
comment on function app_public.admin_things_without_steward(integer) is
  'Administrators: things none of whose owners, collaborators or sharing groups'' members recorded an action in the last `days` days (1 to 3650, default 60), or that have none; longest neglected first (at most 500).';
grant execute on function app_public.admin_things_without_steward(integer) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Support: e-mail jobs that used up their attempts, and their retry. The tasks that
-- send e-mail are listed here; test/admin-dashboard.test.ts holds the list to the
-- worker's tasks marked `sendsMail`. The recipient comes from the payload; the rest
-- of the payload (tokens) never leaves the database.
-- graphile-worker installs its schema after our migrations, so these are PL/pgSQL
-- (checked when called, not when created).

create table app_private.mail_tasks (identifier text primary key);
insert into app_private.mail_tasks (identifier) values
  ('user_emails__send_verification'), ('user__forgot_password'), ('user__added_by_admin'),
  ('user__send_delete_account_email'), ('user__password_changed'), ('digest__send');

create type app_public.admin_mail_job as (
  id bigint,
  task text,
  recipient text,
  attempts integer,
  max_attempts integer,
  last_error text,
  created_at timestamptz,
  failed_at timestamptz,
  run_at timestamptz
);
comment on type app_public.admin_mail_job is
  'An e-mail job in the queue: which mail (task), to whom, its attempts and last error.';

create function app_private.admin_mail_job(job_id bigint) returns app_public.admin_mail_job
  language plpgsql stable
  as $$
declare
  v_job app_public.admin_mail_job;
begin
  select j.id, t.identifier, j.payload ->> 'email', j.attempts, j.max_attempts, j.last_error,
      j.created_at, j.updated_at, j.run_at
    into v_job
    from graphile_worker._private_jobs j
    join graphile_worker._private_tasks t on t.id = j.task_id
    join app_private.mail_tasks m on m.identifier = t.identifier
    where j.id = job_id;
  return v_job;
end;
$$;

create function app_public.admin_failed_mail_jobs() returns setof app_public.admin_mail_job
  language plpgsql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  perform app_private.assert_admin();
  return query
    select j.id, t.identifier, j.payload ->> 'email', j.attempts::integer, j.max_attempts::integer,
      j.last_error, j.created_at, j.updated_at, j.run_at
    from graphile_worker._private_jobs j
    join graphile_worker._private_tasks t on t.id = j.task_id
    join app_private.mail_tasks m on m.identifier = t.identifier
    where j.attempts >= j.max_attempts
    order by j.updated_at desc, j.id desc
    limit 200;
end;
$$;
comment on function app_public.admin_failed_mail_jobs() is
  'Administrators: e-mail jobs that failed on every attempt, most recent failure first, with the last error.';
grant execute on function app_public.admin_failed_mail_jobs() to bk_anonymous, bk_user, bk_admin;

-- Requeue a failed e-mail job now, with its attempts reset, and log it. A job that is
-- not (or no longer) failed is refused with NTFND, so a second click or a second
-- administrator cannot send the mail twice.
create function app_public.retry_failed_mail_job(job_id bigint) returns app_public.admin_mail_job
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_before app_public.admin_mail_job;
begin
  perform app_private.assert_admin();
  perform 1 from graphile_worker._private_jobs j where j.id = job_id for update;
  v_before := app_private.admin_mail_job(job_id);
  if v_before.id is null or v_before.attempts < v_before.max_attempts then
    raise exception 'This e-mail is no longer waiting for a retry' using errcode = 'NTFND';
  end if;
  if not exists (
    select 1 from graphile_worker.reschedule_jobs(array[job_id], run_at => now(), attempts => 0)
  ) then
    raise exception 'This e-mail is being sent right now' using errcode = 'NTFND';
  end if;
  perform app_private.record_admin_action('RETRY_MAIL_JOB', 'mail_job', job_id::text,
    jsonb_build_object('task', v_before.task, 'recipient', v_before.recipient,
      'attempts', v_before.attempts, 'lastError', v_before.last_error));
  return app_private.admin_mail_job(job_id);
end;
$$;
comment on function app_public.retry_failed_mail_job(bigint) is
  'Administrators: queue a failed e-mail job again, now, with its attempts reset. Recorded in the audit log.';
grant execute on function app_public.retry_failed_mail_job(bigint) to bk_anonymous, bk_user, bk_admin;
