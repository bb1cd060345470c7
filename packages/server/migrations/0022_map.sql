-- The map's data (issue 12, "The map" → Scale, Overlays): what is in view, clustered
-- on the server, plus the two overlays that live in our database, LoRaWAN gateways and
-- B-Lines. Decisions: docs/decisions/0131-map-data-and-clustering.md.
--
-- - map_features(west, south, east, north, zoom, layers…): the things, devices and
--   gateways in a box, read through the GiST indexes on location. A private thing is
--   never a point, a cluster member or a count for someone who may not see it: the box
--   lookup applies the policies' own visibility rules (it must be security definer for
--   the index, see map_candidates) and the points' details are read under RLS. Cells
--   of a grid fixed to the world (64 px at the whole zoom) with more than 3 points
--   become clusters with their counts per indicator colour; the answer holds at most
--   2,000 points and clusters (@bloomkeep/schema map.ts holds the numbers,
--   test/map-sql.test.ts the box rule's twin).
-- - gateways: heard in uplinks' rx_metadata (a trigger on app_private.uplinks, at most
--   one write per gateway per minute) or entered by administrators. Everyone reads them.
-- - b_lines: pollinator corridors as GeoJSON line coordinates; the demo gets a sample.

--------------------------------------------------------------------------------
-- The box rule, twin of validateMapBounds in @bloomkeep/schema map.ts.

create function app_hidden.mercator_y(latitude double precision) returns double precision
  language sql immutable
  as $$
    select (1 - ln(tan(pi() / 4 + radians(greatest(-85.0511287798, least(85.0511287798, latitude))) / 2))
      / pi()) / 2
  $$;
comment on function app_hidden.mercator_y(double precision) is
  'Web Mercator y of a latitude: 0 at the top of the world, 1 at the bottom.';

create function app_hidden.map_bounds_error(
  west double precision, south double precision, east double precision, north double precision,
  zoom double precision
) returns text
  language sql immutable
  as $$
    select case
      -- NaN and infinities are not finite; 'NaN' compares above every number in SQL.
      when west is null or south is null or east is null or north is null or zoom is null
        or 'NaN' in (west, south, east, north, zoom)
        or abs(west) = 'Infinity' or abs(south) = 'Infinity' or abs(east) = 'Infinity'
        or abs(north) = 'Infinity' or abs(zoom) = 'Infinity'
        then 'The map box needs four finite coordinates and a zoom'
      when abs(south) > 90 or abs(north) > 90 then 'Latitudes must be between -90 and 90'
      when abs(west) > 180 or abs(east) > 180
        then 'Longitudes must be between -180 and 180 (wrap them first)'
      when south >= north then 'South must be below north'
      when west = east then 'The map box has no width'
      when zoom < 0 or zoom > 22 then 'Zoom must be between 0 and 22'
      when (case when west < east then east - west else 360 - (west - east) end) / 360
          * 512 * power(2::double precision, zoom) > 8192
        or (app_hidden.mercator_y(south) - app_hidden.mercator_y(north))
          * 512 * power(2::double precision, zoom) > 8192
        then 'The map box is too large for this zoom: at most 8192 pixels either way'
    end
  $$;

-- A box as the one or two boxes of the index query: west > east crosses the
-- antimeridian and becomes [west, 180] and [-180, east]; otherwise both are the same box.
create function app_hidden.map_boxes(
  west double precision, south double precision, east double precision, north double precision
) returns box[]
  language sql immutable
  as $$
    select case when west < east
      then array[box(point(west, south), point(east, north)), box(point(west, south), point(east, north))]
      else array[box(point(west, south), point(180, north)), box(point(-180, south), point(east, north))]
    end
  $$;
-- In app_hidden: the invoker functions below run them as the API roles.
grant execute on function app_hidden.mercator_y(double precision) to bk_anonymous, bk_user, bk_admin;
grant execute on function app_hidden.map_bounds_error(double precision, double precision,
  double precision, double precision, double precision) to bk_anonymous, bk_user, bk_admin;
grant execute on function app_hidden.map_boxes(double precision, double precision, double precision,
  double precision) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Gateways

