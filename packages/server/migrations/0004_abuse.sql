-- Abuse that was still open (issue 9 §4): identities hidden from guests, a sign-in
-- limiter that holds under concurrency, reset lockout per token and address, rate
-- limits on sign-up, e-mail and passphrase changes, revocable sessions, a maximum
-- passphrase length, badges that cannot be farmed and photos removed on deletion.
-- Additive: an existing database migrates in place.
-- Decisions: docs/decisions/0105-abuse-limits.md.

--------------------------------------------------------------------------------
-- Guests see no identities (§4 "Guests see no identities"). The feed shows "A
-- neighbour" to guests; the ids behind it must not be joinable with anything that
-- names a user. Two paths are closed, so either alone would be enough:
--  * Action.creatorId is null for guests, on every path that returns an action
--    (allActions, Thing.actions, node, actionById …): the column is not selectable
--    through the API any more, and a computed column of the same name answers.
--  * the leaderboard's userId is null for guests.

comment on column app_public.actions.creator_id is E'@behavior -attribute:select -attribute:orderBy -attribute:filterBy';

create function app_public.actions_creator_id(action app_public.actions) returns uuid
  language sql stable
  as $$
    select case when app_public.current_user_id() is not null then action.creator_id end
  $$;
comment on function app_public.actions_creator_id(app_public.actions) is
  'The user who recorded the action; null for guests, who see "A neighbour".';
grant execute on function app_public.actions_creator_id(app_public.actions)
  to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Badges and points cannot be farmed (decision 0105):
--  * only actions on public things count, for badges as for points;
--  * at most 3 actions of one type by one person on one thing count per clock hour;
--  * badges follow the actions that stay: deleting actions (or the thing, whose
--    actions go with it) recounts, and a badge awarded in the last 7 days whose
--    threshold is no longer met is taken back. Older badges stay earned.

create function app_private.counted_actions_per_hour() returns integer
  language sql immutable
  as $$ select 3 $$;

-- How many of a person's actions of one type count toward badges.
create function app_private.counted_actions(user_id uuid, type app_public.action_type)
returns integer
  language sql stable
  as $$
    select count(*)::integer from (
      select row_number() over (
          partition by a.thing_id, date_trunc('hour', a.created_at)
          order by a.created_at, a.id) as n
      from app_public.actions a
      join app_public.things t on t.id = a.thing_id and t.is_public
      where a.creator_id = counted_actions.user_id and a.type = counted_actions.type
    ) c
    where c.n <= app_private.counted_actions_per_hour()
  $$;

-- Award the badges a person now qualifies for, and take back recent ones they no
-- longer qualify for.
create function app_private.recount_badges(p_user_id uuid, p_type app_public.action_type)
returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_badge text := app_private.badge_for_action(p_type);
  v_count integer;
begin
  if v_badge is null or p_user_id is null then
    return;
  end if;
  v_count := app_private.counted_actions(p_user_id, p_type);
  insert into app_public.user_badges (user_id, badge_type_id)
  select p_user_id, b.id from app_public.badge_types b
  where b.badge_type = v_badge and b.is_active and b.threshold <= v_count
  on conflict (user_id, badge_type_id) do nothing;
  delete from app_public.user_badges ub
  using app_public.badge_types b
  where ub.badge_type_id = b.id and ub.user_id = p_user_id
    and b.badge_type = v_badge and b.threshold > v_count
    and ub.awarded_at > now() - interval '7 days';
end;
$$;

create or replace function app_private.tg_actions__after_insert() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  update app_public.things set last_action = greatest(last_action, new.created_at)
    where id = new.thing_id;
  perform app_private.recount_badges(new.creator_id, new.type);
  return null;
end;
$$;

create function app_private.tg_actions__after_delete() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  -- Skipped while the user is being deleted (their badges go with them).
  if exists (select 1 from app_public.users u where u.id = old.creator_id) then
    perform app_private.recount_badges(old.creator_id, old.type);
  end if;
  return null;
