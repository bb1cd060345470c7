-- Accounts, e-mail addresses, passphrase resets, account deletion, sign-in rate
-- limiting and badges (issue 4). Additive: an existing database migrates in place.
-- Decisions: docs/decisions/0100-accounts-sessions-email.md.

--------------------------------------------------------------------------------
-- Validation (spec §5). The messages are exactly those of
-- packages/schema/src/validation.ts (MESSAGES); test/validation-sql.test.ts
-- checks that these functions and the TypeScript rules agree.

create function app_private.name_error(value text) returns text
  language sql immutable
  as $$
    select case
      when value is null or char_length(value) not between 3 and 255
        then 'Name must be between 3 and 255 characters'
      when value !~ '^[[:alpha:]'' -]+$'
        then 'Name may only contain letters, spaces, hyphens and apostrophes'
    end
  $$;

create function app_private.username_error(value text) returns text
  language sql immutable
  as $$
    select case
      when value is null or value = '' then 'Username is required'
      when value ~ '[[:space:]]' then 'Username must not contain spaces'
      when char_length(value) not between 2 and 24
        then 'Username must be between 2 and 24 characters'
      when value !~ '^[A-Za-z]' then 'Username must start with a letter'
      when value !~ '^[A-Za-z0-9_-]+$'
        then 'Username may only contain letters, numbers, underscores and hyphens'
      when value ~ '[_-]{2}' then 'Username must not contain consecutive underscores or hyphens'
    end
  $$;

create function app_private.email_error(value text) returns text
  language sql immutable
  as $$
    select case
      when value is null or char_length(value) not between 3 and 255
        then 'Email must be between 3 and 255 characters'
      when value !~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'
        then 'Enter a valid email address'
    end
  $$;

create function app_private.passphrase_error(value text) returns text
  language sql immutable
  as $$
    select case
      when value is null or value = '' then 'Passphrase is required'
      when char_length(value) < 8 then 'Passphrase must be at least 8 characters'
      when value !~ '[[:upper:]]' then 'Passphrase must contain at least one uppercase letter'
      when value !~ '[[:lower:]]' then 'Passphrase must contain at least one lowercase letter'
      when value !~ '[[:digit:]]' then 'Passphrase must contain at least one number'
    end
  $$;

-- Raise the first message, if any, with the VALID code.
create function app_private.assert_valid(variadic messages text[]) returns void
  language plpgsql immutable
  as $$
#variable_conflict use_column
declare
  v_message text;
begin
  foreach v_message in array messages loop
    if v_message is not null then
      raise exception '%', v_message using errcode = 'VALID';
    end if;
  end loop;
end;
$$;

-- Tokens: random, sent in e-mails; only their sha256 is stored.
create function app_private.new_token() returns text
  language sql volatile
  as $$ select encode(public.gen_random_bytes(24), 'hex') $$;

create function app_private.token_hash(token text) returns text
  language sql immutable
  as $$ select encode(public.digest(coalesce(token, ''), 'sha256'), 'hex') $$;

-- Queue a graphile-worker job (its schema is installed when the server starts).
create function app_private.enqueue(task text, payload json) returns void
  language plpgsql volatile
  as $$
#variable_conflict use_column
begin
  perform graphile_worker.add_job(task, payload, max_attempts => 5);
end;
$$;

--------------------------------------------------------------------------------
-- Users: the profile fields of spec §3. The admin flag stays in the table (RLS
-- reads it) but is not part of the API.

alter table app_public.users
  add column notification_daily boolean not null default false,
  add column has_image boolean not null default false,
  add column one_thing_id uuid references app_public.things (id) on delete set null,
  add column updated_at timestamptz not null default now();
-- Validation moves to a trigger that raises the shared messages.
alter table app_public.users drop constraint if exists users_username_check;
alter table app_public.users drop constraint if exists users_name_check;
create index users_one_thing_id_idx on app_public.users (one_thing_id);

comment on column app_public.users.is_admin is E'@omit\nAdministrators may see and change everything.';
comment on column app_public.users.notification_daily is 'Receive a daily digest e-mail.';
comment on column app_public.users.has_image is 'The user has uploaded an avatar.';
comment on column app_public.users.one_thing_id is 'The thing the user chose as their main thing.';
comment on column app_public.users.last_sign_in is 'When the user last signed in.';