create function app_private.gateway_id_error(value text) returns text
  language sql immutable
  as $$
    select case
      -- The Things Stack's rule for ids: 3–36 lower-case letters, digits and single hyphens.
      when value is not null and (char_length(value) not between 3 and 36
        or value !~ '^[a-z0-9](?:-?[a-z0-9])*$')
        then 'Gateway id must be 3 to 36 lower-case letters, digits and single hyphens'
    end
  $$;

create function app_private.gateway_eui_error(value text) returns text
  language sql immutable
  as $$
    select case
      when value is not null and value !~ '^[0-9A-Fa-f]{16}$'
        then 'Gateway EUI must be 16 hexadecimal digits'
    end
  $$;

create table app_public.gateways (
  id uuid primary key default gen_random_uuid(),
  gateway_id text unique,
  eui text unique,
  name text not null,
  location point not null,
  altitude double precision,
  location_source text not null default 'ADMIN',
  is_sample boolean not null default false,
  last_seen timestamptz,
  created_at timestamptz not null default now()
);
comment on table app_public.gateways is
  E'@omit create\nA LoRaWAN gateway: heard in uplinks (with the location The Things Stack reports) or entered by an administrator.';
comment on column app_public.gateways.gateway_id is 'The gateway id in The Things Stack (gateway_ids.gateway_id).';
comment on column app_public.gateways.eui is 'The gateway EUI: 16 upper-case hexadecimal digits.';
comment on column app_public.gateways.location is 'x is the longitude, y the latitude (WGS 84), as in GeoJSON.';
comment on column app_public.gateways.altitude is 'Metres above sea level, when known.';
comment on column app_public.gateways.location_source is
  'ADMIN when an administrator placed it (uplinks then leave the location alone), else The Things Stack''s location source (SOURCE_REGISTRY, SOURCE_GPS…).';
comment on column app_public.gateways.is_sample is 'Invented for the demo, not a real gateway.';
comment on column app_public.gateways.last_seen is 'When an uplink it heard was last stored (to the minute).';
create index gateways_location_idx on app_public.gateways using gist (location);

create function app_private.tg_gateways__before_write() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  new.name := btrim(new.name);
  new.gateway_id := nullif(btrim(new.gateway_id), '');
  new.eui := upper(nullif(btrim(new.eui), ''));
  perform app_private.assert_valid(
    app_private.thing_name_error(new.name),
    app_private.gateway_id_error(new.gateway_id),
    app_private.gateway_eui_error(new.eui),
    app_private.location_error(new.location)
  );
  return new;
end;
$$;
create trigger _100_before_write before insert or update on app_public.gateways
  for each row execute function app_private.tg_gateways__before_write();

alter table app_public.gateways enable row level security;
-- Gateway locations are public on The Things Network: everyone sees them; admins keep them.
create policy select_all on app_public.gateways for select using (true);
create policy insert_admin on app_public.gateways for insert
  with check ((select app_public.current_user_is_admin()));
create policy update_admin on app_public.gateways for update
  using ((select app_public.current_user_is_admin()));
create policy delete_admin on app_public.gateways for delete
  using ((select app_public.current_user_is_admin()));
grant select on app_public.gateways to bk_anonymous, bk_user, bk_admin;
grant insert (gateway_id, eui, name, location, altitude) on app_public.gateways to bk_admin;
grant update (gateway_id, eui, name, location, altitude) on app_public.gateways to bk_admin;
grant delete on app_public.gateways to bk_admin;

