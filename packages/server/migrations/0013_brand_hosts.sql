-- E-mail in the brand of the host a user joined on (docs/decisions/0117).
--
-- The server puts the allow-listed base URL (origin, maybe a path) a request came to in the `request.app_host`
-- setting (never the Host header's own text; empty when the host is not listed). A new
-- user keeps that URL, and every e-mail job carries it as `appHost`; the worker checks
-- it against the allow-list again and falls back to APP_URL.

create table app_private.user_app_hosts (
  user_id uuid primary key references app_public.users (id) on delete cascade,
  app_host text not null check (app_host ~ '^https?://[^?#\s]+$'),
  created_at timestamptz not null default now()
);
comment on table app_private.user_app_hosts is
  'The allow-listed app URL each user registered on (or was added from): their e-mails use its brand and links.';

-- The app URL of the current request, or null outside a request or on an unlisted host.
create function app_private.request_app_host() returns text
  language sql stable
  as $$ select nullif(current_setting('request.app_host', true), '') $$;

create function app_private.tg_users__remember_app_host() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_host text := app_private.request_app_host();
begin
  if v_host is not null then
    insert into app_private.user_app_hosts (user_id, app_host) values (new.id, v_host)
      on conflict (user_id) do nothing;
  end if;
  return null;
end;
$$;
-- Before _900_send_verification on user_emails can run: the user row comes first.
create trigger _200_remember_app_host after insert on app_public.users
  for each row execute function app_private.tg_users__remember_app_host();

-- The user an e-mail job is about: its userId, or the owner of its userEmailId.
create function app_private.job_user_id(payload json) returns uuid
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(
      (payload ->> 'userId')::uuid,
      (select e.user_id from app_public.user_emails e where e.id = (payload ->> 'userEmailId')::uuid))
  $$;

-- Every job gets `appHost`: the user's own host, else the current request's (users from
-- before this migration), else none (the worker then uses APP_URL).
create or replace function app_private.enqueue(task text, payload json) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_host text;
begin
  select h.app_host into v_host from app_private.user_app_hosts h
    where h.user_id = app_private.job_user_id(payload);
  v_host := coalesce(v_host, app_private.request_app_host());
  perform graphile_worker.add_job(task,
    (payload::jsonb || jsonb_build_object('appHost', v_host))::json, max_attempts => 5);
end;
$$;

-- The development mailbox shows the sender too (brands differ in its display name).
alter table app_private.dev_mailbox add column "from" text not null default '';

drop function app_hidden.dev_mailbox();
create function app_hidden.dev_mailbox()
returns table ("from" text, "to" text, subject text, text text, html text, created_at timestamptz)
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select m."from", m."to", m.subject, m.text, m.html, m.created_at
    from app_private.dev_mailbox m order by m.id desc limit 200
  $$;
revoke execute on function app_hidden.dev_mailbox() from public;
grant execute on function app_hidden.dev_mailbox() to bk_authenticator;