create function app_private.tg_users__validate() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  if tg_op = 'INSERT' or new.username is distinct from old.username then
    perform app_private.assert_valid(app_private.username_error(new.username));
  end if;
  if tg_op = 'INSERT' or new.name is distinct from old.name then
    perform app_private.assert_valid(app_private.name_error(new.name));
  end if;
  new.updated_at := now();
  return new;
end;
$$;
create trigger _100_validate before insert or update on app_public.users
  for each row execute function app_private.tg_users__validate();

-- Friendly message for a taken username (the unique index stays the guarantee).
create function app_private.tg_users__username_taken() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  if exists (
    select 1 from app_public.users u where u.username = new.username and u.id <> new.id
  ) then
    raise exception 'Username already exists' using errcode = 'UNTKN';
  end if;
  return new;
end;
$$;
create trigger _200_username_taken before insert or update of username on app_public.users
  for each row execute function app_private.tg_users__username_taken();

-- Signed-in users see everyone's public profile (names, usernames, avatars) — never
-- e-mails, which live in user_emails. Guests see no one.
drop policy select_self_or_admin on app_public.users;
create policy select_signed_in on app_public.users for select
  using ((select app_public.current_user_id()) is not null);
create policy delete_admin on app_public.users for delete
  using ((select app_public.current_user_is_admin()));
revoke update on app_public.users from bk_user;
grant update (name, username, notification_daily, one_thing_id) on app_public.users to bk_user;
grant delete on app_public.users to bk_admin;

comment on table app_public.users is E'@omit create\nA person who looks after things.';

create function app_public.current_user() returns app_public.users
  language sql stable
  as $$ select u.* from app_public.users u where u.id = app_public.current_user_id() $$;
comment on function app_public.current_user() is 'The signed-in user, or null for guests.';
grant execute on function app_public.current_user() to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- E-mail addresses

create table app_public.user_emails (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default app_public.current_user_id()
    references app_public.users (id) on delete cascade,
  email public.citext not null,
  is_primary boolean not null default false,
  is_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_emails_user_id_email_key unique (user_id, email)
);
comment on table app_public.user_emails is
  'An e-mail address of a user; several per user, one primary.';
comment on column app_public.user_emails.user_id is E'@omit create,update';
comment on column app_public.user_emails.is_primary is E'@omit create,update';
comment on column app_public.user_emails.is_verified is E'@omit create,update';
create unique index user_emails_one_primary on app_public.user_emails (user_id)
  where is_primary;
create unique index user_emails_verified_unique on app_public.user_emails (email)
  where is_verified;
create index user_emails_email_idx on app_public.user_emails (email);

alter table app_public.user_emails enable row level security;
create policy select_own on app_public.user_emails for select
  using (user_id = (select app_public.current_user_id())
    or (select app_public.current_user_is_admin()));
create policy insert_own on app_public.user_emails for insert
  with check (user_id = (select app_public.current_user_id()));
create policy delete_own on app_public.user_emails for delete
  using (user_id = (select app_public.current_user_id())
    or (select app_public.current_user_is_admin()));
grant select on app_public.user_emails to bk_user;
grant insert (email) on app_public.user_emails to bk_user;
grant delete on app_public.user_emails to bk_user;

create table app_private.user_email_secrets (
  user_email_id uuid primary key references app_public.user_emails (id) on delete cascade,
  verification_token_hash text,
  verification_expires_at timestamptz,
  verification_email_sent_at timestamptz
);
comment on table app_private.user_email_secrets is 'Hashed verification tokens.';

-- Issue a verification token for an unverified address and queue the e-mail.
create function app_private.send_verification(user_email_id uuid) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_email app_public.user_emails;
  v_token text := app_private.new_token();
begin
  select * into v_email from app_public.user_emails where id = user_email_id;
  if v_email.id is null or v_email.is_verified then
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