end;
$$;
create trigger _500_after_delete after delete on app_public.actions
  for each row execute function app_private.tg_actions__after_delete();

-- The leaderboard counts the same actions as badges do. The user id is given only
-- to signed-in callers (who may read users anyway), so guests cannot join it with
-- anything else.
create or replace function app_public.scores(period app_public.score_period default 'MONTH', max_rows integer default 50)
returns setof app_public.score
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    with ranked as (
      select a.creator_id, a.type,
        row_number() over (
          partition by a.creator_id, a.thing_id, a.type, date_trunc('hour', a.created_at)
          order by a.created_at, a.id) as n
      from app_public.actions a
      join app_public.things t on t.id = a.thing_id and t.is_public
      where a.creator_id is not null
        and a.created_at >= case period
          when 'WEEK' then now() - interval '7 days'
          when 'MONTH' then now() - interval '30 days'
          when 'YEAR' then now() - interval '365 days'
          else '-infinity'::timestamptz end
    ),
    counted as (
      select r.creator_id as user_id,
        sum(app_private.action_points(r.type))::integer as points,
        count(*)::integer as actions,
        (count(*) filter (where r.type = 'CREATED'))::integer as created,
        (count(*) filter (where r.type = 'SHARE'))::integer as share,
        (count(*) filter (where r.type = 'EDUCATION'))::integer as education,
        (count(*) filter (where r.type = 'MEASUREMENT'))::integer as measurement,
        (count(*) filter (where r.type = 'WATERING'))::integer as watering,
        (count(*) filter (where r.type = 'LITTER_CLEANUP'))::integer as litter_cleanup,
        (count(*) filter (where r.type = 'UPKEEP'))::integer as upkeep
      from ranked r
      where r.n <= app_private.counted_actions_per_hour()
      group by r.creator_id
    )
    select (rank() over (order by c.points desc))::integer,
      case when app_public.current_user_id() is not null then c.user_id end,
      u.username::text,
      u.has_image, u.image, c.points, c.actions, c.created, c.share, c.education,
      c.measurement, c.watering, c.litter_cleanup, c.upkeep
    from counted c join app_public.users u on u.id = c.user_id
    order by c.points desc, u.username
    limit least(greatest(coalesce(max_rows, 50), 1), 200)
  $$;
comment on function app_public.scores(app_public.score_period, integer) is
  'The leaderboard: points per user over the last week, month (30 days), year or all time. At most 3 actions of a type per thing and hour count, on public things only. userId is null for guests.';

--------------------------------------------------------------------------------
-- Sessions can be ended. Every token carries the user's token version (claim
-- token_version; tokens from before this migration have none, which counts as 0).
-- The server passes it in jwt.claims.token_version, and current_user_id() is null
-- when it differs from the stored version or when the user no longer exists: such
-- a token reads what a guest reads, and nothing of any account. Signing out
-- everywhere, changing or resetting the passphrase bump the version.

alter table app_private.user_secrets add column token_version integer not null default 0;

create or replace function app_public.current_user_id() returns uuid
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select u.id
    from app_public.users u
    left join app_private.user_secrets s on s.user_id = u.id
    where u.id = nullif(current_setting('jwt.claims.user_id', true), '')::uuid
      and coalesce(s.token_version, 0)
        = coalesce(nullif(current_setting('jwt.claims.token_version', true), '')::integer, 0)
  $$;
comment on function app_public.current_user_id() is
  'The id of the signed-in user, or null for guests and for ended sessions.';

alter type app_public.jwt_token add attribute token_version integer;

create or replace function app_public.sign_in_as_guest() returns app_public.jwt_token
  language sql volatile
  as $$
    select ('bk_anonymous', null, extract(epoch from now() + interval '12 hours')::bigint,
      'bloomkeep', null)::app_public.jwt_token
  $$;

