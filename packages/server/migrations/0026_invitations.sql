-- Invitations (issue 13, "Invitations to a thing, a device or a group"; spec §4, §7, §8).
-- An owner invites an e-mail address; the address gets a mail with a link carrying the
-- invitation's id and a code; whoever signs in with that address and opens the link
-- becomes a collaborator on the thing, an owner of the device or a member of the group.
--
-- The code is 32 random bytes, mailed once and stored only as its sha-256 (in
-- app_private, beside the per-invitation count of wrong codes), so neither the API nor
-- a database reader can use a pending invitation. Codes expire after 7 days, work once,
-- and die after 5 wrong guesses. Accepting and looking an invitation up go through
-- app_hidden.invitation_attempt, which answers with an outcome instead of raising, so
-- that the wrong guesses it records are committed; the GraphQL fields
-- (src/graphile/plugins/invitations.ts) turn the outcome into NTFND, DNIED, DNIEM, LOGIN
-- or RATEL afterwards, as signIn does (0004).
-- Decisions: docs/decisions/0138-invitations.md.

create table app_public.invitations (
  id uuid primary key default gen_random_uuid(),
  thing_id uuid references app_public.things (id) on delete cascade,
  device_id uuid references app_public.devices (id) on delete cascade,
  group_id uuid references app_public.groups (id) on delete cascade,
  email public.citext not null,
  inviter_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  user_id uuid references app_public.users (id) on delete set null,
  constraint invitations_one_target check (num_nonnulls(thing_id, device_id, group_id) = 1)
);
comment on table app_public.invitations is
  E'@omit create,update\nAn invitation by e-mail to look after a thing, own a device or join a group. Its owners (and administrators) see it, resend it (resendInvitation) and remove it; the invitee accepts it with the code from the e-mail.';
comment on column app_public.invitations.email is 'The address the invitation was sent to (lower case).';
comment on column app_public.invitations.expires_at is 'The code stops working at this time (7 days after it was last sent).';
comment on column app_public.invitations.accepted_at is 'When it was accepted; null while pending. An invitation is accepted once.';
comment on column app_public.invitations.user_id is 'Who accepted the invitation (null while pending).';
comment on column app_public.invitations.inviter_id is '@omit';
comment on constraint invitations_thing_id_fkey on app_public.invitations is
  E'@fieldName thing\n@foreignFieldName invitations';
comment on constraint invitations_device_id_fkey on app_public.invitations is
  E'@fieldName device\n@foreignFieldName invitations';
comment on constraint invitations_group_id_fkey on app_public.invitations is
  E'@fieldName group\n@foreignFieldName invitations';
comment on constraint invitations_user_id_fkey on app_public.invitations is
  E'@fieldName user\n@foreignFieldName acceptedInvitations\n@omit many';
comment on constraint invitations_inviter_id_fkey on app_public.invitations is E'@omit';
-- One pending invitation per address and target: inviting again resends it.
create unique index invitations_pending_thing_idx on app_public.invitations (thing_id, email)
  where accepted_at is null and thing_id is not null;
create unique index invitations_pending_device_idx on app_public.invitations (device_id, email)
  where accepted_at is null and device_id is not null;
create unique index invitations_pending_group_idx on app_public.invitations (group_id, email)
  where accepted_at is null and group_id is not null;
create index invitations_thing_id_idx on app_public.invitations (thing_id, created_at);
create index invitations_device_id_idx on app_public.invitations (device_id, created_at);
create index invitations_group_id_idx on app_public.invitations (group_id, created_at);
create index invitations_user_id_idx on app_public.invitations (user_id);
create index invitations_inviter_id_idx on app_public.invitations (inviter_id);

create table app_private.invitation_secrets (
  invitation_id uuid primary key references app_public.invitations (id) on delete cascade,
  code_hash text not null,
  wrong_codes integer not null default 0
);

-- The caller owns (or administers) the invitation's target.
create function app_hidden.invitation_target_is_mine(
  thing_id uuid, device_id uuid, group_id uuid
) returns boolean
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select app_public.current_user_is_admin()
      or invitation_target_is_mine.thing_id = any (app_hidden.current_user_thing_ids(true))
      or invitation_target_is_mine.device_id = any (app_hidden.current_user_device_ids())
      or invitation_target_is_mine.group_id = any (app_hidden.current_user_group_ids(true))
  $$;