create function app_private.tg_user_emails__before_insert() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  perform app_private.assert_valid(app_private.email_error(new.email::text));
  if exists (
    select 1 from app_public.user_emails e where e.user_id = new.user_id and e.email = new.email
  ) then
    raise exception 'Email already added' using errcode = 'EMADD';
  end if;
  -- The first address of a user is their primary one.
  new.is_primary := not exists (
    select 1 from app_public.user_emails e where e.user_id = new.user_id and e.is_primary
  );
  return new;
end;
$$;
create trigger _100_before_insert before insert on app_public.user_emails
  for each row execute function app_private.tg_user_emails__before_insert();

create function app_private.tg_user_emails__after_insert() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  if not new.is_verified then
    perform app_private.send_verification(new.id);
  end if;
  return null;
end;
$$;
create trigger _900_send_verification after insert on app_public.user_emails
  for each row execute function app_private.tg_user_emails__after_insert();

-- The primary address cannot be deleted (make another one primary first); since a
-- user's only address is always primary, nobody is left without an address.
-- Deleting the user (cascade) is allowed.
create function app_private.tg_user_emails__before_delete() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  if old.is_primary and exists (select 1 from app_public.users u where u.id = old.user_id) then
    raise exception 'You cannot delete your primary email address' using errcode = 'VALID';
  end if;
  return old;
end;
$$;
create trigger _100_before_delete before delete on app_public.user_emails
  for each row execute function app_private.tg_user_emails__before_delete();

create function app_private.tg__touch_updated_at() returns trigger
  language plpgsql
  as $$
#variable_conflict use_column
begin
  new.updated_at := now();
  return new;
end;
$$;
create trigger _900_touch before update on app_public.user_emails
  for each row execute function app_private.tg__touch_updated_at();

create function app_public.make_email_primary(email_id uuid) returns app_public.user_emails
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_email app_public.user_emails;
begin
  select * into v_email from app_public.user_emails e
    where e.id = email_id and e.user_id = app_public.current_user_id();
  if v_email.id is null then
    raise exception 'Email not found' using errcode = 'VALID';
  end if;
  if not v_email.is_verified then
    raise exception 'You must verify this email before making it primary' using errcode = 'VALID';
  end if;
  update app_public.user_emails set is_primary = false
    where user_id = v_email.user_id and is_primary and id <> v_email.id;
  update app_public.user_emails set is_primary = true where id = v_email.id
    returning * into v_email;
  return v_email;
end;
$$;
comment on function app_public.make_email_primary(uuid) is
  'Make one of your verified addresses the primary one.';
grant execute on function app_public.make_email_primary(uuid) to bk_user;

create function app_public.resend_email_verification_code(email_id uuid) returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_email app_public.user_emails;
begin
  select * into v_email from app_public.user_emails e
    where e.id = email_id and e.user_id = app_public.current_user_id();
  if v_email.id is null or v_email.is_verified then
    return false;
  end if;
  -- At most one message a minute per address.
  if exists (
    select 1 from app_private.user_email_secrets s
    where s.user_email_id = v_email.id
      and s.verification_email_sent_at > now() - interval '1 minute'
  ) then
    return false;
  end if;
  perform app_private.send_verification(v_email.id);
  return true;
end;
$$;
comment on function app_public.resend_email_verification_code(uuid) is
  'Send a new verification link for one of your unverified addresses (at most once a minute).';
grant execute on function app_public.resend_email_verification_code(uuid) to bk_user;

-- Needs no sign-in: the link may be opened in another browser.
create function app_public.verify_email(user_email_id uuid, token text) returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_email app_public.user_emails;
begin
  select e.* into v_email
    from app_public.user_emails e
    join app_private.user_email_secrets s on s.user_email_id = e.id
    where e.id = verify_email.user_email_id
      and not e.is_verified
      and s.verification_token_hash = app_private.token_hash(verify_email.token)
      and s.verification_expires_at > now();
  if v_email.id is null then
    return false;
  end if;
  if exists (
    select 1 from app_public.user_emails e
    where e.email = v_email.email and e.is_verified and e.id <> v_email.id
  ) then
    raise exception 'Email already exists' using errcode = 'EMTKN';
  end if;
  update app_public.user_emails set is_verified = true where id = v_email.id;
  update app_private.user_email_secrets
    set verification_token_hash = null, verification_expires_at = null
    where user_email_id = v_email.id;
  return true;