-- The claims of a session for a user, without the side effects of signing in.
create function app_private.claims_for(user_id uuid) returns app_public.jwt_token
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select (
      case when u.is_admin then 'bk_admin' else 'bk_user' end,
      u.id,
      extract(epoch from now() + interval '7 days')::bigint,
      'bloomkeep',
      coalesce(s.token_version, 0)
    )::app_public.jwt_token
    from app_public.users u
    left join app_private.user_secrets s on s.user_id = u.id
    where u.id = claims_for.user_id
  $$;

create or replace function app_private.session_for(user_id uuid) returns app_public.jwt_token
  language plpgsql volatile
  as $$
#variable_conflict use_column
begin
  update app_public.users set last_sign_in = now() where id = session_for.user_id;
  perform app_private.award_badge(session_for.user_id, 'signin', 1);
  return app_private.claims_for(session_for.user_id);
end;
$$;

-- Ends every session of the user: tokens issued before no longer name them.
create function app_private.end_sessions(user_id uuid) returns void
  language sql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    insert into app_private.user_secrets as s (user_id, token_version)
    values (end_sessions.user_id, 1)
    on conflict (user_id) do update set token_version = s.token_version + 1
  $$;

create function app_public.sign_out_everywhere() returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  perform app_private.end_sessions(v_user_id);
  return true;
end;
$$;
comment on function app_public.sign_out_everywhere() is
  'End every session of your account, this one included, on every device.';
grant execute on function app_public.sign_out_everywhere() to bk_user;

--------------------------------------------------------------------------------
-- A general rate-limit ledger: events per bucket and key (a client address, a user
-- id or an e-mail address). rate_limit_hit counts the events in the window under an
-- advisory lock on (bucket, key), so concurrent callers cannot all slip under the
-- limit, and records one more when there is room.

create table app_private.rate_limit_events (
  id bigint generated always as identity primary key,
  bucket text not null,
  key text not null,
  at timestamptz not null default now()
);
create index rate_limit_events_idx on app_private.rate_limit_events (bucket, key, at);

-- True when `max` events already happened in `window`: the caller is refused and
-- nothing is recorded. Otherwise records the event and answers false.
create function app_private.rate_limit_hit(bucket text, key text, max integer, win interval)
returns boolean
  language plpgsql volatile
  as $$
#variable_conflict use_variable
begin
  perform pg_advisory_xact_lock(hashtext('bloomkeep:rate:' || bucket || ':' || key));
  if (
    select count(*) from app_private.rate_limit_events e
    where e.bucket = rate_limit_hit.bucket and e.key = rate_limit_hit.key
      and e.at > now() - win
  ) >= max then
    return true;
  end if;
  insert into app_private.rate_limit_events (bucket, key) values (bucket, key);
  -- Housekeeping: forget events older than a day.
  delete from app_private.rate_limit_events e
    where e.bucket = rate_limit_hit.bucket and e.key = rate_limit_hit.key
      and e.at < now() - interval '1 day';
  return false;
end;
$$;

--------------------------------------------------------------------------------
-- The sign-in limiter under concurrency: the count and the check run under
-- advisory locks (the client address, then the username: always in that order, so
-- two attempts never wait on each other in a cycle). An attempt waits until the
-- one before it has recorded its failure, so 30 parallel guesses are checked at
-- most as often as the limit allows.

create or replace function app_public.sign_in_attempt(username text, password text) returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_ip text := app_private.client_ip();
  v_username public.citext := coalesce(sign_in_attempt.username, '')::public.citext;
  v_user app_public.users;
  v_hash text;
  v_token app_public.jwt_token;