grant execute on function app_hidden.invitation_target_is_mine(uuid, uuid, uuid)
  to bk_anonymous, bk_user, bk_admin;

-- Only the target's owners and administrators see invitations. The invitee sees none:
-- they reach theirs through the code (thingAccessForInvitation…), never through a list.
alter table app_public.invitations enable row level security;
create policy select_owner_or_admin on app_public.invitations for select
  using ((select app_hidden.invitation_target_is_mine(thing_id, device_id, group_id)));
create policy delete_owner_or_admin on app_public.invitations for delete
  using ((select app_hidden.invitation_target_is_mine(thing_id, device_id, group_id)));
grant select on app_public.invitations to bk_anonymous, bk_user, bk_admin;
grant delete on app_public.invitations to bk_user;

-- "o•••@e•••.org": enough for someone to tell which of their addresses is meant, not
-- enough to learn the address.
create function app_private.mask_email(email text) returns text
  language sql immutable
  as $$
    select left(split_part(email, '@', 1), 1) || '•••@'
      || left(split_part(email, '@', 2), 1) || '•••.'
      || regexp_replace(split_part(email, '@', 2), '^.*\.', '')
  $$;

--------------------------------------------------------------------------------
-- Inviting and resending.

-- A new code for an invitation: stored hashed, a fresh 7 days, the wrong-code count
-- reset, and the mail queued (on the inviter's brand host: enqueue reads userId).
create function app_private.send_invitation(invitation_id uuid) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_code text := encode(public.gen_random_bytes(32), 'hex');
  v_inv app_public.invitations;
  v_kind text;
  v_target text;
  v_inviter text;
begin
  update app_public.invitations i set expires_at = now() + interval '7 days'
    where i.id = send_invitation.invitation_id returning * into v_inv;
  insert into app_private.invitation_secrets (invitation_id, code_hash)
    values (v_inv.id, app_private.token_hash(v_code))
    on conflict (invitation_id) do update set code_hash = excluded.code_hash, wrong_codes = 0;
  select case when v_inv.thing_id is not null then 'thing'
              when v_inv.device_id is not null then 'device' else 'group' end into v_kind;
  v_target := coalesce(
    (select t.name from app_public.things t where t.id = v_inv.thing_id),
    (select d.name from app_public.devices d where d.id = v_inv.device_id),
    (select g.name from app_public.groups g where g.id = v_inv.group_id));
  select coalesce(u.name, u.username::text) into v_inviter
    from app_public.users u where u.id = app_public.current_user_id();
  perform app_private.enqueue('invitations__send', json_build_object(
    'userId', app_public.current_user_id(),
    'email', v_inv.email::text,
    'invitationId', v_inv.id,
    'code', v_code,
    'kind', v_kind,
    'targetName', v_target,
    'inviterName', coalesce(v_inviter, 'Someone')));
end;
$$;

-- The user (if any) one of whose addresses is `email` already has what the invitation
-- would give.
create function app_private.email_has_target(
  email text, thing_id uuid, device_id uuid, group_id uuid
) returns boolean
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select exists (
      select 1 from app_public.user_emails e
      where e.email = email_has_target.email::public.citext
        and (
          exists (select 1 from app_public.thing_accesses a
            where a.thing_id = email_has_target.thing_id and a.user_id = e.user_id)
          or exists (select 1 from app_public.device_accesses a
            where a.device_id = email_has_target.device_id and a.user_id = e.user_id)
          or exists (select 1 from app_public.group_memberships m
            where m.group_id = email_has_target.group_id and m.user_id = e.user_id)
        )
    )
  $$;

create function app_private.invite(
  email text, thing_id uuid, device_id uuid, group_id uuid
) returns app_public.invitations
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_variable
declare
  v_user_id uuid := app_public.current_user_id();
  v_email text := lower(btrim(coalesce(email, '')));
  v_inv app_public.invitations;
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  perform app_private.assert_valid(app_private.email_error(v_email));
  if not exists (
    select 1 from app_public.things t where t.id = thing_id and t.deleted_at is null
    union all select 1 from app_public.devices d where d.id = device_id
    union all select 1 from app_public.groups g where g.id = group_id
  ) or not app_hidden.invitation_target_is_mine(thing_id, device_id, group_id) then
    raise exception 'Only an owner can invite people' using errcode = 'FORBD';
  end if;
  if app_private.email_has_target(v_email, thing_id, device_id, group_id) then
    raise exception '%', case
      when thing_id is not null then 'Failed to send invitation, user has access to thing'
      when device_id is not null then 'Failed to send invitation, user has access to device'
      else 'Failed to send invitation, user is already a member' end
      using errcode = 'DUPLI';
  end if;
  -- Mails to addresses of the inviter's choosing: bounded per inviter.
  if app_private.rate_limit_hit('invite', v_user_id::text, 50, interval '1 hour') then
    raise exception 'Too many attempts. Please wait a minute and try again.' using errcode = 'RATEL';
  end if;
  select i.* into v_inv from app_public.invitations i
    where i.accepted_at is null and i.email = v_email::public.citext
      and (i.thing_id = thing_id or i.device_id = device_id or i.group_id = group_id)
    for update;
  if v_inv.id is null then
    insert into app_public.invitations (thing_id, device_id, group_id, email, inviter_id)
      values (thing_id, device_id, group_id, v_email, v_user_id)
      returning * into v_inv;
  end if;
  -- Inviting an address again resends (a new code; the old one stops working).
  perform app_private.send_invitation(v_inv.id);
  select i.* into v_inv from app_public.invitations i where i.id = v_inv.id;
  return v_inv;
end;
$$;

create function app_public.invite_to_thing(email text, thing_id uuid) returns app_public.invitations
  language sql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$ select * from app_private.invite(email, thing_id, null, null) $$;
comment on function app_public.invite_to_thing(text, uuid) is
  'Invite an e-mail address to look after a thing you own, as a collaborator. Inviting a pending address again resends its invitation.';
create function app_public.invite_to_device(email text, device_id uuid) returns app_public.invitations
  language sql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$ select * from app_private.invite(email, null, device_id, null) $$;
comment on function app_public.invite_to_device(text, uuid) is
  'Invite an e-mail address to share a device you own. Inviting a pending address again resends its invitation.';
create function app_public.invite_to_group(email text, group_id uuid) returns app_public.invitations
  language sql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$ select * from app_private.invite(email, null, null, group_id) $$;
comment on function app_public.invite_to_group(text, uuid) is
  'Invite an e-mail address to join a group you own. Inviting a pending address again resends its invitation.';
grant execute on function app_public.invite_to_thing(text, uuid) to bk_user;
grant execute on function app_public.invite_to_device(text, uuid) to bk_user;
grant execute on function app_public.invite_to_group(text, uuid) to bk_user;

create function app_public.resend_invitation(invitation_id uuid) returns app_public.invitations
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_variable
declare
  v_inv app_public.invitations;
begin
  select i.* into v_inv from app_public.invitations i
    where i.id = invitation_id and i.accepted_at is null
      and app_hidden.invitation_target_is_mine(i.thing_id, i.device_id, i.group_id)
    for update;
  if v_inv.id is null then
    raise exception 'This invitation has expired or is invalid' using errcode = 'NTFND';
  end if;
  if app_private.rate_limit_hit('invite', app_public.current_user_id()::text, 50, interval '1 hour') then
    raise exception 'Too many attempts. Please wait a minute and try again.' using errcode = 'RATEL';
  end if;
  perform app_private.send_invitation(v_inv.id);
  select i.* into v_inv from app_public.invitations i where i.id = v_inv.id;
  return v_inv;
end;
$$;
comment on function app_public.resend_invitation(uuid) is
  'Send a pending invitation again with a new code and a fresh 7 days; the old code stops working.';
grant execute on function app_public.resend_invitation(uuid) to bk_user;

--------------------------------------------------------------------------------
-- Looking up and accepting.

-- Wrong codes and unknown or dead invitations per client address: 20 an hour.
create function app_private.invitation_failures_exceeded() returns boolean
  language sql stable
  as $$
    select count(*) >= 20 from app_private.rate_limit_events e
    where e.bucket = 'invitation-failure' and e.key = app_private.client_ip()
      and e.at > now() - interval '1 hour'
  $$;

-- One step of the accept page: kind is thing, device or group; with accept false it only
-- checks the code and says what is offered. Answers json
-- {outcome: OK|NTFND|DNIED|DNIEM|LOGIN|RATEL, id, name, maskedEmail, signedIn}.
-- Records what the rate limits count and never raises for a refusal, so that the
-- record commits.
create function app_hidden.invitation_attempt(kind text, invitation_id uuid, code text, accept boolean)
returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_variable
declare
  v_user_id uuid := app_public.current_user_id();
  v_inv app_public.invitations;
  v_secret app_private.invitation_secrets;
  v_target_id uuid;
  v_name text;
  v_masked text;
begin
  if app_private.invitation_failures_exceeded() then
    return json_build_object('outcome', 'RATEL');
  end if;
  select i.* into v_inv from app_public.invitations i
    where i.id = invitation_id
      and case kind when 'thing' then i.thing_id is not null
        when 'device' then i.device_id is not null
        when 'group' then i.group_id is not null else false end
    for update;
  select s.* into v_secret from app_private.invitation_secrets s where s.invitation_id = v_inv.id;
  if v_inv.id is null or v_inv.accepted_at is not null or v_inv.expires_at <= now()
    or v_secret.wrong_codes >= 5 then
    insert into app_private.rate_limit_events (bucket, key)
      values ('invitation-failure', app_private.client_ip());
    return json_build_object('outcome', 'NTFND');
  end if;
  if v_secret.code_hash is distinct from app_private.token_hash(code) then
    update app_private.invitation_secrets s set wrong_codes = s.wrong_codes + 1
      where s.invitation_id = v_inv.id;
    insert into app_private.rate_limit_events (bucket, key)
      values ('invitation-failure', app_private.client_ip());
    return json_build_object('outcome', 'DNIED');
  end if;

  v_target_id := coalesce(v_inv.thing_id, v_inv.device_id, v_inv.group_id);
  v_name := coalesce(
    (select t.name from app_public.things t where t.id = v_inv.thing_id and t.deleted_at is null),
    (select d.name from app_public.devices d where d.id = v_inv.device_id),
    (select g.name from app_public.groups g where g.id = v_inv.group_id));
  if v_name is null then
    -- A thing in the bin: nothing to offer.
    return json_build_object('outcome', 'NTFND');
  end if;
  v_masked := app_private.mask_email(v_inv.email::text);
  if not accept then
    return json_build_object('outcome', 'OK', 'id', v_target_id, 'name', v_name,
      'maskedEmail', v_masked, 'signedIn', v_user_id is not null);
  end if;
  if v_user_id is null then
    return json_build_object('outcome', 'LOGIN');
  end if;
  if not exists (
    select 1 from app_public.user_emails e where e.user_id = v_user_id and e.email = v_inv.email
  ) then
    return json_build_object('outcome', 'DNIEM', 'maskedEmail', v_masked);
  end if;

  if v_inv.thing_id is not null then
    insert into app_public.thing_accesses (thing_id, user_id, is_collaborator)
      values (v_inv.thing_id, v_user_id, true)
      on conflict (thing_id, user_id) do nothing;
  elsif v_inv.device_id is not null then
    insert into app_public.device_accesses (device_id, user_id, is_owner)
      values (v_inv.device_id, v_user_id, true)
      on conflict (device_id, user_id) do nothing;
  else
    insert into app_public.group_memberships (group_id, user_id)
      values (v_inv.group_id, v_user_id)
      on conflict (group_id, user_id) do nothing;
  end if;
  update app_public.invitations i set accepted_at = now(), user_id = v_user_id
    where i.id = v_inv.id;
  delete from app_private.invitation_secrets s where s.invitation_id = v_inv.id;
  return json_build_object('outcome', 'OK', 'id', v_target_id, 'name', v_name,
    'maskedEmail', v_masked, 'signedIn', true);
end;
$$;
revoke all on function app_hidden.invitation_attempt(text, uuid, text, boolean) from public;
grant execute on function app_hidden.invitation_attempt(text, uuid, text, boolean)
  to bk_anonymous, bk_user, bk_admin;