-- Admins place a gateway by hand (spec §7-style x/y arguments, as createDevice).
-- Security invoker: the insert policy is the check, and only bk_admin may call it.
create function app_public.create_gateway(
  name text,
  x double precision,
  y double precision,
  gateway_id text default null,
  eui text default null,
  altitude double precision default null
) returns app_public.gateways
  language plpgsql volatile
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_gateway app_public.gateways;
begin
  if not app_public.current_user_is_admin() then
    raise exception 'Only administrators can add gateways' using errcode = 'DNIED';
  end if;
  if create_gateway.x is null or create_gateway.y is null then
    raise exception 'Location is required' using errcode = 'VALID';
  end if;
  if create_gateway.gateway_id is not null and exists (
    select 1 from app_public.gateways g where g.gateway_id = btrim(create_gateway.gateway_id)) then
    raise exception 'A gateway with this id is already registered' using errcode = 'DUPLI';
  end if;
  if create_gateway.eui is not null and exists (
    select 1 from app_public.gateways g where g.eui = upper(btrim(create_gateway.eui))) then
    raise exception 'A gateway with this EUI is already registered' using errcode = 'DUPLI';
  end if;
  insert into app_public.gateways (gateway_id, eui, name, location, altitude)
  values (create_gateway.gateway_id, create_gateway.eui, create_gateway.name,
    point(create_gateway.x, create_gateway.y), create_gateway.altitude)
  returning * into v_gateway;
  return v_gateway;
end;
$$;
comment on function app_public.create_gateway(text, double precision, double precision, text, text,
  double precision) is
  'Places a LoRaWAN gateway on the map (administrators). x is the longitude, y the latitude; gatewayId and eui let uplinks that it hears find it.';
revoke all on function app_public.create_gateway(text, double precision, double precision, text,
  text, double precision) from public;
grant execute on function app_public.create_gateway(text, double precision, double precision, text,
  text, double precision) to bk_admin;

-- A valid, meaningful location in one rx_metadata entry, else null. TTS reports (0, 0)
-- for a gateway whose owner never set a location.
create function app_private.rx_location(entry jsonb) returns point
  language sql immutable
  as $$
    select case
      when jsonb_typeof(entry->'location'->'latitude') = 'number'
        and jsonb_typeof(entry->'location'->'longitude') = 'number'
        and (entry->'location'->>'latitude')::double precision between -90 and 90
        and (entry->'location'->>'longitude')::double precision between -180 and 180
        and not ((entry->'location'->>'latitude')::double precision = 0
          and (entry->'location'->>'longitude')::double precision = 0)
      then point((entry->'location'->>'longitude')::double precision,
        (entry->'location'->>'latitude')::double precision)
    end
  $$;

-- Each stored uplink refreshes the gateways that heard it: a known gateway's last
-- seen time (and its reported location, unless an admin placed it), a new one only
-- when it reports a location (nothing to draw otherwise). Ingestion is benchmarked
-- (decision 0126): a gateway seen within the minute costs one index lookup and no write.
-- Entries that break the rules are skipped: a gateway must never cost an uplink.
create function app_private.tg_uplinks__gateways() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_entry jsonb;
  v_gateway_id text;
  v_eui text;
  v_location point;
  v_gateway app_public.gateways;
begin
  for v_entry in select value from jsonb_array_elements(new.body->'uplink_message'->'rx_metadata')
  loop
    continue when jsonb_typeof(v_entry) <> 'object'
      or jsonb_typeof(v_entry->'gateway_ids') <> 'object';
    v_gateway_id := v_entry->'gateway_ids'->>'gateway_id';
    continue when v_gateway_id is null or app_private.gateway_id_error(v_gateway_id) is not null;
    v_eui := upper(v_entry->'gateway_ids'->>'eui');
    if app_private.gateway_eui_error(v_eui) is not null then
      v_eui := null;
    end if;
    v_location := app_private.rx_location(v_entry);
    select * into v_gateway from app_public.gateways g where g.gateway_id = v_gateway_id;
    if v_gateway.id is not null then
      continue when v_gateway.last_seen >= new.received_at - interval '1 minute';
      update app_public.gateways g set
        last_seen = greatest(g.last_seen, new.received_at),
        location = case when g.location_source = 'ADMIN' or v_location is null then g.location
          else v_location end,
        altitude = case when g.location_source = 'ADMIN' or v_location is null then g.altitude
          when jsonb_typeof(v_entry->'location'->'altitude') = 'number'
            then (v_entry->'location'->>'altitude')::double precision end,
        location_source = case when g.location_source = 'ADMIN' or v_location is null
          then g.location_source
          else coalesce(v_entry->'location'->>'source', 'SOURCE_UNKNOWN') end,
        eui = coalesce(g.eui, case when not exists (
          select 1 from app_public.gateways o where o.eui = v_eui) then v_eui end)
      where g.id = v_gateway.id;
    elsif v_location is not null then
      insert into app_public.gateways (gateway_id, eui, name, location, altitude, location_source,
        last_seen)
      select v_gateway_id,
        case when not exists (select 1 from app_public.gateways o where o.eui = v_eui) then v_eui end,
        v_gateway_id, v_location,
        case when jsonb_typeof(v_entry->'location'->'altitude') = 'number'
          then (v_entry->'location'->>'altitude')::double precision end,
        coalesce(v_entry->'location'->>'source', 'SOURCE_UNKNOWN'), new.received_at
      on conflict (gateway_id) do nothing;
    end if;
  end loop;
  return null;