begin
  perform pg_advisory_xact_lock(hashtext('bloomkeep:sign-in-ip:' || v_ip));
  perform pg_advisory_xact_lock(hashtext('bloomkeep:sign-in-user:' || lower(v_username::text)));
  if (
    select count(*) from app_private.sign_in_failures f
    where f.ip = v_ip and f.failed_at > now() - interval '15 minutes'
  ) >= 30 or (
    (select count(*) from app_private.sign_in_failures f
      where f.username = v_username and f.failed_at > now() - interval '15 minutes') >= 10
    and exists (select 1 from app_private.sign_in_failures f
      where f.username = v_username and f.ip = v_ip
        and f.failed_at > now() - interval '15 minutes')
  ) then
    insert into app_private.sign_in_failures (username, ip) values (v_username, v_ip);
    return json_build_object('outcome', 'RATEL');
  end if;

  select u.* into v_user from app_public.users u where u.username = v_username;
  if v_user.id is not null then
    select s.password_hash into v_hash from app_private.user_secrets s where s.user_id = v_user.id;
  end if;
  if v_hash is null then
    -- The same bcrypt work as a real check, so timing does not reveal usernames.
    perform public.crypt(coalesce(sign_in_attempt.password, ''), public.gen_salt('bf', 10));
  end if;
  if v_hash is null or public.crypt(coalesce(sign_in_attempt.password, ''), v_hash) <> v_hash
    or not app_private.passphrase_comparable(v_user.id, sign_in_attempt.password) then
    insert into app_private.sign_in_failures (username, ip) values (v_username, v_ip);
    -- Housekeeping: forget failures older than a day.
    delete from app_private.sign_in_failures f where f.failed_at < now() - interval '1 day';
    return json_build_object('outcome', 'CREDS');
  end if;

  -- Hashes made before migration 0002 used bcrypt's default cost (6): upgrade them.
  if v_hash !~ '^\$2[abxy]?\$(1[0-9]|[2-9][0-9])\$' then
    perform app_private.set_password(v_user.id, sign_in_attempt.password);
  end if;
  v_token := app_private.session_for(v_user.id);
  return json_build_object('outcome', 'OK', 'role', v_token.role, 'user_id', v_token.user_id,
    'exp', v_token.exp, 'aud', v_token.aud, 'token_version', v_token.token_version);
end;
$$;

--------------------------------------------------------------------------------
-- Reset lockout per token and address. Wrong reset tokens used to be counted per
-- user, so anyone who knew a user id could lock that user's reset for an hour.
-- Now a wrong token counts against the client address that sent it, for the
-- reset token being guessed: 5 wrong tokens from one address lock that address
-- out of that reset (LOCKD) for an hour; other addresses, and the real link from
-- the e-mail, keep working. A new reset e-mail (a new token) starts afresh. One
-- address is also refused after 30 wrong tokens across all users in an hour.

create table app_private.reset_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null references app_public.users (id) on delete cascade,
  token_hash text,
  ip text not null,
  failed_at timestamptz not null default now()
);
create index reset_failures_user_ip_idx on app_private.reset_failures (user_id, ip, failed_at);
create index reset_failures_ip_idx on app_private.reset_failures (ip, failed_at);

create or replace function app_public.reset_password(user_id uuid, reset_token text, new_password text)
returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_secrets app_private.user_secrets;
  v_ip text := app_private.client_ip();
begin
  perform pg_advisory_xact_lock(hashtext('bloomkeep:reset-ip:' || v_ip));
  select s.* into v_secrets from app_private.user_secrets s where s.user_id = reset_password.user_id;
  if v_secrets.user_id is null then
    return false;
  end if;
  if (
    select count(*) from app_private.reset_failures f
    where f.user_id = reset_password.user_id and f.ip = v_ip
      and f.token_hash is not distinct from v_secrets.reset_token_hash
      and f.failed_at > now() - interval '1 hour'
  ) >= 5 or (
    select count(*) from app_private.reset_failures f
    where f.ip = v_ip and f.failed_at > now() - interval '1 hour'
  ) >= 30 then
    raise exception 'Passphrase reset locked - too many reset attempts' using errcode = 'LOCKD';
  end if;
  if v_secrets.reset_token_hash is null
    or v_secrets.reset_token_hash <> app_private.token_hash(reset_password.reset_token)
    or v_secrets.reset_token_expires_at <= now() then
    insert into app_private.reset_failures (user_id, token_hash, ip)
      values (reset_password.user_id, v_secrets.reset_token_hash, v_ip);
    delete from app_private.reset_failures f where f.failed_at < now() - interval '1 day';
    return false;
  end if;
  perform app_private.assert_valid(app_private.passphrase_error(reset_password.new_password));
  perform app_private.set_password(reset_password.user_id, reset_password.new_password);
  perform app_private.end_sessions(reset_password.user_id);
  update app_private.user_secrets set
      reset_token_hash = null,
      reset_token_expires_at = null,
      failed_reset_attempts = 0,
      first_failed_reset_attempt = null
    where user_secrets.user_id = reset_password.user_id;
  -- The token arrived at that address, which proves it.
  update app_public.user_emails set is_verified = true
    where id = v_secrets.reset_user_email_id and not is_verified
      and not exists (
        select 1 from app_public.user_emails o
        where o.email = user_emails.email and o.is_verified
      );
  return true;
