-- Commands to devices (issue 11): honest downlinks and pump guardrails.
--
-- - device_commands: every command sent to a device, with its fate: QUEUED (waiting
--   for the devices__downlink job) → SENT (The Things Stack accepted it into the
--   device's queue) → CONFIRMED (an uplink reported the new state) | FAILED (with
--   the reason, shown on the device page). Visible to the device's owners and admins.
-- - deviceDownPush(deviceId, message) (spec §7) checks every guardrail here, in SQL,
--   with the numbers and words of @bloomkeep/schema deviceHealth.ts (parity test:
--   test/downlinks.test.ts), inserts a QUEUED command and adds its job in the same
--   transaction. devices.led_state does not change here: only once TTS accepted the
--   command (spec §4, app_private.device_command_sent).
-- - An uplink reporting the Uno's state confirms the latest SENT command (a trigger on
--   sensor_data; migration 0014 is left as it is).
-- Decision: docs/decisions/0124-downlinks-and-pump-guardrails.md.

create type app_public.device_command_kind as enum ('LED', 'PUMP');
comment on type app_public.device_command_kind is
  'LED: switch the output on or off. PUMP: switch it on for a number of minutes.';
create type app_public.device_command_status as enum ('QUEUED', 'SENT', 'CONFIRMED', 'FAILED');
comment on type app_public.device_command_status is
  'QUEUED: waiting to be handed to The Things Stack. SENT: TTS accepted it; the device gets it after its next uplink. CONFIRMED: an uplink reported the new state. FAILED: see the reason.';

create table app_public.device_commands (
  id uuid primary key default gen_random_uuid(),
  device_id uuid not null references app_public.devices (id) on delete cascade,
  kind app_public.device_command_kind not null,
  led_state boolean not null,
  minutes integer check (minutes between 1 and 255),
  status app_public.device_command_status not null default 'QUEUED',
  reason text,
  attempts integer not null default 0,
  created_by uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  confirmed_at timestamptz,
  failed_at timestamptz,
  updated_at timestamptz not null default now(),
  check ((kind = 'PUMP') = (minutes is not null)),
  check (kind = 'LED' or led_state)
);
comment on table app_public.device_commands is
  E'@omit create,update,delete\nA command sent to a device (deviceDownPush) and what became of it.';
comment on column app_public.device_commands.led_state is 'The state asked for (on = true).';
comment on column app_public.device_commands.minutes is
  'A pump run: the board switches itself off after this many minutes.';
comment on column app_public.device_commands.reason is 'Why the command failed.';
comment on column app_public.device_commands.attempts is 'Calls to The Things Stack so far.';
comment on column app_public.device_commands.sent_at is 'When The Things Stack accepted it.';
comment on column app_public.device_commands.confirmed_at is
  'When an uplink reported the new state.';
comment on constraint device_commands_device_id_fkey on app_public.device_commands is
  E'@fieldName device\n@foreignFieldName commands';
comment on constraint device_commands_created_by_fkey on app_public.device_commands is
  E'@fieldName creator\n@foreignFieldName deviceCommands';
create index device_commands_device_time_idx
  on app_public.device_commands (device_id, created_at desc);
create index device_commands_created_by_idx on app_public.device_commands (created_by);

