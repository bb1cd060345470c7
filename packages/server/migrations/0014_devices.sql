-- Devices and live sensor data (issue 11): the soil sensors and pump controllers
-- of spec §3, who owns them, their time series, and every uplink The Things Stack
-- posts to us, stored exactly once and never lost.
--
-- - devices: the fields of spec §3. Latest readings and the indicator colour are the
--   database's to keep (written by ingestion only); owners edit the rest.
-- - device_accesses: owners only (no collaborators); invitations come with groups.
-- - sensor_data: one row per decoded uplink, typed columns plus the raw data, with a
--   (device, time) index for "newest first" and a BRIN index on time for ranges.
-- - app_private.uplinks: every accepted webhook body, keyed by (dev_eui,
--   session_key_id, f_cnt) so a retry or duplicate changes nothing; uplinks from
--   unknown devices, undecodable payloads and unexpected ports stay here with the
--   reason, and admins see them as unclaimed devices. Registering the device claims
--   its stored history.
-- - Things take their readings and colour from a linked device; the colour uses the
--   device's hydration levels (things.hydration_levels), and a thing that turns
--   "needs water" or "too dry" records needs_water_notification_at.
-- - Changes to a thing and new readings are announced with pg_notify on
--   'thing_updated:<thing id>' (the thingUpdated subscription listens).
-- Decisions: docs/decisions/0122-devices-and-ingestion.md.

create type app_public.device_model as enum ('LSE01', 'LSPH01', 'THE_THINGS_UNO');
comment on type app_public.device_model is
  'LSE01 soil moisture and EC sensor, LSPH01 soil pH sensor, The Things Uno pump controller.';

--------------------------------------------------------------------------------
-- Validation shared with packages/schema (validateDeviceId, validateHydrationLevels).

create function app_private.device_id_error(value text) returns text
  language sql immutable
  as $$
    select case
      when value is null or char_length(value) not between 3 and 255
        then 'Device id must be between 3 and 255 characters'
      when left(value, 4) <> 'eui-' then 'Device id must start with eui-'
      when value !~ '^[A-Za-z0-9_-]+$'
        then 'Device id may only contain letters, numbers, underscores and hyphens'
    end
  $$;

-- Hydration levels: the upper bounds (percent) of the dry, needs water, good and
-- saturated bands, e.g. [20, 30, 60, 100].
create function app_private.hydration_levels_error(value jsonb) returns text
  language plpgsql immutable
  as $$
declare
  v_previous double precision := -1;
  v_level double precision;
  v_item jsonb;
begin
  if value is null or jsonb_typeof(value) <> 'array' or jsonb_array_length(value) <> 4 then
    return 'Hydration levels must be a list of 4 numbers';
  end if;
  for v_item in select * from jsonb_array_elements(value) loop
    if jsonb_typeof(v_item) <> 'number' then
      return 'Hydration levels must be a list of 4 numbers';
    end if;
    v_level := v_item::text::double precision;
    if v_level < 0 or v_level > 100 then
      return 'Hydration levels must be between 0 and 100';
    end if;
    if v_level <= v_previous then
      return 'Hydration levels must increase';
    end if;
    v_previous := v_level;
  end loop;
  return null;
end;
$$;

-- The colour a reading gives, with a device's hydration levels for water (the other
-- parameters as 0003's indicator_colour_for).
create function app_private.indicator_colour_for(
  parameter app_public.indicator_parameter,
  water double precision, temperature double precision,
  ph double precision, conductivity double precision,
  hydration_levels jsonb
) returns app_public.indicator_colour
  language sql immutable
  as $$
    select case
      when parameter = 'WATER' and hydration_levels is not null then case
        when water is null then 'GREY'
        when water <= (hydration_levels->>0)::double precision then 'RED'
        when water <= (hydration_levels->>1)::double precision then 'ORANGE'
        when water <= (hydration_levels->>2)::double precision then 'GREEN'
        else 'BLUE' end::app_public.indicator_colour
      else app_private.indicator_colour_for(parameter, water, temperature, ph, conductivity)
    end
  $$;