end;
$$;
comment on function app_public.reset_password(uuid, text, text) is
  'Set a new passphrase with the e-mailed token; false when the token is wrong or expired.';

--------------------------------------------------------------------------------
-- Rate limits on what sends e-mail or creates accounts (limits in decision 0105).
--  * signUp: 20 accounts per client address per hour and 50 a day (RATEL): a class
--    or a workshop behind one address can still register together;
--  * verification e-mails: at most 3 an hour and 10 a day to one address, however
--    many accounts ask (further ones are silently not sent);
--  * createUserEmail: 10 addresses added per user per hour (RATEL);
--  * resendEmailVerificationCode: once a minute per address (as before) and the
--    recipient limits above; answers false when nothing was sent;
--  * forgotPassword: 10 requests per client address per hour (RATEL, whatever the
--    address asked for, so the refusal reveals nothing), one e-mail a minute and 3
--    an hour per account (silently).

create or replace function app_private.send_verification(user_email_id uuid) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_email app_public.user_emails;
  v_token text := app_private.new_token();
  v_recipient text;
begin
  select * into v_email from app_public.user_emails where id = user_email_id;
  if v_email.id is null or v_email.is_verified then
    return;
  end if;
  v_recipient := lower(v_email.email::text);
  -- No mail-bombing an address through us, however many accounts ask.
  if app_private.rate_limit_hit('verification-mail-day', v_recipient, 10, interval '1 day')
    or app_private.rate_limit_hit('verification-mail-hour', v_recipient, 3, interval '1 hour') then
    return;
  end if;
  insert into app_private.user_email_secrets as s
      (user_email_id, verification_token_hash, verification_expires_at, verification_email_sent_at)
    values (v_email.id, app_private.token_hash(v_token), now() + interval '7 days', now())
    on conflict (user_email_id) do update set
      verification_token_hash = excluded.verification_token_hash,
      verification_expires_at = excluded.verification_expires_at,
      verification_email_sent_at = excluded.verification_email_sent_at;
  perform app_private.enqueue('user_emails__send_verification', json_build_object(
    'userEmailId', v_email.id, 'email', v_email.email::text, 'token', v_token));
end;
$$;

create or replace function app_public.resend_email_verification_code(email_id uuid) returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_email app_public.user_emails;
  v_sent_at timestamptz;
begin
  select * into v_email from app_public.user_emails e
    where e.id = email_id and e.user_id = app_public.current_user_id();
  if v_email.id is null or v_email.is_verified then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtext('bloomkeep:resend:' || v_email.id::text));
  -- At most one message a minute per address.
  if exists (
    select 1 from app_private.user_email_secrets s
    where s.user_email_id = v_email.id
      and s.verification_email_sent_at > now() - interval '1 minute'
  ) then
    return false;
  end if;
  select s.verification_email_sent_at into v_sent_at
    from app_private.user_email_secrets s where s.user_email_id = v_email.id;
  perform app_private.send_verification(v_email.id);
  -- True only when a message was queued (the recipient limits may refuse it).
  return exists (
    select 1 from app_private.user_email_secrets s
    where s.user_email_id = v_email.id
      and s.verification_email_sent_at is distinct from v_sent_at
  );
