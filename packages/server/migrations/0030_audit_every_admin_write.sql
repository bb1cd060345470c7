-- The audit log (0025, decision 0137) records every change an administrator makes through the
-- API (issue 13: "Every admin action is recorded in an audit log that admins can read"). 0025
-- logged accounts, things, devices and mail retries; groups, memberships, shares, invitations,
-- accesses, actions, gateways, e-mail addresses and device commands went unrecorded.
--
-- Two rules, each with a reason:
-- - Who owns what, and what is shared (groups, group memberships, things shared with groups,
--   invitations, thing and device accesses, gateways): every write by an administrator. An
--   administrator can make themself an owner here, so a "their own" exception would hide
--   exactly the writes that need seeing; these change rarely, so the log stays readable.
-- - Things that belong to someone (actions, e-mail addresses, device commands), as 0025 does
--   for accounts, things and devices: only when the administrator acts on someone else's,
--   so their own gardening (editing their action, watering with their pump) is not logged.
--   The trigger's WHEN clause says whose the row is.
-- Badges have no API writes (the database awards them), so there is nothing to log.
--
-- One trigger function serves every table; its arguments say what to record. Entries carry
-- the ids and names of what a row links (the thing, device, group, user) so an administrator
-- can read them without looking ids up, the names of the changed columns (never their values),
-- and nothing secret: invitation codes are kept only hashed, in app_private.invitation_secrets.
-- Rows deleted because what they belong to was deleted (a group's memberships, a user's
-- accesses) are not logged one by one: that deletion is the entry.
-- Decisions: docs/decisions/0137-admin-dashboard.md ("Update").

-- tg_audit_admin_change(target_type [, columns [, verb]]):
--   target_type  what was acted on (group, group_membership…); the action is
--                <VERB>_<TARGET_TYPE>, e.g. UPDATE_GROUP_MEMBERSHIP;
--   columns      space-separated columns to copy into details (camelCased); for thing_id,
--                device_id, group_id, user_id and creator_id the name of the linked row is
--                added too (thing, device, group, user, creator);
--   verb         instead of CREATE, UPDATE or DELETE (RESEND, SEND); a named verb says what
--                changed, so the changed columns are then left out.
-- An UPDATE trigger should name the columns people edit (`after update of …`): only those
-- count as changes, so bookkeeping by other triggers is neither logged nor listed.
create function app_private.tg_audit_admin_change() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_row jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  v_target text := tg_argv[0];
  v_verb text := coalesce(nullif(tg_argv[2], ''),
    case tg_op when 'INSERT' then 'CREATE' when 'UPDATE' then 'UPDATE' else 'DELETE' end);
  v_details jsonb := jsonb_build_object('name', coalesce(v_row ->> 'username', v_row ->> 'name'));
  v_column text;
  v_linked text;
  v_edited text[];
  v_changed jsonb;
begin
  if not app_public.current_user_is_admin() then
    return null;
  end if;
  foreach v_column in array string_to_array(coalesce(tg_argv[1], ''), ' ') loop
    v_details := v_details || jsonb_build_object(
      (select string_agg(case when s.n = 1 then s.part else initcap(s.part) end, '' order by s.n)
        from unnest(string_to_array(v_column, '_')) with ordinality s (part, n)),
      v_row -> v_column);
    continue when v_column not in ('thing_id', 'device_id', 'group_id', 'user_id', 'creator_id')
      or v_row ->> v_column is null;
    v_linked := case v_column
      when 'thing_id' then
        (select t.name from app_public.things t where t.id = (v_row ->> v_column)::uuid)
      when 'device_id' then
        (select d.name from app_public.devices d where d.id = (v_row ->> v_column)::uuid)
      when 'group_id' then
        (select g.name from app_public.groups g where g.id = (v_row ->> v_column)::uuid)
      else
        (select u.username::text from app_public.users u where u.id = (v_row ->> v_column)::uuid)
      end;
    if v_linked is null and tg_op = 'DELETE' then
      -- Deleted with what it belongs to (the cascade of a delete that has its own entry).
      return null;
    end if;
    v_details := v_details || jsonb_build_object(left(v_column, -3), v_linked);
  end loop;
  if tg_op = 'UPDATE' then
    select array_agg(a.attname::text) into v_edited
      from pg_catalog.pg_trigger tr
      join pg_catalog.pg_attribute a on a.attrelid = tr.tgrelid and a.attnum = any (tr.tgattr::int2[])
      where tr.tgrelid = tg_relid and tr.tgname = tg_name;
    select coalesce(jsonb_agg(n.key order by n.key), '[]') into v_changed
      from jsonb_each(to_jsonb(new)) n
      join jsonb_each(to_jsonb(old)) o using (key)
      where n.value is distinct from o.value and n.key <> 'updated_at'
        and (v_edited is null or n.key = any (v_edited));
    if v_changed = '[]'::jsonb then
      return null;
    end if;
    if nullif(tg_argv[2], '') is null then
      v_details := v_details || jsonb_build_object('changed', v_changed);
    end if;
  end if;
  perform app_private.record_admin_action(v_verb || '_' || upper(v_target), v_target,
    v_row ->> 'id', jsonb_strip_nulls(v_details));
  return null;