--------------------------------------------------------------------------------
-- Devices

create table app_public.devices (
  id uuid primary key default gen_random_uuid(),
  device_id text not null unique,
  name text not null,
  model app_public.device_model not null,
  is_public boolean not null default true,
  location point not null,
  hydration_levels jsonb not null default '[20, 30, 60, 100]',
  water double precision,
  temperature double precision,
  conductivity double precision,
  ph double precision,
  led_state boolean,
  battery double precision,
  rssi double precision,
  snr double precision,
  probe_detected boolean,
  updated timestamptz,
  last_sensor_data timestamptz,
  indicator_colour app_public.indicator_colour not null default 'GREY',
  has_image boolean not null default false,
  image text,
  thing_id uuid references app_public.things (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table app_public.devices is
  E'@omit create\nA soil sensor or pump controller, usually linked to a thing.';
comment on column app_public.devices.device_id is
  'The device id in The Things Stack (eui-…), as its uplinks name it.';
comment on column app_public.devices.location is
  'x is the longitude, y the latitude (WGS 84), as in GeoJSON.';
comment on column app_public.devices.hydration_levels is
  'Upper bounds (percent) of the dry, needs water, good and saturated bands.';
comment on column app_public.devices.water is 'Latest volumetric water content, percent.';
comment on column app_public.devices.temperature is 'Latest soil temperature, °C.';
comment on column app_public.devices.conductivity is 'Latest soil electrical conductivity, µS/cm.';
comment on column app_public.devices.ph is 'Latest soil pH.';
comment on column app_public.devices.led_state is
  'The LED or pump output is on, as the device last reported or TTS last accepted.';
comment on column app_public.devices.battery is 'Latest battery voltage, V.';
comment on column app_public.devices.rssi is 'Signal strength of the latest uplink at the best gateway, dBm.';
comment on column app_public.devices.snr is 'Signal-to-noise ratio of the latest uplink, dB.';
comment on column app_public.devices.probe_detected is
  'False when the latest uplink said the probe is out of the soil.';
comment on column app_public.devices.updated is 'When the device last sent an uplink.';
comment on column app_public.devices.last_sensor_data is 'When the latest reading arrived.';
comment on column app_public.devices.indicator_colour is 'Colour of the latest reading; kept by the database.';
comment on constraint devices_thing_id_fkey on app_public.devices is
  E'@fieldName thing\n@foreignFieldName devices';
create index devices_thing_id_idx on app_public.devices (thing_id);
create index devices_location_idx on app_public.devices using gist (location);
create index devices_name_idx on app_public.devices (name);

create function app_private.tg_devices__before_write() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  new.name := btrim(new.name);
  perform app_private.assert_valid(
    app_private.thing_name_error(new.name),
    app_private.device_id_error(new.device_id),
    app_private.hydration_levels_error(new.hydration_levels),
    app_private.location_error(new.location)
  );
  new.indicator_colour := app_private.indicator_colour_for(
    case new.model when 'LSPH01' then 'PH' else 'WATER' end::app_public.indicator_parameter,
    new.water, new.temperature, new.ph, new.conductivity, new.hydration_levels);
  if new.model = 'THE_THINGS_UNO' then
    new.indicator_colour := 'GREY';
  end if;
  return new;
end;
$$;
create trigger _100_before_write before insert or update on app_public.devices
  for each row execute function app_private.tg_devices__before_write();

create table app_public.device_accesses (
  id uuid primary key default gen_random_uuid(),
  device_id uuid not null references app_public.devices (id) on delete cascade,
  user_id uuid not null references app_public.users (id) on delete cascade,
  is_owner boolean not null default true,
  created_at timestamptz not null default now(),
  unique (device_id, user_id)
);
comment on table app_public.device_accesses is
  E'@omit create,update\nWho owns a device: owners edit, link and delete it and send it commands.';
comment on constraint device_accesses_device_id_fkey on app_public.device_accesses is
  E'@fieldName device\n@foreignFieldName accesses';
comment on constraint device_accesses_user_id_fkey on app_public.device_accesses is
  E'@fieldName user\n@foreignFieldName deviceAccesses';
create index device_accesses_user_id_idx on app_public.device_accesses (user_id);

-- Ids of the devices the caller owns; security definer so that the policies of
-- devices and device_accesses do not recurse into each other.
create function app_hidden.current_user_device_ids() returns uuid[]
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(array_agg(a.device_id), '{}')
    from app_public.device_accesses a
    where a.user_id = app_public.current_user_id() and a.is_owner
  $$;
grant execute on function app_hidden.current_user_device_ids() to bk_anonymous, bk_user, bk_admin;

alter table app_public.devices enable row level security;
create policy select_visible on app_public.devices for select
  using (
    is_public
    or id = any ((select app_hidden.current_user_device_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );
create policy update_owner_or_admin on app_public.devices for update
  using (
    id = any ((select app_hidden.current_user_device_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );
create policy delete_owner_or_admin on app_public.devices for delete
  using (
    id = any ((select app_hidden.current_user_device_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );
grant select on app_public.devices to bk_anonymous, bk_user, bk_admin;
grant update (name, model, is_public, location, hydration_levels, thing_id, device_id, has_image)
  on app_public.devices to bk_user;
grant delete on app_public.devices to bk_user;

-- A device may be linked only to a thing its owner looks after (or by an admin).
-- Not security definer: current_user is the API role (bk_user, bk_admin) here.
create function app_private.tg_devices__check_thing() returns trigger
  language plpgsql
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  if new.thing_id is not null
    and new.thing_id is distinct from (case when tg_op = 'UPDATE' then old.thing_id end)
    and current_user in ('bk_user', 'bk_admin', 'bk_anonymous')
    and not app_public.current_user_is_admin()
    and not new.thing_id = any (app_hidden.current_user_thing_ids())
  then
    raise exception 'You can link a device only to a thing you look after' using errcode = 'NOTHG';
  end if;
  return new;
end;
$$;
create trigger _200_check_thing before insert or update of thing_id on app_public.devices
  for each row execute function app_private.tg_devices__check_thing();

alter table app_public.device_accesses enable row level security;
create policy select_owners on app_public.device_accesses for select
  using (
    user_id = (select app_public.current_user_id())
    or device_id = any ((select app_hidden.current_user_device_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );
grant select on app_public.device_accesses to bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Sensor data: the time series (spec §3 SensorData: id, createdAt, data, deviceId).

create table app_public.sensor_data (
  id bigint generated always as identity primary key,
  device_id uuid not null references app_public.devices (id) on delete cascade,
  created_at timestamptz not null,
  water double precision,
  temperature double precision,
  conductivity double precision,
  ph double precision,
  battery double precision,
  led_state boolean,
  probe_detected boolean,
  rssi double precision,
  snr double precision,
  data jsonb not null default '{}'
);
comment on table app_public.sensor_data is
  E'@omit create,update,delete\n@simpleCollections both\nOne decoded uplink of a device: its readings, with the raw payload and radio metadata in data.';
comment on column app_public.sensor_data.created_at is 'When The Things Stack received the uplink.';
comment on column app_public.sensor_data.data is
  'The raw payload (hex), f_port, f_cnt, gateways and any disagreement with TTS''s decoded_payload.';
comment on constraint sensor_data_device_id_fkey on app_public.sensor_data is
  E'@fieldName device\n@foreignFieldName sensorData';
create index sensor_data_device_time_idx on app_public.sensor_data (device_id, created_at desc, id desc);
create index sensor_data_time_brin on app_public.sensor_data using brin (created_at);

alter table app_public.sensor_data enable row level security;
-- As visible as its device: the devices policy decides (a subquery under the caller's RLS).
create policy select_with_device on app_public.sensor_data for select
  using (exists (select 1 from app_public.devices d where d.id = sensor_data.device_id));
grant select on app_public.sensor_data to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Uplinks: everything The Things Stack posted, exactly once.

create table app_private.uplinks (
  id bigint generated always as identity primary key,
  dev_eui text not null,
  session_key_id text not null default '',
  f_cnt bigint not null,
  tts_device_id text not null,
  application_id text,
  f_port integer,
  received_at timestamptz not null,
  status text not null check (status in ('stored', 'unknown_device', 'undecodable', 'unexpected_port')),
  reason text,
  decoded jsonb,
  data jsonb,
  body jsonb not null,
  sensor_data_id bigint references app_public.sensor_data (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (dev_eui, session_key_id, f_cnt)
);
create index uplinks_unclaimed_idx on app_private.uplinks (tts_device_id)
  where status = 'unknown_device';

-- Apply one decoded reading to a device and its linked thing. Owner-only (called
-- by ingestion and claiming, never through the API).
create function app_private.apply_reading(
  p_device app_public.devices,
  p_received_at timestamptz,
  p_readings jsonb,
  p_data jsonb
) returns bigint
  language plpgsql volatile
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_id bigint;
  v_probe boolean := coalesce((p_readings->>'probeDetected')::boolean, true);
  v_thing app_public.things;
begin
  insert into app_public.sensor_data (device_id, created_at, water, temperature, conductivity, ph,
    battery, led_state, probe_detected, rssi, snr, data)
  values (p_device.id, p_received_at,
    (p_readings->>'water')::double precision, (p_readings->>'temperature')::double precision,
    (p_readings->>'conductivity')::double precision, (p_readings->>'ph')::double precision,
    (p_readings->>'battery')::double precision, (p_readings->>'ledState')::boolean,
    v_probe, (p_data->>'rssi')::double precision, (p_data->>'snr')::double precision, p_data)
  returning id into v_id;

  -- Only a newer uplink changes the latest values (a late retry of an old one does not).
  if p_device.updated is not null and p_device.updated > p_received_at then
    return v_id;
  end if;
  update app_public.devices d set
    water = case when d.model = 'LSE01' then (p_readings->>'water')::double precision else d.water end,
    temperature = coalesce((p_readings->>'temperature')::double precision,
      case when v_probe then d.temperature end),
    conductivity = case when d.model = 'LSE01'
      then (p_readings->>'conductivity')::double precision else d.conductivity end,
    ph = case when d.model = 'LSPH01' then (p_readings->>'ph')::double precision else d.ph end,
    led_state = coalesce((p_readings->>'ledState')::boolean, d.led_state),
    battery = coalesce((p_readings->>'battery')::double precision, d.battery),
    rssi = (p_data->>'rssi')::double precision,
    snr = (p_data->>'snr')::double precision,
    probe_detected = case when d.model = 'THE_THINGS_UNO' then null else v_probe end,
    updated = p_received_at,
    last_sensor_data = p_received_at
  where d.id = p_device.id
  returning * into p_device;

  if p_device.thing_id is not null then
    update app_public.things t set
      water = case when p_device.model = 'LSE01' then p_device.water else t.water end,
      temperature = case when p_device.model <> 'THE_THINGS_UNO' then p_device.temperature
        else t.temperature end,
      conductivity = case when p_device.model = 'LSE01' then p_device.conductivity
        else t.conductivity end,
      ph = case when p_device.model = 'LSPH01' then p_device.ph else t.ph end,
      led_state = case when p_device.model = 'THE_THINGS_UNO' then p_device.led_state
        else t.led_state end,
      hydration_levels = case when p_device.model = 'LSE01' then p_device.hydration_levels
        else t.hydration_levels end,
      last_sensor_data = p_received_at
    where t.id = p_device.thing_id and t.deleted_at is null;
  end if;
  perform pg_notify('device_updated:' || p_device.id, 'SENSOR_DATA');
  return v_id;
end;
$$;

-- Store one uplink exactly once. The server decodes the payload for every model
-- (packages/server/src/devices/decoders) without knowing which device sent it:
-- p_decoded maps each model to {ok, readings, notes} or {ok: false, status, reason},
-- and the device's model picks one here. Returns 'duplicate' when the uplink was
-- already stored, else its status.
create function app_private.decoded_for(p_decoded jsonb, p_model app_public.device_model)
  returns jsonb
  language sql immutable
  as $$ select coalesce(p_decoded->(p_model::text),
    '{"ok": false, "status": "undecodable", "reason": "Not decoded for this model"}') $$;

create function app_hidden.ingest_uplink(
  p_dev_eui text,
  p_session_key_id text,
  p_f_cnt bigint,
  p_tts_device_id text,
  p_application_id text,
  p_f_port integer,
  p_received_at timestamptz,
  p_decoded jsonb,
  p_data jsonb,
  p_body jsonb
) returns text
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_uplink_id bigint;
  v_device app_public.devices;
  v_decoded jsonb;
  v_status text;
  v_sensor_data_id bigint;
begin
  select * into v_device from app_public.devices where device_id = p_tts_device_id;
  if v_device.id is null then
    v_status := 'unknown_device';
  else
    v_decoded := app_private.decoded_for(p_decoded, v_device.model);
    v_status := case when (v_decoded->>'ok')::boolean then 'stored'
      else coalesce(v_decoded->>'status', 'undecodable') end;
  end if;
  insert into app_private.uplinks (dev_eui, session_key_id, f_cnt, tts_device_id, application_id,
    f_port, received_at, status, reason, decoded, data, body)
  values (upper(p_dev_eui), coalesce(p_session_key_id, ''), p_f_cnt, p_tts_device_id,
    p_application_id, p_f_port, p_received_at, v_status,
    case when v_status = 'unknown_device' then 'No registered device has this id'
      else v_decoded->>'reason' end,
    p_decoded, p_data, p_body)
  on conflict (dev_eui, session_key_id, f_cnt) do nothing
  returning id into v_uplink_id;
  if v_uplink_id is null then
    return 'duplicate';
  end if;
  if v_status = 'stored' then
    v_sensor_data_id := app_private.apply_reading(v_device, p_received_at, v_decoded->'readings',
      p_data || jsonb_strip_nulls(jsonb_build_object('notes', v_decoded->'notes',
        'disagreement', v_decoded->'disagreement')));
    update app_private.uplinks set sensor_data_id = v_sensor_data_id where id = v_uplink_id;
  end if;
  return v_status;
end;
$$;
revoke all on function app_hidden.ingest_uplink(text, text, bigint, text, text, integer,
  timestamptz, jsonb, jsonb, jsonb) from public;
grant execute on function app_hidden.ingest_uplink(text, text, bigint, text, text, integer,
  timestamptz, jsonb, jsonb, jsonb) to bk_authenticator;

-- Registering a device that already sent uplinks claims them: its history is kept
-- (those its model decodes; the rest stay with their reason).
create function app_private.claim_uplinks(p_device app_public.devices) returns integer
  language plpgsql volatile
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_uplink app_private.uplinks;
  v_decoded jsonb;
  v_count integer := 0;
begin
  for v_uplink in
    select * from app_private.uplinks
    where tts_device_id = p_device.device_id and status = 'unknown_device'
    order by received_at
  loop
    v_decoded := app_private.decoded_for(v_uplink.decoded, p_device.model);
    if (v_decoded->>'ok')::boolean then
      select * into p_device from app_public.devices where id = p_device.id;
      update app_private.uplinks set status = 'stored', reason = null,
        sensor_data_id = app_private.apply_reading(p_device, v_uplink.received_at,
          v_decoded->'readings', coalesce(v_uplink.data, '{}') || jsonb_strip_nulls(
            jsonb_build_object('notes', v_decoded->'notes', 'disagreement', v_decoded->'disagreement')))
      where id = v_uplink.id;
      v_count := v_count + 1;
    else
      update app_private.uplinks set status = coalesce(v_decoded->>'status', 'undecodable'),
        reason = v_decoded->>'reason'
      where id = v_uplink.id;
    end if;
  end loop;
  return v_count;
end;
$$;

--------------------------------------------------------------------------------
-- The API: create, unclaimed devices for admins, nearest device.

create function app_public.create_device(
  model app_public.device_model,
  name text,
  is_public boolean,
  x double precision,
  y double precision,
  device_id text,
  thing_id uuid default null,
  hydration_levels text default null
) returns app_public.devices
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_device app_public.devices;
  v_levels jsonb;
begin
  if v_user_id is null then
    raise exception 'Sign in to add a device' using errcode = 'LOGIN';
  end if;
  perform app_private.assert_valid(
    case when create_device.model is null then 'Model is required' end,
    case when create_device.is_public is null then 'Public is required' end,
    case when create_device.x is null or create_device.y is null then 'Location is required' end,
    case when create_device.device_id is null then 'Device id is required' end
  );
  begin
    v_levels := coalesce(create_device.hydration_levels::jsonb, '[20, 30, 60, 100]');
  exception when invalid_text_representation then
    raise exception 'Hydration levels must be a list of 4 numbers' using errcode = 'VALID';
  end;
  if create_device.thing_id is not null
    and not app_public.current_user_is_admin()
    and not create_device.thing_id = any (app_hidden.current_user_thing_ids()) then
    raise exception 'You can link a device only to a thing you look after' using errcode = 'NOTHG';
  end if;
  if exists (select 1 from app_public.devices d where d.device_id = create_device.device_id) then
    raise exception 'A device with this id is already registered' using errcode = 'DUPLI';
  end if;
  -- A person registers a few devices; a script registering hundreds is refused (0004's limiter).
  if app_private.rate_limit_hit('create-device', v_user_id::text, 30, interval '1 hour') then
    raise exception 'Too many attempts. Please wait a minute and try again.' using errcode = 'RATEL';
  end if;
  insert into app_public.devices (device_id, name, model, is_public, location, thing_id,
    hydration_levels)
  values (create_device.device_id, create_device.name, create_device.model,
    create_device.is_public, point(create_device.x, create_device.y), create_device.thing_id, v_levels)
  returning * into v_device;
  insert into app_public.device_accesses (device_id, user_id, is_owner)
    values (v_device.id, v_user_id, true);
  perform app_private.claim_uplinks(v_device);
  select * into v_device from app_public.devices where id = v_device.id;
  return v_device;
end;
$$;
comment on function app_public.create_device(app_public.device_model, text, boolean,
  double precision, double precision, text, uuid, text) is
  E'Registers a device (spec §7: model, name, isPublic, x, y, deviceId); the caller becomes its owner.\nUplinks it already sent are kept as its history. hydrationLevels is a JSON list.';
grant execute on function app_public.create_device(app_public.device_model, text, boolean,
  double precision, double precision, text, uuid, text) to bk_user;

-- Hydration levels as a JSON string (spec §7's update).
create function app_public.set_device_hydration_levels(id uuid, hydration_levels text)
  returns app_public.devices
  language plpgsql volatile
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_levels jsonb;
  v_device app_public.devices;
begin
  begin
    v_levels := set_device_hydration_levels.hydration_levels::jsonb;
  exception when invalid_text_representation then
    raise exception 'Hydration levels must be a list of 4 numbers' using errcode = 'VALID';
  end;
  update app_public.devices d set hydration_levels = v_levels
    where d.id = set_device_hydration_levels.id
    returning * into v_device;
  if v_device.id is null then
    raise exception 'No such device' using errcode = 'NOTHG';
  end if;
  return v_device;
end;
$$;
grant execute on function app_public.set_device_hydration_levels(uuid, text) to bk_user;

create function app_public.devices_is_owner(device app_public.devices) returns boolean
  language sql stable
  as $$ select device.id = any (app_hidden.current_user_device_ids()) $$;
comment on function app_public.devices_is_owner(app_public.devices) is
  'The signed-in user owns this device.';

grant execute on function app_public.devices_is_owner(app_public.devices)
  to bk_anonymous, bk_user, bk_admin;

create function app_public.nearest_device(latitude double precision, longitude double precision)
  returns app_public.devices
  language sql stable strict
  as $$
    select * from app_public.devices
    order by location <-> point(nearest_device.longitude, nearest_device.latitude)
    limit 1
  $$;
comment on function app_public.nearest_device(double precision, double precision) is
  'The visible device nearest to a point.';
grant execute on function app_public.nearest_device(double precision, double precision)
  to bk_anonymous, bk_user, bk_admin;

-- Devices seen in uplinks but not registered (admins only).
create type app_public.unclaimed_device as (
  device_id text,
  dev_eui text,
  application_id text,
  uplinks bigint,
  first_seen timestamptz,
  last_seen timestamptz,
  last_reason text
);
create function app_public.unclaimed_devices() returns setof app_public.unclaimed_device
  language plpgsql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  if not app_public.current_user_is_admin() then
    raise exception 'Only administrators can see unclaimed devices' using errcode = 'DNIED';
  end if;
  return query
    select u.tts_device_id, max(u.dev_eui), max(u.application_id), count(*),
      min(u.received_at), max(u.received_at),
      (array_agg(u.reason order by u.received_at desc))[1]
    from app_private.uplinks u
    where u.status = 'unknown_device'
      and not exists (select 1 from app_public.devices d where d.device_id = u.tts_device_id)
    group by u.tts_device_id
    order by max(u.received_at) desc
    limit 100;
end;
$$;
grant execute on function app_public.unclaimed_devices() to bk_admin;

--------------------------------------------------------------------------------
-- Things take their water colour from the device's hydration levels, remember
-- when they started needing water, and announce every change.

alter table app_public.things add column hydration_levels jsonb;
comment on column app_public.things.hydration_levels is
  E'@omit\nThe linked moisture sensor''s hydration levels; null uses the defaults.';

create or replace function app_private.tg_things__before_write() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_colour app_public.indicator_colour;
begin
  new.name := btrim(new.name);
  perform app_private.assert_valid(
    app_private.thing_name_error(new.name),
    app_private.max_length_error('Description', new.description, 2000),
    app_private.max_length_error('Location description', new.location_description, 255),
    app_private.location_error(new.location)
  );
  v_colour := app_private.indicator_colour_for(
    new.indicator_parameter, new.water, new.temperature, new.ph, new.conductivity,
    new.hydration_levels);
  if tg_op = 'INSERT' then
    new.indicator_colour := v_colour;
    new.indicator_colour_last := null;
    new.indicator_colour_changed_at := now();
  else
    -- The colour and its history are the database's to keep, whoever writes.
    new.indicator_colour := old.indicator_colour;
    new.indicator_colour_last := old.indicator_colour_last;
    new.indicator_colour_changed_at := old.indicator_colour_changed_at;
    if v_colour is distinct from old.indicator_colour then
      new.indicator_colour_last := old.indicator_colour;
      new.indicator_colour := v_colour;
      new.indicator_colour_changed_at := now();
      -- Needs water (orange) or too dry (red): stewards hear of it in their digest.
      if new.indicator_parameter = 'WATER' and v_colour in ('ORANGE', 'RED')
        and old.indicator_colour not in ('ORANGE', 'RED') then
        new.needs_water_notification_at := now();
      end if;
    end if;
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create function app_private.tg_things__notify() returns trigger
  language plpgsql
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  perform pg_notify('thing_updated:' || new.id,
    case
      when new.last_sensor_data is distinct from old.last_sensor_data then 'SENSOR_DATA'
      when new.indicator_colour is distinct from old.indicator_colour then 'INDICATOR_CHANGED'
      when new.last_action is distinct from old.last_action then 'ACTION_RECORDED'
      else 'EDITED'
    end);
  return null;
end;
$$;
create trigger _900_notify after update on app_public.things
  for each row execute function app_private.tg_things__notify();