end;
$$;
comment on function app_public.verify_email(uuid, text) is
  'Verify an address with the token from the e-mailed link; false when invalid or expired.';
grant execute on function app_public.verify_email(uuid, text) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Secrets: passphrase hashes (bcrypt, cost 10), reset and deletion tokens.

alter table app_private.user_secrets
  alter column password_hash drop not null,
  add column reset_token_hash text,
  add column reset_token_expires_at timestamptz,
  add column reset_user_email_id uuid references app_public.user_emails (id) on delete set null,
  add column reset_email_sent_at timestamptz,
  add column failed_reset_attempts integer not null default 0,
  add column first_failed_reset_attempt timestamptz,
  add column delete_token_hash text,
  add column delete_token_expires_at timestamptz;
comment on table app_private.user_secrets is
  'Never exposed: bcrypt hashes (pgcrypto, cost 10) and sha256 hashes of e-mailed tokens.';

create or replace function app_private.set_password(user_id uuid, password text) returns void
  language sql volatile
  as $$
    insert into app_private.user_secrets (user_id, password_hash)
    values (set_password.user_id, public.crypt(set_password.password, public.gen_salt('bf', 10)))
    on conflict (user_id) do update set password_hash = excluded.password_hash
  $$;

-- Hashes from before this migration (cost 6) are upgraded on the next successful
-- sign-in (see sign_in_attempt).

--------------------------------------------------------------------------------
-- Sign-in with rate limiting. Failed (and refused) attempts are recorded per
-- username and per client address (the server passes the address in request.ip).
--  * more than 30 failures from one address in 15 minutes: the address is refused
--    for every account;
--  * 10 or more failures for one username in 15 minutes: that username is refused
--    from every address that failed on it in the window; other addresses still work.
-- A refused attempt is not checked against the passphrase at all.
-- The function returns an outcome instead of raising, so that the recorded failure
-- is committed; the API (src/sign-in.ts) turns the outcome into the CREDS or RATEL
-- error.

create table app_private.sign_in_failures (
  id bigint generated always as identity primary key,
  username public.citext not null,
  ip text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_username_idx on app_private.sign_in_failures (username, failed_at);
create index sign_in_failures_ip_idx on app_private.sign_in_failures (ip, failed_at);

create function app_private.client_ip() returns text
  language sql stable
  as $$ select coalesce(nullif(current_setting('request.ip', true), ''), 'unknown') $$;

create table app_public.badge_types (
  id uuid primary key default gen_random_uuid(),
  badge_type text not null
    check (badge_type in ('signin', 'created', 'littercleanup', 'share', 'watering',
      'education', 'upkeep')),
  description text not null,
  is_active boolean not null default true,
  level integer not null check (level between 1 and 3),
  title text not null,
  threshold integer not null,
  unique (badge_type, level)
);
comment on table app_public.badge_types is
  E'@omit create,update,delete\nThe badge catalogue: bronze (1), silver (2) and gold (3) per activity.';
comment on column app_public.badge_types.threshold is
  'How many of the activity earn the badge (1, 10, 50).';
alter table app_public.badge_types enable row level security;
create policy select_all on app_public.badge_types for select using (true);
grant select on app_public.badge_types to bk_anonymous, bk_user, bk_admin;

insert into app_public.badge_types (badge_type, level, title, description, threshold)
select t.badge_type, l.level,
  l.metal || ' ' || t.noun,
  format(t.template, l.threshold, case when l.threshold = 1 then t.one else t.many end),
  l.threshold
from (values
  ('signin', 'sign-in', 'Signed in %s %s', 'time', 'times'),
  ('created', 'creator', 'Created %s %s', 'thing', 'things'),
  ('littercleanup', 'litter picker', 'Recorded %s litter %s', 'clean-up', 'clean-ups'),
  ('share', 'sharer', 'Shared %s %s', 'thing', 'things'),
  ('watering', 'waterer', 'Recorded %s %s', 'watering', 'waterings'),
  ('education', 'educator', 'Recorded %s education %s', 'session', 'sessions'),
  ('upkeep', 'upkeeper', 'Recorded %s upkeep %s', 'action', 'actions')
) as t (badge_type, noun, template, one, many)
cross join (values (1, 'Bronze', 1), (2, 'Silver', 10), (3, 'Gold', 50))
  as l (level, metal, threshold);

create table app_public.user_badges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  badge_type_id uuid not null references app_public.badge_types (id) on delete cascade,
  awarded_at timestamptz not null default now(),
  unique (user_id, badge_type_id)
);
comment on table app_public.user_badges is
  E'@omit create,update,delete\nA badge awarded to a user.';