end;
$$;

create function app_private.tg_user_emails__rate_limit() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  -- Only API callers adding an address to their own account; sign_up has its own limit.
  if current_setting('role', true) in ('bk_user', 'bk_admin')
    and coalesce(current_setting('bloomkeep.system_write', true), '') <> 'on'
    and app_private.rate_limit_hit('add-email', new.user_id::text, 10, interval '1 hour') then
    raise exception 'Too many attempts. Please wait a minute and try again.' using errcode = 'RATEL';
  end if;
  return new;
end;
$$;
create trigger _050_rate_limit before insert on app_public.user_emails
  for each row execute function app_private.tg_user_emails__rate_limit();

create or replace function app_public.sign_up(name text, username text, email text, password text)
returns app_public.jwt_token
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid;
begin
  perform app_private.assert_valid(
    app_private.name_error(sign_up.name),
    app_private.username_error(sign_up.username),
    app_private.email_error(sign_up.email),
    app_private.passphrase_error(sign_up.password));
  -- Counted before the checks below, but a refused sign-up rolls back its count.
  if app_private.rate_limit_hit('sign-up-day', app_private.client_ip(), 50, interval '1 day')
    or app_private.rate_limit_hit('sign-up', app_private.client_ip(), 20, interval '1 hour') then
    raise exception 'Too many attempts. Please wait a minute and try again.' using errcode = 'RATEL';
  end if;
  if exists (select 1 from app_public.users u where u.username = sign_up.username::public.citext)
  then
    raise exception 'Username already exists' using errcode = 'UNTKN';
  end if;
  if exists (
    select 1 from app_public.user_emails e
    where e.email = sign_up.email::public.citext and e.is_verified
  ) then
    raise exception 'Email already exists' using errcode = 'EMTKN';
  end if;
  perform set_config('bloomkeep.system_write', 'on', true);
  insert into app_public.users (name, username) values (sign_up.name, sign_up.username)
    returning id into v_user_id;
  insert into app_public.user_emails (user_id, email) values (v_user_id, sign_up.email);
  perform set_config('bloomkeep.system_write', '', true);
  perform app_private.set_password(v_user_id, sign_up.password);
  return app_private.session_for(v_user_id);
end;
$$;

create or replace function app_public.forgot_password(email text) returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_email app_public.user_emails;
  v_token text := app_private.new_token();
begin
  -- Per client address, whatever it asks for: the refusal says nothing about the
  -- address, and it is the same for known and unknown ones.
  if app_private.rate_limit_hit('forgot-password', app_private.client_ip(), 10, interval '1 hour')
  then
    raise exception 'Too many attempts. Please wait a minute and try again.' using errcode = 'RATEL';
  end if;
  select e.* into v_email from app_public.user_emails e
    where e.email = forgot_password.email::public.citext and e.is_verified;
  if v_email.id is null then
    return true;
  end if;
  perform pg_advisory_xact_lock(hashtext('bloomkeep:forgot:' || v_email.user_id::text));
  -- At most one reset e-mail a minute per account.
  if exists (
    select 1 from app_private.user_secrets s
    where s.user_id = v_email.user_id and s.reset_email_sent_at > now() - interval '1 minute'
  ) then
    return true;
  end if;
  -- And at most 3 an hour.
  if app_private.rate_limit_hit('reset-mail', v_email.user_id::text, 3, interval '1 hour') then
    return true;
  end if;
  insert into app_private.user_secrets as s (user_id) values (v_email.user_id)
    on conflict (user_id) do nothing;
  update app_private.user_secrets set
      reset_token_hash = app_private.token_hash(v_token),
      reset_token_expires_at = now() + interval '1 hour',
      reset_user_email_id = v_email.id,
      reset_email_sent_at = now()
    where user_id = v_email.user_id;
  perform app_private.enqueue('user__forgot_password', json_build_object(
    'userId', v_email.user_id, 'email', v_email.email::text, 'token', v_token));
  return true;