end;
$$;
create trigger _500_gateways after insert on app_private.uplinks
  for each row when (jsonb_typeof(new.body->'uplink_message'->'rx_metadata') = 'array')
  execute function app_private.tg_uplinks__gateways();

-- The gateways of the uplinks stored so far (their latest reported location).
insert into app_public.gateways (gateway_id, eui, name, location, altitude, location_source,
  last_seen)
select distinct on (e.value->'gateway_ids'->>'gateway_id')
  e.value->'gateway_ids'->>'gateway_id',
  case when app_private.gateway_eui_error(e.value->'gateway_ids'->>'eui') is null
    then upper(e.value->'gateway_ids'->>'eui') end,
  e.value->'gateway_ids'->>'gateway_id',
  app_private.rx_location(e.value),
  case when jsonb_typeof(e.value->'location'->'altitude') = 'number'
    then (e.value->'location'->>'altitude')::double precision end,
  coalesce(e.value->'location'->>'source', 'SOURCE_UNKNOWN'),
  u.received_at
from app_private.uplinks u
cross join lateral jsonb_array_elements(case
  when jsonb_typeof(u.body->'uplink_message'->'rx_metadata') = 'array'
  then u.body->'uplink_message'->'rx_metadata' else '[]' end) e
where jsonb_typeof(e.value) = 'object'
  and jsonb_typeof(e.value->'gateway_ids') = 'object'
  and app_private.gateway_id_error(e.value->'gateway_ids'->>'gateway_id') is null
  and e.value->'gateway_ids'->>'gateway_id' is not null
  and app_private.rx_location(e.value) is not null
order by e.value->'gateway_ids'->>'gateway_id', u.received_at desc
on conflict do nothing;

--------------------------------------------------------------------------------
-- B-Lines: Buglife's pollinator corridors, drawn as lines.

create function app_private.line_coordinates_error(value jsonb) returns text
  language sql immutable
  as $$
    select case
      when value is null or jsonb_typeof(value) <> 'array' or jsonb_array_length(value) < 2
        or exists (
          select 1 from jsonb_array_elements(value) c
          where jsonb_typeof(c.value) <> 'array' or jsonb_array_length(c.value) <> 2
            or jsonb_typeof(c.value->0) <> 'number' or jsonb_typeof(c.value->1) <> 'number'
            or (c.value->>0)::double precision not between -180 and 180
            or (c.value->>1)::double precision not between -90 and 90)
        then 'A line needs at least two [longitude, latitude] positions'
    end
  $$;

create table app_public.b_lines (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  coordinates jsonb not null,
  bounds box not null,
  is_sample boolean not null default false,
  source text,
  created_at timestamptz not null default now()
);
comment on table app_public.b_lines is
  E'@omit create,update,delete\nA B-Line: one of Buglife''s pollinator corridors, as a line.';
comment on column app_public.b_lines.coordinates is
  'The line''s positions as GeoJSON LineString coordinates: [[longitude, latitude], …].';
comment on column app_public.b_lines.bounds is E'@omit\nThe box around the line, for the index.';
comment on column app_public.b_lines.is_sample is
  'Invented for the demo area: not Buglife''s data (which is licensed separately).';