end;
$$;

--------------------------------------------------------------------------------
-- Who owns what, and what is shared: every write by an administrator.

create trigger _900_audit_admin_insert after insert on app_public.groups
  for each row execute function app_private.tg_audit_admin_change('group');
create trigger _900_audit_admin_update after update of name, description, is_public, has_image, image
  on app_public.groups
  for each row execute function app_private.tg_audit_admin_change('group');
create trigger _900_audit_admin_delete after delete on app_public.groups
  for each row execute function app_private.tg_audit_admin_change('group');

create trigger _900_audit_admin_insert after insert on app_public.group_memberships
  for each row execute function app_private.tg_audit_admin_change('group_membership', 'group_id user_id is_owner');
create trigger _900_audit_admin_update after update of is_owner on app_public.group_memberships
  for each row execute function app_private.tg_audit_admin_change('group_membership', 'group_id user_id is_owner');
create trigger _900_audit_admin_delete after delete on app_public.group_memberships
  for each row execute function app_private.tg_audit_admin_change('group_membership', 'group_id user_id is_owner');

create trigger _900_audit_admin_insert after insert on app_public.thing_groups
  for each row execute function app_private.tg_audit_admin_change('thing_group', 'thing_id group_id');
create trigger _900_audit_admin_delete after delete on app_public.thing_groups
  for each row execute function app_private.tg_audit_admin_change('thing_group', 'thing_id group_id');

-- Inviting sets the new invitation's expiry in the same transaction (send_invitation): that is
-- part of CREATE. A later new expiry is a resend (resendInvitation, or inviting again).
create trigger _900_audit_admin_insert after insert on app_public.invitations
  for each row execute function app_private.tg_audit_admin_change('invitation', 'thing_id device_id group_id email');
create trigger _900_audit_admin_resend after update of expires_at on app_public.invitations
  for each row when (old.created_at < now())
  execute function app_private.tg_audit_admin_change('invitation', 'thing_id device_id group_id email', 'RESEND');
create trigger _900_audit_admin_delete after delete on app_public.invitations
  for each row execute function app_private.tg_audit_admin_change('invitation', 'thing_id device_id group_id email');

create trigger _900_audit_admin_insert after insert on app_public.thing_accesses
  for each row execute function app_private.tg_audit_admin_change('thing_access', 'thing_id user_id is_owner is_collaborator');
create trigger _900_audit_admin_update after update of is_owner, is_collaborator on app_public.thing_accesses
  for each row execute function app_private.tg_audit_admin_change('thing_access', 'thing_id user_id is_owner is_collaborator');
create trigger _900_audit_admin_delete after delete on app_public.thing_accesses
  for each row execute function app_private.tg_audit_admin_change('thing_access', 'thing_id user_id is_owner is_collaborator');

create trigger _900_audit_admin_insert after insert on app_public.device_accesses
  for each row execute function app_private.tg_audit_admin_change('device_access', 'device_id user_id is_owner');
create trigger _900_audit_admin_update after update of is_owner on app_public.device_accesses
  for each row execute function app_private.tg_audit_admin_change('device_access', 'device_id user_id is_owner');