end;
$$;

--------------------------------------------------------------------------------
-- changePassword: a stolen session must not brute-force the old passphrase. Wrong
-- old passphrases are recorded per user; after 5 in 15 minutes the check is refused
-- (RATEL) without looking at the passphrase. Like sign-in, the SQL answers with an
-- outcome so that the recorded failure commits; the mutation (src/sign-in.ts)
-- turns OLDPW and RATEL into errors.

create table app_private.change_password_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null references app_public.users (id) on delete cascade,
  failed_at timestamptz not null default now()
);
create index change_password_failures_idx
  on app_private.change_password_failures (user_id, failed_at);

comment on function app_public.change_password(text, text) is
  E'@omit\nReplaced by change_password_attempt (the changePassword mutation in src/sign-in.ts).';
revoke execute on function app_public.change_password(text, text) from bk_user;

create function app_public.change_password_attempt(old_password text, new_password text)
returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_hash text;
  v_email text;
  v_token app_public.jwt_token;
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  perform pg_advisory_xact_lock(hashtext('bloomkeep:change-password:' || v_user_id::text));
  if (
    select count(*) from app_private.change_password_failures f
    where f.user_id = v_user_id and f.failed_at > now() - interval '15 minutes'
  ) >= 5 then
    return json_build_object('outcome', 'RATEL');
  end if;
  select s.password_hash into v_hash from app_private.user_secrets s where s.user_id = v_user_id;
  if v_hash is null or public.crypt(coalesce(old_password, ''), v_hash) <> v_hash
    or not app_private.passphrase_comparable(v_user_id, old_password) then
    insert into app_private.change_password_failures (user_id) values (v_user_id);
    delete from app_private.change_password_failures f where f.failed_at < now() - interval '1 day';
    return json_build_object('outcome', 'OLDPW');
  end if;
  perform app_private.assert_valid(app_private.passphrase_error(new_password));
  perform app_private.set_password(v_user_id, new_password);
  -- Every other session ends; the caller carries on with the token returned here.
  perform app_private.end_sessions(v_user_id);
  delete from app_private.change_password_failures f where f.user_id = v_user_id;
  select e.email into v_email from app_public.user_emails e
    where e.user_id = v_user_id and e.is_primary;
  if v_email is not null then
    perform app_private.enqueue('user__password_changed', json_build_object(
      'userId', v_user_id, 'email', v_email));
  end if;
  v_token := app_private.claims_for(v_user_id);
  return json_build_object('outcome', 'OK', 'role', v_token.role, 'user_id', v_token.user_id,
    'exp', v_token.exp, 'aud', v_token.aud, 'token_version', v_token.token_version);
end;
$$;
comment on function app_public.change_password_attempt(text, text) is
  E'@omit\nUsed by the changePassword mutation (src/sign-in.ts); returns an outcome.';
grant execute on function app_public.change_password_attempt(text, text)
  to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Passphrases longer than 72 bytes (UTF-8) are refused: bcrypt reads only the
-- first 72, so two longer passphrases sharing them would both be accepted. The
-- message and the bound are packages/schema validation.ts (passphraseTooLong,
-- PASSPHRASE_MAX_BYTES); test/validation-sql.test.ts checks that they agree.
-- Existing passphrases keep working: only new ones are checked.

create or replace function app_private.passphrase_error(value text) returns text
  language sql immutable
  as $$
    select case
      when value is null or value = '' then 'Passphrase is required'
      when char_length(value) < 8 then 'Passphrase must be at least 8 characters'
      when octet_length(convert_to(value, 'UTF8')) > 72
        then 'Passphrase must be at most 72 bytes long (72 plain letters; accented letters and emoji take 2 to 4 each)'
      when value !~ '[[:upper:]]' then 'Passphrase must contain at least one uppercase letter'
      when value !~ '[[:lower:]]' then 'Passphrase must contain at least one lowercase letter'
      when value !~ '[[:digit:]]' then 'Passphrase must contain at least one number'
    end
  $$;