create index user_badges_badge_type_id_idx on app_public.user_badges (badge_type_id);
alter table app_public.user_badges enable row level security;
-- Badges are public among signed-in users, like names.
create policy select_signed_in on app_public.user_badges for select
  using ((select app_public.current_user_id()) is not null);
grant select on app_public.user_badges to bk_user, bk_admin;

create function app_private.award_badge(user_id uuid, badge_type text, level integer)
returns void
  language sql volatile
  as $$
    insert into app_public.user_badges (user_id, badge_type_id)
    select award_badge.user_id, b.id from app_public.badge_types b
    where b.badge_type = award_badge.badge_type and b.level = award_badge.level and b.is_active
    on conflict (user_id, badge_type_id) do nothing
  $$;

-- A signed-in session: the token claims plus the side effects of signing in.
create function app_private.session_for(user_id uuid) returns app_public.jwt_token
  language plpgsql volatile
  as $$
#variable_conflict use_column
declare
  v_user app_public.users;
begin
  update app_public.users set last_sign_in = now() where id = session_for.user_id
    returning * into v_user;
  perform app_private.award_badge(v_user.id, 'signin', 1);
  return (
    case when v_user.is_admin then 'bk_admin' else 'bk_user' end,
    v_user.id,
    extract(epoch from now() + interval '7 days')::bigint,
    'bloomkeep'
  )::app_public.jwt_token;
end;
$$;

drop function app_public.sign_in(text, text);

create function app_public.sign_in_attempt(username text, password text) returns json
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
  if v_hash is null or public.crypt(coalesce(sign_in_attempt.password, ''), v_hash) <> v_hash then
    insert into app_private.sign_in_failures (username, ip) values (v_username, v_ip);
    -- Housekeeping: forget failures older than a day.
    delete from app_private.sign_in_failures f where f.failed_at < now() - interval '1 day';
    return json_build_object('outcome', 'CREDS');
  end if;

  -- Hashes made before this migration used bcrypt's default cost (6): upgrade them.
  if v_hash !~ '^\$2[abxy]?\$(1[0-9]|[2-9][0-9])\$' then
    perform app_private.set_password(v_user.id, sign_in_attempt.password);
  end if;
  v_token := app_private.session_for(v_user.id);
  return json_build_object('outcome', 'OK', 'role', v_token.role, 'user_id', v_token.user_id,
    'exp', v_token.exp, 'aud', v_token.aud);
end;
$$;
comment on function app_public.sign_in_attempt(text, text) is
  E'@omit\nUsed by the signIn mutation (src/sign-in.ts); returns an outcome.';
grant execute on function app_public.sign_in_attempt(text, text)
  to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Sign-up and sign-out

create function app_public.sign_up(name text, username text, email text, password text)
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
  insert into app_public.users (name, username) values (sign_up.name, sign_up.username)
    returning id into v_user_id;
  insert into app_public.user_emails (user_id, email) values (v_user_id, sign_up.email);
  perform app_private.set_password(v_user_id, sign_up.password);
  return app_private.session_for(v_user_id);
end;
$$;
comment on function app_public.sign_up(text, text, text, text) is
  'Create an account and sign in. A verification link is e-mailed to the address.';
grant execute on function app_public.sign_up(text, text, text, text)
  to bk_anonymous, bk_user, bk_admin;

-- Tokens are stateless JWTs: signing out is the client discarding its token. This
-- answers true so that clients have a call to make (and a place for later revocation).
create function app_public.sign_out() returns boolean
  language sql volatile
  as $$ select true $$;
comment on function app_public.sign_out() is
  'Sign out. Tokens are stateless: the client discards its token and signs in as a guest.';