alter table app_public.device_commands enable row level security;
create policy select_owner_or_admin on app_public.device_commands for select
  using (
    device_id = any ((select app_hidden.current_user_device_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );
grant select on app_public.device_commands to bk_user, bk_admin;

-- Every change of a command shows on the device page at once.
create function app_private.tg_device_commands__notify() returns trigger
  language plpgsql
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  perform pg_notify('device_updated:' || new.device_id, 'EDITED');
  return null;
end;
$$;
create trigger _900_notify after insert or update of status on app_public.device_commands
  for each row execute function app_private.tg_device_commands__notify();

--------------------------------------------------------------------------------
-- The guardrails, twins of pumpRefusal / pumpRefusalMessage in
-- packages/schema/src/deviceHealth.ts (same numbers, same words, same order).

create function app_private.pump_limits() returns jsonb
  language sql immutable
  as $$
    select jsonb_build_object(
      'minRunMinutes', 1,          -- PUMP_MIN_RUN_MINUTES
      'maxRunMinutes', 30,         -- PUMP_MAX_RUN_MINUTES
      'dailyBudgetMinutes', 60,    -- PUMP_DAILY_BUDGET_MINUTES
      'downlinksPerDay', 10,       -- DOWNLINKS_PER_DAY
      'windowHours', 24)           -- PUMP_BUDGET_WINDOW_HOURS
  $$;

-- Why a command is refused, or null. p_minutes null: an LED command (no run checks).
create function app_private.pump_refusal(
  p_minutes numeric, p_used_minutes integer, p_downlinks_today integer, p_has_queued boolean
) returns text
  language sql immutable
  as $$
    select case
      when p_minutes is not null and (p_minutes <> trunc(p_minutes)
        or p_minutes < (app_private.pump_limits()->>'minRunMinutes')::int) then 'run-too-short'
      when p_minutes is not null
        and p_minutes > (app_private.pump_limits()->>'maxRunMinutes')::int then 'run-too-long'
      when p_has_queued then 'command-queued'
      when p_downlinks_today >= (app_private.pump_limits()->>'downlinksPerDay')::int
        then 'downlink-limit'
      when p_minutes is not null and p_used_minutes + p_minutes
        > (app_private.pump_limits()->>'dailyBudgetMinutes')::int then 'daily-budget'
    end
  $$;

create function app_private.pump_refusal_message(p_refusal text, p_used_minutes integer)
  returns text
  language sql immutable
  as $$
    select case p_refusal
      when 'run-too-short' then 'A run must last at least 1 minute, in whole minutes.'
      when 'run-too-long' then 'A run can last at most 30 minutes.'
      when 'command-queued' then 'A command is already waiting for the device''s next uplink.'
      when 'downlink-limit' then 'The Things Network allows 10 commands per device per day, and this device has had them all in the last 24 hours. Try again later.'
      when 'daily-budget' then case
        when greatest(0, 60 - coalesce(p_used_minutes, 0)) > 0 then
          format('This pump has %s of its 60 minutes left for today (runs in the last 24 hours). Choose a shorter run.',
            greatest(0, 60 - coalesce(p_used_minutes, 0)))
        else 'This pump has used its 60 minutes for today (runs in the last 24 hours). It can run again once earlier runs are a day old.'
        end
    end
  $$;

-- The catalogue code of each refusal (@bloomkeep/schema PUMP_REFUSAL_CODES).
create function app_private.pump_refusal_code(p_refusal text) returns text
  language sql immutable
  as $$
    select case p_refusal
      when 'run-too-short' then 'RUNSH'
      when 'run-too-long' then 'RUNLG'
      when 'command-queued' then 'CMDQD'
      when 'downlink-limit' then 'DLLIM'
      when 'daily-budget' then 'PUMPB'
    end
  $$;

--------------------------------------------------------------------------------
-- deviceDownPush (spec §7).

create function app_public.device_down_push(device_id uuid, message text)
  returns app_public.device_commands
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_variable
declare
  v_device app_public.devices;
  v_json jsonb;
  v_state text;
  v_minutes numeric;
  v_used integer;
  v_downlinks integer;
  v_queued boolean;
  v_refusal text;
  v_command app_public.device_commands;
  v_window interval := make_interval(hours => (app_private.pump_limits()->>'windowHours')::int);
begin
  if app_public.current_user_id() is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  -- Locked, so that two requests at once cannot both pass "no command waiting".
  select * into v_device from app_public.devices d where d.id = device_down_push.device_id
    for update;
  if v_device.id is null
    or not (v_device.id = any (app_hidden.current_user_device_ids())
      or app_public.current_user_is_admin()) then
    -- The same answer for a device that does not exist (no enumeration).
    raise exception 'You can send commands only to a device you own' using errcode = 'FORBD';
  end if;
  if v_device.model <> 'THE_THINGS_UNO' then
    raise exception 'Only The Things Uno takes commands' using errcode = 'VALID';
  end if;

  begin
    v_json := message::jsonb;
  exception when others then
    raise exception 'The message must be JSON, like {"ledState":"on"}' using errcode = 'VALID';
  end;
  if v_json is null or jsonb_typeof(v_json) <> 'object'
    or exists (select 1 from jsonb_object_keys(v_json) k where k not in ('ledState', 'minutes')) then
    raise exception 'The message must be like {"ledState":"on"} or {"ledState":"on","minutes":10}'
      using errcode = 'VALID';
  end if;
  v_state := case when jsonb_typeof(v_json->'ledState') = 'string' then v_json->>'ledState' end;
  if v_state is null or v_state not in ('on', 'off') then
    raise exception 'ledState must be "on" or "off"' using errcode = 'VALID';
  end if;
  if v_json ? 'minutes' then
    if jsonb_typeof(v_json->'minutes') <> 'number' then
      raise exception 'minutes must be a number' using errcode = 'VALID';
    end if;
    if v_state <> 'on' then
      raise exception 'minutes only go with ledState "on"' using errcode = 'VALID';
    end if;
    v_minutes := (v_json->>'minutes')::numeric;
  end if;

  -- A command still waiting (queued, or sent and not yet confirmed), however old.
  v_queued := exists (select 1 from app_public.device_commands c
    where c.device_id = v_device.id and c.status in ('QUEUED', 'SENT'));
  -- Budgets over the rolling window: every command that went or may still go.
  select coalesce(sum(c.minutes), 0)::integer, count(*)::integer
    into v_used, v_downlinks
    from app_public.device_commands c
    where c.device_id = v_device.id and c.status <> 'FAILED'
      and c.created_at > now() - v_window;

  v_refusal := app_private.pump_refusal(v_minutes, v_used, v_downlinks, v_queued);
  if v_refusal is not null then
    raise exception '%', app_private.pump_refusal_message(v_refusal, v_used)
      using errcode = app_private.pump_refusal_code(v_refusal);
  end if;

  insert into app_public.device_commands (device_id, kind, led_state, minutes, created_by)
  values (v_device.id, case when v_minutes is null then 'LED' else 'PUMP' end::app_public.device_command_kind,
    v_state = 'on', v_minutes::integer, app_public.current_user_id())
  returning * into v_command;
  perform graphile_worker.add_job('devices__downlink',
    json_build_object('commandId', v_command.id), max_attempts => 8,
    job_key => 'device_command:' || v_command.id);
  return v_command;
end;
$$;
comment on function app_public.device_down_push(uuid, text) is
  E'Send a command to a device you own (spec §7): message is JSON, {"ledState":"on"} or {"ledState":"on","minutes":10} for a pump run.\nRefused, with the reason, over the pump''s guardrails. The device''s state changes once The Things Stack accepted the command.';
revoke all on function app_public.device_down_push(uuid, text) from public;
grant execute on function app_public.device_down_push(uuid, text) to bk_user, bk_admin;

--------------------------------------------------------------------------------
-- What the devices__downlink job records (owner only; never through the API).

-- TTS accepted the command: now the local state changes (spec §4).
create function app_private.device_command_sent(p_command_id uuid) returns boolean
  language plpgsql volatile
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_command app_public.device_commands;
  v_device app_public.devices;
begin
  update app_public.device_commands c set status = 'SENT', sent_at = now(), reason = null,
      updated_at = now()
    where c.id = p_command_id and c.status = 'QUEUED'
    returning * into v_command;
  if v_command.id is null then
    return false;
  end if;
  update app_public.devices d set led_state = v_command.led_state
    where d.id = v_command.device_id
    returning * into v_device;
  if v_device.thing_id is not null then
    update app_public.things t set led_state = v_command.led_state
      where t.id = v_device.thing_id and t.deleted_at is null;
  end if;
  return true;
end;
$$;

create function app_private.device_command_failed(p_command_id uuid, p_reason text)
  returns boolean
  language sql volatile
  set search_path = pg_catalog, public, pg_temp
  as $$
    with failed as (
      update app_public.device_commands c set status = 'FAILED', reason = p_reason,
          failed_at = now(), updated_at = now()
        where c.id = p_command_id and c.status = 'QUEUED'
        returning 1)
    select exists (select 1 from failed)
  $$;

-- An uplink from the Uno reports its state. It confirms the command that TTS accepted
-- before it was received: an LED command once the reported state is the one asked
-- for; a pump run once the pump reports on, or at the second uplink after it was sent
-- (the board got the run in the first one's receive window and has switched itself
-- off by the second when the run was shorter than the uplink interval).
create function app_private.tg_sensor_data__confirm_command() returns trigger
  language plpgsql
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  update app_public.device_commands c set status = 'CONFIRMED', confirmed_at = now(),
      updated_at = now()
    where c.device_id = new.device_id and c.status = 'SENT' and c.sent_at <= new.created_at
      and (new.led_state = c.led_state
        or (c.kind = 'PUMP' and (
          select count(*) from app_public.sensor_data s
          where s.device_id = new.device_id and s.created_at >= c.sent_at) >= 2));
  return null;
end;
$$;
create trigger _500_confirm_command after insert on app_public.sensor_data
  for each row when (new.led_state is not null)
  execute function app_private.tg_sensor_data__confirm_command();