-- bcrypt also truncates what is typed at sign-in: a longer attempt that starts
-- with someone's 72-byte passphrase would match it. Passphrases set from now on are
-- at most 72 bytes, so a longer attempt is simply wrong for them. Hashes set before
-- this migration may stand for a longer passphrase (typed in full at every sign-in),
-- so those accounts keep the old behaviour until the passphrase is next set.
alter table app_private.user_secrets add column passphrase_within_72_bytes boolean not null default false;

create or replace function app_private.set_password(user_id uuid, password text) returns void
  language sql volatile
  as $$
    insert into app_private.user_secrets (user_id, password_hash, passphrase_within_72_bytes)
    values (set_password.user_id, public.crypt(set_password.password, public.gen_salt('bf', 10)),
      octet_length(convert_to(set_password.password, 'UTF8')) <= 72)
    on conflict (user_id) do update set
      password_hash = excluded.password_hash,
      passphrase_within_72_bytes = excluded.passphrase_within_72_bytes
  $$;

-- Whether a typed passphrase may be compared with the stored hash at all.
create function app_private.passphrase_comparable(user_id uuid, attempt text) returns boolean
  language sql stable
  as $$
    select octet_length(convert_to(coalesce(attempt, ''), 'UTF8')) <= 72
      or not coalesce((select s.passphrase_within_72_bytes from app_private.user_secrets s
                       where s.user_id = passphrase_comparable.user_id), false)
  $$;

--------------------------------------------------------------------------------
-- Deleting removes the photos. Deleting a thing, an action or an account deletes
-- the uploads attached to it; deleting an upload row queues its two stored files
-- (photo and thumbnail) for the worker's files__delete job, which runs at once.
-- Photos a deleted user attached to things and actions that stay (public things,
-- the community's log) stay with them: the upload row loses only its user.

create table app_private.files_to_delete (
  key text primary key,
  queued_at timestamptz not null default now()
);
comment on table app_private.files_to_delete is
  'Stored files whose upload was deleted; the files__delete job removes them.';

alter table app_private.uploads alter column user_id drop not null;
alter table app_private.uploads drop constraint uploads_user_id_fkey;
alter table app_private.uploads add constraint uploads_user_id_fkey
  foreign key (user_id) references app_public.users (id) on delete set null;
create index uploads_user_id_idx on app_private.uploads (user_id);

create function app_private.tg_uploads__queue_files() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  insert into app_private.files_to_delete (key)
  values (old.id::text || '.webp'), (old.id::text || '-thumb.webp')
  on conflict (key) do nothing;
  -- One pending job at a time is enough: it empties the whole queue.
  perform graphile_worker.add_job('files__delete', '{}'::json,
    job_key => 'files__delete', max_attempts => 10);
  return null;
end;
$$;
create trigger _900_queue_files after delete on app_private.uploads
  for each row execute function app_private.tg_uploads__queue_files();

create function app_private.tg__delete_attached_uploads() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  delete from app_private.uploads u
    where u.entity_type = tg_argv[0] and u.entity_id = old.id;
  if tg_argv[0] = 'user' then
    -- Their uploads that were never attached go too.
    delete from app_private.uploads u where u.user_id = old.id and u.attached_at is null;
  end if;
  if tg_when = 'BEFORE' then
    return old;
  end if;
  return null;
end;
$$;
create trigger _900_delete_uploads after delete on app_public.things
  for each row execute function app_private.tg__delete_attached_uploads('product');
create trigger _900_delete_uploads after delete on app_public.actions
  for each row execute function app_private.tg__delete_attached_uploads('action');
create trigger _900_delete_uploads before delete on app_public.users
  for each row execute function app_private.tg__delete_attached_uploads('user');