comment on column app_public.b_lines.source is 'Where the line comes from, for the attribution.';
create index b_lines_bounds_idx on app_public.b_lines using gist (bounds);

create function app_private.tg_b_lines__before_write() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  new.name := btrim(new.name);
  perform app_private.assert_valid(
    app_private.thing_name_error(new.name),
    app_private.line_coordinates_error(new.coordinates)
  );
  -- The database keeps the box, whatever a writer says.
  select box(point(min((c.value->>0)::double precision), min((c.value->>1)::double precision)),
    point(max((c.value->>0)::double precision), max((c.value->>1)::double precision)))
  into new.bounds
  from jsonb_array_elements(new.coordinates) c;
  return new;
end;
$$;
create trigger _100_before_write before insert or update on app_public.b_lines
  for each row execute function app_private.tg_b_lines__before_write();

alter table app_public.b_lines enable row level security;
create policy select_all on app_public.b_lines for select using (true);
grant select on app_public.b_lines to bk_anonymous, bk_user, bk_admin;

-- The lines that pass through a box (their bounds meet it), for the B-Lines overlay.
create function app_public.map_b_lines(
  west double precision, south double precision, east double precision, north double precision,
  zoom double precision
) returns setof app_public.b_lines
  language plpgsql stable strict
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_boxes box[] := app_hidden.map_boxes(west, south, east, north);
  v_error text;
begin
  v_error := app_hidden.map_bounds_error(west, south, east, north, zoom);
  if v_error is not null then
    raise exception '%', v_error using errcode = 'VALID';
  end if;
  return query
    select l.* from app_public.b_lines l
    where l.bounds && v_boxes[1] or l.bounds && v_boxes[2]
    order by l.name, l.id;
end;
$$;
comment on function app_public.map_b_lines(double precision, double precision, double precision,
  double precision, double precision) is
  E'@simpleCollections only\nThe B-Lines (pollinator corridors) that pass through a box (degrees; west > east crosses the antimeridian), as for mapFeatures.';
grant execute on function app_public.map_b_lines(double precision, double precision,
  double precision, double precision, double precision) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- What is in view: points and clusters.

create type app_public.map_feature_kind as enum ('THING', 'DEVICE', 'GATEWAY');
comment on type app_public.map_feature_kind is 'What a map point or cluster shows.';

create type app_public.map_point as (
  kind app_public.map_feature_kind,
  id uuid,
  name text,
  category app_public.thing_category,
  model app_public.device_model,
  x double precision,
  y double precision,
  indicator_colour app_public.indicator_colour,
  is_public boolean,
  last_action_type app_public.action_type,
  last_action_at timestamptz,
  last_seen_at timestamptz
);
comment on type app_public.map_point is 'One thing, device or gateway on the map.';
comment on column app_public.map_point.kind is '@notNull';
comment on column app_public.map_point.id is E'@notNull\nThe row''s id (thingById, deviceById, gatewayById).';
comment on column app_public.map_point.name is '@notNull';
comment on column app_public.map_point.category is 'A thing''s category.';
comment on column app_public.map_point.model is 'A device''s model.';
comment on column app_public.map_point.x is E'@notNull\nLongitude.';
comment on column app_public.map_point.y is E'@notNull\nLatitude.';
comment on column app_public.map_point.indicator_colour is
  E'@notNull\nThe water scale colour (GREY for gateways and unknown readings).';
comment on column app_public.map_point.is_public is '@notNull';
comment on column app_public.map_point.last_action_type is 'A thing''s latest action.';
comment on column app_public.map_point.last_action_at is 'When a thing''s latest action was recorded.';
comment on column app_public.map_point.last_seen_at is
  'When a device last sent an uplink, or a gateway last heard one.';

create type app_public.map_cluster as (
  kind app_public.map_feature_kind,
  x double precision,
  y double precision,
  count integer,
  blue integer,
  green integer,
  orange integer,
  red integer,
  grey integer
);
comment on type app_public.map_cluster is
  'The points of one kind in one grid cell, at their mean position, with how many have each indicator colour.';