create trigger _900_audit_admin_delete after delete on app_public.device_accesses
  for each row execute function app_private.tg_audit_admin_change('device_access', 'device_id user_id is_owner');

create trigger _900_audit_admin_insert after insert on app_public.gateways
  for each row execute function app_private.tg_audit_admin_change('gateway', 'gateway_id eui');
create trigger _900_audit_admin_update after update of gateway_id, eui, name, location, altitude
  on app_public.gateways
  for each row execute function app_private.tg_audit_admin_change('gateway', 'gateway_id eui');
create trigger _900_audit_admin_delete after delete on app_public.gateways
  for each row execute function app_private.tg_audit_admin_change('gateway', 'gateway_id eui');

--------------------------------------------------------------------------------
-- Things that belong to someone: when an administrator acts on someone else's.

-- Only its recorder may correct an action (0010); an administrator may delete anyone's
-- (moderation) and attach a photo to it (newFiles).
create trigger _900_audit_admin_update after update of type, comments, location, litres, has_image, image
  on app_public.actions
  for each row when (old.creator_id is distinct from app_public.current_user_id())
  execute function app_private.tg_audit_admin_change('action', 'thing_id creator_id type');
create trigger _900_audit_admin_delete after delete on app_public.actions
  for each row when (old.creator_id is distinct from app_public.current_user_id())
  execute function app_private.tg_audit_admin_change('action', 'thing_id creator_id type');

-- An administrator removes anyone's address; newUser gives the new account its address.
create trigger _900_audit_admin_insert after insert on app_public.user_emails
  for each row when (new.user_id is distinct from app_public.current_user_id())
  execute function app_private.tg_audit_admin_change('user_email', 'user_id email');
create trigger _900_audit_admin_delete after delete on app_public.user_emails
  for each row when (old.user_id is distinct from app_public.current_user_id())
  execute function app_private.tg_audit_admin_change('user_email', 'user_id email');

-- deviceDownPush: an administrator switching someone else's LED or pump.
create trigger _900_audit_admin_insert after insert on app_public.device_commands
  for each row when (not new.device_id = any (app_hidden.current_user_device_ids()))
  execute function app_private.tg_audit_admin_change('device_command', 'device_id kind led_state minutes', 'SEND');

-- 0025's triggers listed only some of the columns people edit: an administrator's change of
-- the photo, the location description, the indicator or the bed area of someone else's
-- thing, of a device's hydration levels or photo, or of a user's "one thing" went unlogged.
drop trigger _900_audit_admin_update on app_public.users;
create trigger _900_audit_admin_update
  after update of name, username, notification_daily, one_thing_id, has_image, image
  on app_public.users for each row execute function app_private.tg_audit_admin_write('user');
drop trigger _900_audit_admin_update on app_public.things;
create trigger _900_audit_admin_update
  after update of name, description, category, location, location_description, is_public,
    has_image, image, indicator_parameter, bed_area, deleted_at
  on app_public.things for each row execute function app_private.tg_audit_admin_write('thing');
drop trigger _900_audit_admin_update on app_public.devices;
create trigger _900_audit_admin_update
  after update of name, model, is_public, location, hydration_levels, thing_id, device_id,
    has_image, image
  on app_public.devices for each row execute function app_private.tg_audit_admin_write('device');

--------------------------------------------------------------------------------

comment on column app_public.audit_log_entries.action is
  E'What was done, as <VERB>_<TARGET>: CREATE_, UPDATE_ or DELETE_ and the target type in capitals (UPDATE_GROUP_MEMBERSHIP), or RESTORE_THING, RESEND_INVITATION, SEND_DEVICE_COMMAND or RETRY_MAIL_JOB.';
comment on column app_public.audit_log_entries.target_type is
  E'What was acted on: mail_job, user, user_email, thing, device, device_command, action, group, group_membership, thing_group, invitation, thing_access, device_access or gateway.';
comment on column app_public.audit_log_entries.details is
  E'The acted-on row''s name, the ids and names of what it links (thing, device, group, user), and for changes the names of the changed fields (not their values). Never a secret.';
