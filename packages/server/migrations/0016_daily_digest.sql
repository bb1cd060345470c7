-- The daily "needs water" digest (issue 11) and its one-click unsubscribe.
--
-- - app_private.daily_digests: one row per user and (UTC) day a digest was queued. The
--   primary key (user_id, day) is the claim: app_private.queue_daily_digest inserts it
--   and queues the e-mail job in one statement, so a retried or concurrent run of the
--   worker's digest__daily task queues at most one digest per user per day.
-- - Each digest carries a random unsubscribe token; only its sha256 is kept here. The
--   link works without signing in for UNSUBSCRIBE_DAYS (90) days and only ever turns
--   notification_daily off (app_hidden.unsubscribe_daily_digest).
-- - The dev mailbox keeps each message's extra headers (List-Unsubscribe…).
-- Decisions: docs/decisions/0125-daily-digest.md.

create table app_private.daily_digests (
  user_id uuid not null references app_public.users (id) on delete cascade,
  day date not null,
  digest_sent_at timestamptz not null default now(),
  unsubscribe_token_hash text not null,
  primary key (user_id, day)
);
comment on table app_private.daily_digests is
  'The daily digests queued, one per user and UTC day, with the hash of their unsubscribe token.';
create index daily_digests_unsubscribe_token_hash_idx
  on app_private.daily_digests (unsubscribe_token_hash);
alter table app_private.daily_digests enable row level security;

-- Claim (user, day) and queue the e-mail job with a fresh unsubscribe token; false when
-- that user's digest for the day is already claimed (nothing is queued then).
create function app_private.queue_daily_digest(p_user_id uuid, p_day date, p_payload jsonb)
returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_token text := app_private.new_token();
begin
  insert into app_private.daily_digests (user_id, day, unsubscribe_token_hash)
    values (p_user_id, p_day, app_private.token_hash(v_token))
    on conflict (user_id, day) do nothing;
  if not found then
    return false;
  end if;
  perform app_private.enqueue('digest__send',
    (p_payload || jsonb_build_object('userId', p_user_id, 'token', v_token))::json);
  return true;
end;
$$;
revoke execute on function app_private.queue_daily_digest(uuid, date, jsonb) from public;

-- The user an unexpired unsubscribe token belongs to, else null.
create function app_private.daily_digest_token_user(token text) returns uuid
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select d.user_id from app_private.daily_digests d
    where d.unsubscribe_token_hash = app_private.token_hash(token)
      and d.digest_sent_at > now() - interval '90 days'
    limit 1
  $$;
revoke execute on function app_private.daily_digest_token_user(text) from public;

-- For the unsubscribe page (GET): is the link still good? Changes nothing.
create function app_hidden.daily_digest_token_valid(token text) returns boolean
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$ select app_private.daily_digest_token_user(token) is not null $$;
revoke execute on function app_hidden.daily_digest_token_valid(text) from public;
grant execute on function app_hidden.daily_digest_token_valid(text) to bk_authenticator;

-- The unsubscribe itself (POST, or a mail client's RFC 8058 one-click POST): turns the
-- daily digest off for the token's user. False for an unknown or expired token, which
-- changes nothing. Turning it off again is fine (true).
create function app_hidden.unsubscribe_daily_digest(token text) returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_user_id uuid := app_private.daily_digest_token_user(token);
begin
  if v_user_id is null then
    return false;
  end if;
  update app_public.users set notification_daily = false
    where id = v_user_id and notification_daily;
  return true;
end;
$$;
revoke execute on function app_hidden.unsubscribe_daily_digest(text) from public;
grant execute on function app_hidden.unsubscribe_daily_digest(text) to bk_authenticator;

alter table app_private.dev_mailbox add column headers jsonb not null default '{}';
comment on column app_private.dev_mailbox.headers is
  'Extra headers of the message (List-Unsubscribe, List-Unsubscribe-Post), by name.';