comment on column app_public.map_cluster.kind is '@notNull';
comment on column app_public.map_cluster.x is E'@notNull\nLongitude of the members'' mean position.';
comment on column app_public.map_cluster.y is E'@notNull\nLatitude of the members'' mean position.';
comment on column app_public.map_cluster.count is '@notNull';
comment on column app_public.map_cluster.blue is '@notNull';
comment on column app_public.map_cluster.green is '@notNull';
comment on column app_public.map_cluster.orange is '@notNull';
comment on column app_public.map_cluster.red is '@notNull';
comment on column app_public.map_cluster.grey is '@notNull';

create type app_public.map_view as (
  points app_public.map_point[],
  clusters app_public.map_cluster[],
  grid_zoom integer,
  truncated boolean
);
comment on type app_public.map_view is 'What is in a map box: points, and clusters where points crowd.';
comment on column app_public.map_view.points is '@notNull';
comment on column app_public.map_view.clusters is '@notNull';
comment on column app_public.map_view.grid_zoom is
  E'@notNull\nThe whole zoom whose 64 px grid made the clusters.';
comment on column app_public.map_view.truncated is
  E'@notNull\nTrue when even as clusters there was more than one answer holds (the biggest clusters came first).';

-- The features in one or two boxes, through the GiST indexes. `point <@ box` is not
-- leakproof, so under row-level security PostgreSQL may only use it to filter a full
-- scan (as 0005 found for ILIKE). Like 0005's search_thing_ids, this function is
-- security definer and applies the same visibility rules as the policies themselves:
-- things (0003 select_visible, 0009 hide_deleted), devices (0014 select_visible) and
-- gateways (everyone). test/map.test.ts holds it to the policies for every role.
create function app_hidden.map_candidates(
  boxes box[],
  thing_categories app_public.thing_category[],
  all_things boolean,
  with_devices boolean,
  with_gateways boolean
) returns table (
  kind app_public.map_feature_kind,
  id uuid,
  x double precision,
  y double precision,
  colour app_public.indicator_colour
)
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select 'THING'::app_public.map_feature_kind, t.id, t.location[0], t.location[1], t.indicator_colour
    from app_public.things t
    where (t.location <@ boxes[1] or t.location <@ boxes[2])
      and (all_things or t.category = any (thing_categories))
      and t.deleted_at is null
      and (t.is_public
        or t.id = any ((select app_hidden.current_user_thing_ids())::uuid[])
        or (select app_public.current_user_is_admin()))
    union all
    select 'DEVICE'::app_public.map_feature_kind, d.id, d.location[0], d.location[1], d.indicator_colour
    from app_public.devices d
    where with_devices and (d.location <@ boxes[1] or d.location <@ boxes[2])
      and (d.is_public
        or d.id = any ((select app_hidden.current_user_device_ids())::uuid[])
        or (select app_public.current_user_is_admin()))
    union all
    select 'GATEWAY'::app_public.map_feature_kind, g.id, g.location[0], g.location[1],
      'GREY'::app_public.indicator_colour
    from app_public.gateways g
    where with_gateways and (g.location <@ boxes[1] or g.location <@ boxes[2])
  $$;
grant execute on function app_hidden.map_candidates(box[], app_public.thing_category[], boolean,
  boolean, boolean) to bk_anonymous, bk_user, bk_admin;

create function app_public.map_features(
  west double precision,
  south double precision,
  east double precision,
  north double precision,
  zoom double precision,
  thing_categories app_public.thing_category[],
  all_things boolean,
  devices boolean,
  gateways boolean
) returns app_public.map_view
  language plpgsql stable strict
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_grid_zoom integer;
  v_cells double precision;
  v_cell_points integer;
  v_view app_public.map_view;
  v_error text;