grant execute on function app_public.sign_out() to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Passphrase reset

-- The same answer, and no error, whether or not the address is known.
create function app_public.forgot_password(email text) returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_email app_public.user_emails;
  v_token text := app_private.new_token();
begin
  select e.* into v_email from app_public.user_emails e
    where e.email = forgot_password.email::public.citext and e.is_verified;
  if v_email.id is null then
    return true;
  end if;
  -- At most one reset e-mail a minute per account.
  if exists (
    select 1 from app_private.user_secrets s
    where s.user_id = v_email.user_id and s.reset_email_sent_at > now() - interval '1 minute'
  ) then
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
comment on function app_public.forgot_password(text) is
  'E-mail a reset link if the address is verified. Always answers the same.';
grant execute on function app_public.forgot_password(text) to bk_anonymous, bk_user, bk_admin;

-- Single use, expires, and 5 wrong tokens lock resets for an hour (LOCKD).
create function app_public.reset_password(user_id uuid, reset_token text, new_password text)
returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_secrets app_private.user_secrets;
begin
  select s.* into v_secrets from app_private.user_secrets s where s.user_id = reset_password.user_id;
  if v_secrets.user_id is null then
    return false;
  end if;
  if v_secrets.failed_reset_attempts >= 5
    and v_secrets.first_failed_reset_attempt > now() - interval '1 hour' then
    raise exception 'Passphrase reset locked - too many reset attempts' using errcode = 'LOCKD';
  end if;
  if v_secrets.reset_token_hash is null
    or v_secrets.reset_token_hash <> app_private.token_hash(reset_password.reset_token)
    or v_secrets.reset_token_expires_at <= now() then
    update app_private.user_secrets s set
        failed_reset_attempts = case
          when s.first_failed_reset_attempt > now() - interval '1 hour'
            then s.failed_reset_attempts + 1 else 1 end,
        first_failed_reset_attempt = case
          when s.first_failed_reset_attempt > now() - interval '1 hour'
            then s.first_failed_reset_attempt else now() end
      where s.user_id = reset_password.user_id;
    return false;
  end if;
  perform app_private.assert_valid(app_private.passphrase_error(reset_password.new_password));
  perform app_private.set_password(reset_password.user_id, reset_password.new_password);
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
grant execute on function app_public.reset_password(uuid, text, text)
  to bk_anonymous, bk_user, bk_admin;

create function app_public.change_password(old_password text, new_password text) returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_hash text;
  v_email text;
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  select s.password_hash into v_hash from app_private.user_secrets s where s.user_id = v_user_id;
  if v_hash is null or public.crypt(coalesce(old_password, ''), v_hash) <> v_hash then
    raise exception 'Incorrect old passphrase' using errcode = 'OLDPW';
  end if;
  perform app_private.assert_valid(app_private.passphrase_error(new_password));
  perform app_private.set_password(v_user_id, new_password);
  select e.email into v_email from app_public.user_emails e
    where e.user_id = v_user_id and e.is_primary;
  if v_email is not null then
    perform app_private.enqueue('user__password_changed', json_build_object(
      'userId', v_user_id, 'email', v_email));
  end if;
  return true;
end;
$$;
comment on function app_public.change_password(text, text) is
  'Change your passphrase; a notice is e-mailed to your primary address.';
grant execute on function app_public.change_password(text, text) to bk_user;

--------------------------------------------------------------------------------
-- Administrators add users; the invitation is a reset link valid for 7 days.

create function app_public.new_user(name text, username text, email text)
returns app_public.users
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user app_public.users;
  v_email_id uuid;
  v_token text := app_private.new_token();