begin
  v_error := app_hidden.map_bounds_error(west, south, east, north, zoom);
  if v_error is not null then
    raise exception '%', v_error using errcode = 'VALID';
  end if;
  v_grid_zoom := floor(zoom)::integer;
  -- Cells across the world at this zoom: 512 px tiles, 64 px cells.
  v_cells := (512 / 64) * power(2::double precision, v_grid_zoom);
  v_cell_points := case when v_grid_zoom >= 17 then 2000 else 3 end;

  with candidate as materialized (
    select c.*,
      floor((c.x + 180) / 360 * v_cells) as cx,
      floor(app_hidden.mercator_y(c.y) * v_cells) as cy
    from app_hidden.map_candidates(app_hidden.map_boxes(west, south, east, north),
      thing_categories, all_things, devices, gateways) c
  ),
  cell as materialized (
    select c.kind, c.cx, c.cy, count(*)::integer as n, avg(c.x) as x, avg(c.y) as y,
      (count(*) filter (where c.colour = 'BLUE'))::integer as blue,
      (count(*) filter (where c.colour = 'GREEN'))::integer as green,
      (count(*) filter (where c.colour = 'ORANGE'))::integer as orange,
      (count(*) filter (where c.colour = 'RED'))::integer as red,
      (count(*) filter (where c.colour = 'GREY'))::integer as grey
    from candidate c
    group by c.kind, c.cx, c.cy
  ),
  -- Points where cells are quiet, clusters where they crowd; if that is more than an
  -- answer holds, every cell is a cluster.
  layout as (
    select coalesce(sum(n) filter (where n <= v_cell_points), 0)
        + count(*) filter (where n > v_cell_points) <= 2000 as split,
      count(*) as cells
    from cell
  ),
  shown_point as (
    select c.kind, c.id
    from candidate c
    join cell using (kind, cx, cy)
    where (select split from layout) and cell.n <= v_cell_points
  ),
  point_row as (
    select row(p.kind, p.id, coalesce(t.name, d.name, g.name), t.category, d.model,
        coalesce(t.location[0], d.location[0], g.location[0]),
        coalesce(t.location[1], d.location[1], g.location[1]),
        coalesce(t.indicator_colour, d.indicator_colour, 'GREY'),
        coalesce(t.is_public, d.is_public, true),
        la.type, la.created_at, coalesce(d.updated, g.last_seen))::app_public.map_point as feature,
      p.kind, coalesce(t.name, d.name, g.name) as name, p.id
    from shown_point p
    left join app_public.things t on p.kind = 'THING' and t.id = p.id
    left join app_public.devices d on p.kind = 'DEVICE' and d.id = p.id
    left join app_public.gateways g on p.kind = 'GATEWAY' and g.id = p.id
    left join lateral (
      select a.type, a.created_at from app_public.actions a
      where p.kind = 'THING' and a.thing_id = t.id
      order by a.created_at desc limit 1
    ) la on true
  ),
  cluster_row as (
    select row(c.kind, c.x, c.y, c.n, c.blue, c.green, c.orange, c.red, c.grey)::app_public.map_cluster
        as feature, c.n, c.kind, c.cx, c.cy
    from cell c
    where not (select split from layout) or c.n > v_cell_points
    order by c.n desc, c.kind, c.cx, c.cy
    limit 2000
  )
  select
    coalesce((select array_agg(r.feature order by r.kind, r.name, r.id) from point_row r), '{}'),
    coalesce((select array_agg(r.feature order by r.n desc, r.kind, r.cx, r.cy) from cluster_row r), '{}'),
    v_grid_zoom,
    (select not split and cells > 2000 from layout)
  into v_view;
  return v_view;
end;
$$;
comment on function app_public.map_features(double precision, double precision, double precision,
  double precision, double precision, app_public.thing_category[], boolean, boolean, boolean) is
  E'What the map shows in a box, for the layers asked for: points, and clusters where points crowd.\nwest, south, east, north are degrees (west > east crosses the antimeridian); zoom is the map''s zoom (0–22), and the box may be at most 8192 px either way at it. thingCategories picks things by category, allThings takes every category; devices and gateways add those. Only what the caller may see is shown or counted.';
grant execute on function app_public.map_features(double precision, double precision,
  double precision, double precision, double precision, app_public.thing_category[], boolean,
  boolean, boolean) to bk_anonymous, bk_user, bk_admin;