begin
  if not app_public.current_user_is_admin() then
    raise exception 'Only administrators may add users' using errcode = '42501';
  end if;
  perform app_private.assert_valid(
    app_private.name_error(new_user.name),
    app_private.username_error(new_user.username),
    app_private.email_error(new_user.email));
  if exists (select 1 from app_public.users u where u.username = new_user.username::public.citext)
  then
    raise exception 'Username already exists' using errcode = 'UNTKN';
  end if;
  if exists (
    select 1 from app_public.user_emails e
    where e.email = new_user.email::public.citext and e.is_verified
  ) then
    raise exception 'Email already exists' using errcode = 'EMTKN';
  end if;
  insert into app_public.users (name, username) values (new_user.name, new_user.username)
    returning * into v_user;
  -- No separate verification mail: the invitation link proves the address, which
  -- reset_password then marks verified. (Inserted as verified so the insert trigger
  -- queues nothing, then marked unverified until the link is used.)
  insert into app_public.user_emails (user_id, email, is_verified)
    values (v_user.id, new_user.email, true)
    returning id into v_email_id;
  update app_public.user_emails set is_verified = false where id = v_email_id;
  insert into app_private.user_secrets (user_id, password_hash, reset_token_hash,
      reset_token_expires_at, reset_user_email_id, reset_email_sent_at)
    values (v_user.id, null, app_private.token_hash(v_token), now() + interval '7 days',
      v_email_id, now());
  perform app_private.enqueue('user__added_by_admin', json_build_object(
    'userId', v_user.id, 'email', new_user.email, 'name', new_user.name,
    'username', new_user.username, 'token', v_token));
  return v_user;
end;
$$;
comment on function app_public.new_user(text, text, text) is
  'Administrators: add a user, who is e-mailed a link to set their passphrase.';
grant execute on function app_public.new_user(text, text, text) to bk_admin;

--------------------------------------------------------------------------------
-- Account deletion: request (e-mailed link, 1 hour), then confirm with the token.

create function app_public.request_account_deletion() returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_email text;
  v_token text := app_private.new_token();
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  select e.email into v_email from app_public.user_emails e
    where e.user_id = v_user_id
    order by e.is_primary desc, e.is_verified desc, e.created_at
    limit 1;
  if v_email is null then
    return false;
  end if;
  insert into app_private.user_secrets as s (user_id) values (v_user_id)
    on conflict (user_id) do nothing;
  update app_private.user_secrets set
      delete_token_hash = app_private.token_hash(v_token),
      delete_token_expires_at = now() + interval '1 hour'
    where user_id = v_user_id;
  perform app_private.enqueue('user__send_delete_account_email', json_build_object(
    'userId', v_user_id, 'email', v_email, 'token', v_token));
  return true;
end;
$$;
comment on function app_public.request_account_deletion() is
  'E-mail a link that confirms deleting your account (valid for one hour).';
grant execute on function app_public.request_account_deletion() to bk_user;

create function app_public.confirm_account_deletion(token text) returns boolean
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
  if not exists (
    select 1 from app_private.user_secrets s
    where s.user_id = v_user_id
      and s.delete_token_hash = app_private.token_hash(confirm_account_deletion.token)
      and s.delete_token_expires_at > now()
  ) then
    return false;
  end if;
  -- Their private things go with them; public things stay for the community, unowned.
  delete from app_public.things where owner_id = v_user_id and not is_public;
  delete from app_public.users where id = v_user_id;
  return true;
end;
$$;
comment on function app_public.confirm_account_deletion(text) is
  'Delete your account with the token from the e-mailed link; false when invalid or expired.';
grant execute on function app_public.confirm_account_deletion(text) to bk_user;

--------------------------------------------------------------------------------
-- Development mailbox: where e-mail goes when no SMTP server is configured.

create table app_private.dev_mailbox (
  id bigint generated always as identity primary key,
  "to" text not null,
  subject text not null,
  text text not null,
  html text not null,
  created_at timestamptz not null default now()
);
comment on table app_private.dev_mailbox is
  'Messages "sent" without SMTP_URL, shown at GET /dev/mailbox outside production.';

-- The API role reads the mailbox for the dev-only route (the HTTP layer refuses it in
-- production); GraphQL never can, since it switches to bk_anonymous/bk_user/bk_admin.
create function app_hidden.dev_mailbox()
returns table ("to" text, subject text, text text, html text, created_at timestamptz)
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select m."to", m.subject, m.text, m.html, m.created_at
    from app_private.dev_mailbox m order by m.id desc limit 200
  $$;
revoke execute on function app_hidden.dev_mailbox() from public;
grant usage on schema app_hidden to bk_authenticator;
grant execute on function app_hidden.dev_mailbox() to bk_authenticator;
