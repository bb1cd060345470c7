-- Rainfall (issue 12, spec §2 /rainfall/{id}, §7): a PostgreSQL cache of the Environment
-- Agency's rain gauges, their measures and their 15-minute readings, and the API over it.
--
-- - The cache is filled only by the worker (worker/tasks/rainfall/), never during a
--   request: rainfall__refresh (hourly) finds the gauges near our things and devices and
--   queues rainfall__station for each gauge that is due; rainfall__station reads new
--   readings incrementally (since the newest cached one). An EA outage records the
--   failure and its time and never deletes cached data.
-- - Everything here is open data (Open Government Licence): every role reads all of it,
--   no API role writes any of it. Every answer carries the EA's attribution and the
--   data's age (fetchedAt, readingsFetchedAt, latestReadingAt, lastRefreshFailedAt).
-- - A station that is not cached yet answers null; refreshRainfallStation queues its
--   refresh (one job per station: bursts collapse on the job key), rate limited per client.
-- - rainfallNear(x, y, days): rain over the last days at the nearest gauge, for the
--   watering advice's "Why?".
-- Locations are points with x = longitude, y = latitude, as everywhere (decision 0101).
-- Decisions: docs/decisions/0127-rainfall-cache.md.

-- The numbers of @bloomkeep/schema RAINFALL_LIMITS (a test holds the two together).
create function app_hidden.rainfall_limits() returns jsonb
  language sql immutable
  as $$ select '{"maxDistanceKm": 50, "keepDays": 35, "nearMaxKm": 25, "maxReadings": 10000}'::jsonb $$;
grant execute on function app_hidden.rainfall_limits() to bk_anonymous, bk_user, bk_admin;

-- EA_ATTRIBUTION of integrations/ea/wire.ts (a test holds the two together).
create function app_public.rainfall_attribution() returns text
  language sql immutable
  as $$ select 'This uses Environment Agency rainfall data from the real-time data API (Beta)'::text $$;
comment on function app_public.rainfall_attribution() is
  'The Environment Agency''s attribution, to show wherever its rainfall data is shown (Open Government Licence).';
grant execute on function app_public.rainfall_attribution() to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- The cache

create table app_public.rainfall_stations (
  id text primary key,
  reference text not null,
  notation text not null,
  label text,
  town text,
  river_name text,
  catchment_name text,
  grid_reference text,
  location point not null,
  easting integer,
  northing integer,
  status text not null default 'unknown',
  fetched_at timestamptz not null default now(),
  readings_fetched_at timestamptz,
  latest_reading_at timestamptz,
  last_refresh_failed_at timestamptz,
  wanted_at timestamptz not null default now()
);
comment on table app_public.rainfall_stations is
  E'@omit create,update,delete\nAn Environment Agency rain gauge, as last fetched from its real-time data API.';
comment on column app_public.rainfall_stations.id is
  'The EA station id (usually its reference), as /rainfall/{id} and the EA''s URLs name it.';
comment on column app_public.rainfall_stations.reference is 'The EA station reference.';
comment on column app_public.rainfall_stations.label is 'Its name; most rain gauges have none.';
comment on column app_public.rainfall_stations.grid_reference is 'Ordnance Survey grid reference.';
comment on column app_public.rainfall_stations.location is
  'x is the longitude, y the latitude (WGS 84); the EA rounds rain gauges to 100 m.';
comment on column app_public.rainfall_stations.easting is 'British National Grid easting, m.';
comment on column app_public.rainfall_stations.northing is 'British National Grid northing, m.';
comment on column app_public.rainfall_stations.status is
  'active, closed, suspended, ukcmf or unknown, as the EA says.';
comment on column app_public.rainfall_stations.fetched_at is
  'When the station''s details last came from the EA.';
comment on column app_public.rainfall_stations.readings_fetched_at is
  'When its readings were last refreshed from the EA successfully; null before the first time.';
comment on column app_public.rainfall_stations.latest_reading_at is
  'The end of the newest cached 15-minute reading (the EA often publishes once or twice a day).';
comment on column app_public.rainfall_stations.last_refresh_failed_at is
  'When refreshing it from the EA last failed (an outage); later than readingsFetchedAt means the data shown is older than it should be.';
comment on column app_public.rainfall_stations.wanted_at is
  E'@behavior -*\nWhen a thing nearby or a visitor last wanted it; it is refreshed while wanted.';
create index rainfall_stations_location_idx on app_public.rainfall_stations using gist (location);

create table app_public.rainfall_measures (
  id text primary key,
  station_id text not null references app_public.rainfall_stations (id) on delete cascade,
  parameter text not null default 'rainfall',
  qualifier text not null default '',
  period_seconds integer,
  unit text not null default '',
  latest_reading_at timestamptz,
  fetched_at timestamptz not null default now()
);
comment on table app_public.rainfall_measures is
  E'@omit create,update,delete\nOne of a station''s rainfall measures, e.g. 15-minute totals of a tipping bucket rain gauge in mm.';
comment on column app_public.rainfall_measures.id is
  'The EA measure id, e.g. 50108-rainfall-tipping_bucket_raingauge-t-15_min-mm.';
comment on column app_public.rainfall_measures.qualifier is '"Tipping Bucket Raingauge", as the EA says.';
comment on column app_public.rainfall_measures.period_seconds is
  'The period each reading totals, s (900: 15 minutes).';
comment on column app_public.rainfall_measures.unit is 'The unit of its readings ("mm").';
comment on column app_public.rainfall_measures.latest_reading_at is 'The newest cached reading''s time.';
comment on constraint rainfall_measures_station_id_fkey on app_public.rainfall_measures is
  E'@fieldName station\n@foreignFieldName measures';
create index rainfall_measures_station_id_idx on app_public.rainfall_measures (station_id);

create table app_public.rainfall_readings (
  measure_id text not null references app_public.rainfall_measures (id) on delete cascade,
  date_time timestamptz not null,
  value double precision not null,
  primary key (measure_id, date_time)
);
comment on table app_public.rainfall_readings is
  E'@omit\nCached 15-minute totals (mm, ending at date_time), kept for 35 days; read through rainfallReadings.';
create index rainfall_readings_time_brin on app_public.rainfall_readings using brin (date_time);

-- Open data: everyone reads everything; writes come from the worker (the owner) only.
alter table app_public.rainfall_stations enable row level security;
alter table app_public.rainfall_measures enable row level security;
alter table app_public.rainfall_readings enable row level security;
create policy select_all on app_public.rainfall_stations for select
  to bk_anonymous, bk_user, bk_admin using (true);
create policy select_all on app_public.rainfall_measures for select
  to bk_anonymous, bk_user, bk_admin using (true);
create policy select_all on app_public.rainfall_readings for select
  to bk_anonymous, bk_user, bk_admin using (true);
grant select on app_public.rainfall_stations, app_public.rainfall_measures,
  app_public.rainfall_readings to bk_anonymous, bk_user, bk_admin;

-- Refresh bookkeeping (the worker's own; not exposed).
-- Areas: cells of 0.2° latitude × 0.3° longitude (about 22 × 21 km in England) that hold a
-- thing or a device; their gauges are looked up once a day.
create table app_private.rainfall_areas (
  cell_row integer not null,
  cell_col integer not null,
  fetched_at timestamptz,
  last_failed_at timestamptz,
  primary key (cell_row, cell_col)
);
-- Every call to the EA and how it went, for operators (kept 35 days).
create table app_private.rainfall_refreshes (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  kind text not null check (kind in ('area', 'station', 'readings')),
  target text not null,
  outcome text not null check (outcome in ('ok', 'not_found', 'unavailable', 'rejected')),
  http_status integer,
  reason text,
  readings integer
);
create index rainfall_refreshes_at_idx on app_private.rainfall_refreshes (at);

--------------------------------------------------------------------------------
-- Station fields for the page: its attribution.

create function app_public.rainfall_stations_ea_attribution(station app_public.rainfall_stations)
returns text
  language sql immutable
  as $$ select app_public.rainfall_attribution() $$;
comment on function app_public.rainfall_stations_ea_attribution(app_public.rainfall_stations) is
  'The Environment Agency''s attribution, to show with the station''s data.';
grant execute on function app_public.rainfall_stations_ea_attribution(app_public.rainfall_stations)
  to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- rainfallStations(x, y, dist): cached gauges within dist km, nearest first. (The functions
-- share their tables' names, so @name gives PostGraphile another name for the function.)

-- The API's readers run as the caller, who has no access to app_private: this hands their
-- validation messages to app_private.assert_valid (a VALID error for the first one).
create function app_hidden.assert_valid(variadic messages text[]) returns void
  language sql immutable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$ select app_private.assert_valid(variadic messages) $$;
grant execute on function app_hidden.assert_valid(text[]) to bk_anonymous, bk_user, bk_admin;

create function app_hidden.rainfall_point_error(x double precision, y double precision)
returns text
  language sql immutable
  as $$
    select case
      when x is null or y is null then 'Give x (longitude) and y (latitude)'
      when x = 'NaN' or y = 'NaN' or x not between -180 and 180 or y not between -90 and 90
        then 'x must be a longitude between -180 and 180 and y a latitude between -90 and 90'
    end
  $$;
grant execute on function app_hidden.rainfall_point_error(double precision, double precision)
  to bk_anonymous, bk_user, bk_admin;

create function app_public.rainfall_stations(x double precision, y double precision, dist double precision)
returns setof app_public.rainfall_stations
  language plpgsql stable strict
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_km double precision;
  v_dlat double precision;
  v_dlon double precision;
begin
  perform app_hidden.assert_valid(
    app_hidden.rainfall_point_error(x, y),
    case when dist is null or dist = 'NaN' or dist <= 0
      then 'dist must be a distance in km greater than 0' end
  );
  -- A larger area is clamped rather than refused, as the EA clamps its own limits.
  v_km := least(dist, (app_hidden.rainfall_limits()->>'maxDistanceKm')::double precision);
  -- A box around the circle lets the GiST index find the candidates; the great circle decides.
  v_dlat := v_km / 111.19;
  v_dlon := v_km / (111.19 * greatest(cos(radians(y)), 0.01));
  return query
    select s.* from app_public.rainfall_stations s
    where s.location <@ box(point(x - v_dlon, y - v_dlat), point(x + v_dlon, y + v_dlat))
      and app_hidden.great_circle_km(s.location, point(x, y)) <= v_km
    order by app_hidden.great_circle_km(s.location, point(x, y)), s.id;
end;
$$;
comment on function app_public.rainfall_stations(double precision, double precision, double precision) is
  E'@name rainfallStations\n@behavior -order\nCached Environment Agency rain gauges within dist km (at most 50) of the point x (longitude), y (latitude), nearest first.';
grant execute on function app_public.rainfall_stations(double precision, double precision, double precision)
  to bk_anonymous, bk_user, bk_admin;

-- rainfallMeasures(stationId): a station's cached rainfall measures.
create function app_public.rainfall_measures(station_id text)
returns setof app_public.rainfall_measures
  language sql stable strict
  as $$
    select m.* from app_public.rainfall_measures m
    where m.station_id = rainfall_measures.station_id
    order by m.period_seconds nulls last, m.id
  $$;
comment on function app_public.rainfall_measures(text) is
  E'@name rainfallMeasures\n@behavior -order\nThe cached rainfall measures of a station (none while it is not cached).';
grant execute on function app_public.rainfall_measures(text) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- rainfallReadings(stationId, measureId, latest, today, date, startdate, enddate, _limit)

create type app_public.rainfall_reading_chart as (
  station_id text,
  measure_id text,
  unit text,
  period_seconds integer,
  times timestamptz[],
  "values" double precision[],
  total double precision,
  latest_reading_at timestamptz,
  readings_fetched_at timestamptz,
  last_refresh_failed_at timestamptz,
  ea_attribution text
);
comment on type app_public.rainfall_reading_chart is
  E'Cached readings of one rainfall measure as a chart wants them: times (the end of each period) and values of the same length, oldest first; with the data''s age and the EA''s attribution.';
comment on column app_public.rainfall_reading_chart.total is 'The sum of the values (mm of rain).';
comment on column app_public.rainfall_reading_chart.latest_reading_at is
  'The newest cached reading of the measure, in the window or not.';
comment on column app_public.rainfall_reading_chart.readings_fetched_at is
  'When the station''s readings were last refreshed from the EA.';
comment on column app_public.rainfall_reading_chart.last_refresh_failed_at is
  'When refreshing them last failed (an EA outage).';

create function app_public.rainfall_readings(
  station_id text,
  measure_id text default null,
  latest boolean default null,
  today boolean default null,
  date date default null,
  startdate date default null,
  enddate date default null,
  _limit integer default null
) returns app_public.rainfall_reading_chart
  language plpgsql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_station app_public.rainfall_stations;
  v_measure app_public.rainfall_measures;
  v_series app_public.rainfall_reading_chart;
  v_max integer := (app_hidden.rainfall_limits()->>'maxReadings')::integer;
  v_windows integer;
  v_from timestamptz := '-infinity';
  v_to timestamptz := 'infinity';
  v_limit integer;
begin
  v_windows := (case when coalesce(latest, false) then 1 else 0 end)
    + (case when coalesce(today, false) then 1 else 0 end)
    + (case when rainfall_readings.date is not null then 1 else 0 end)
    + (case when startdate is not null or enddate is not null then 1 else 0 end);
  perform app_hidden.assert_valid(
    case when station_id is null or btrim(station_id) = '' then 'Give a stationId' end,
    case when v_windows > 1
      then 'Give at most one of latest, today, date, and startdate with enddate' end,
    case when enddate is not null and startdate is null then 'Give startdate with enddate' end,
    case when startdate > enddate then 'startdate must not be after enddate' end,
    case when _limit is not null and _limit not between 1 and v_max
      then format('_limit must be between 1 and %s', v_max) end
  );
  select s.* into v_station from app_public.rainfall_stations s where s.id = station_id;
  if not found then
    return null;
  end if;
  -- The measure asked for, else the station's main one (15-minute totals first).
  select m.* into v_measure from app_public.rainfall_measures m
    where m.station_id = v_station.id and (measure_id is null or m.id = measure_id)
    order by m.period_seconds = 900 desc nulls last, m.id
    limit 1;
  if not found then
    return null;
  end if;

  -- Days are UTC days, as the EA's today, date and startdate/enddate are.
  if coalesce(today, false) then
    v_from := date_trunc('day', now() at time zone 'utc') at time zone 'utc';
    v_to := v_from + interval '1 day';
  elsif rainfall_readings.date is not null then
    v_from := rainfall_readings.date::timestamp at time zone 'utc';
    v_to := v_from + interval '1 day';
  elsif startdate is not null then
    v_from := startdate::timestamp at time zone 'utc';
    v_to := case when enddate is null then 'infinity'
      else (enddate + 1)::timestamp at time zone 'utc' end;
  end if;
  v_limit := case when coalesce(latest, false) then 1 else coalesce(_limit, v_max) end;

  -- The newest v_limit readings in the window, returned oldest first.
  select coalesce(array_agg(r.date_time order by r.date_time), '{}'),
         coalesce(array_agg(r.value order by r.date_time), '{}'),
         coalesce(sum(r.value), 0)
    into v_series.times, v_series."values", v_series.total
  from (
    select x.date_time, x.value from app_public.rainfall_readings x
    where x.measure_id = v_measure.id and x.date_time >= v_from and x.date_time < v_to
    order by x.date_time desc
    limit v_limit
  ) r;
  v_series.station_id := v_station.id;
  v_series.measure_id := v_measure.id;
  v_series.unit := v_measure.unit;
  v_series.period_seconds := v_measure.period_seconds;
  v_series.latest_reading_at := v_measure.latest_reading_at;
  v_series.readings_fetched_at := v_station.readings_fetched_at;
  v_series.last_refresh_failed_at := v_station.last_refresh_failed_at;
  v_series.ea_attribution := app_public.rainfall_attribution();
  return v_series;
end;
$$;
comment on function app_public.rainfall_readings(text, text, boolean, boolean, date, date, date, integer) is
  E'@name rainfallReadings\nCached 15-minute rainfall of a station''s measure (by default its main one), oldest first: with latest the newest reading; today, date (YYYY-MM-DD) or startdate to enddate (inclusive; UTC days) a window; nothing: all that is cached (35 days). At most _limit readings, the newest (1 to 10000, default 10000). Null while the station is not cached.';
grant execute on function app_public.rainfall_readings(text, text, boolean, boolean, date, date, date, integer)
  to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- rainfallNear(x, y, days): rain over the last days at the nearest gauge (watering advice).

create type app_public.rainfall_near as (
  station_id text,
  label text,
  distance_km double precision,
  total_mm double precision,
  hours_covered double precision,
  days integer,
  latest_reading_at timestamptz,
  readings_fetched_at timestamptz,
  last_refresh_failed_at timestamptz,
  ea_attribution text
);
comment on type app_public.rainfall_near is
  E'Rain over the last days at the gauge nearest a point, with what it rests on.';
comment on column app_public.rainfall_near.total_mm is 'Rain in the window, mm.';
comment on column app_public.rainfall_near.hours_covered is
  'How many hours of the window the cached readings cover (days × 24 when complete).';

create function app_public.rainfall_near(x double precision, y double precision, days integer default 7)
returns app_public.rainfall_near
  language plpgsql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_result app_public.rainfall_near;
  v_keep integer := (app_hidden.rainfall_limits()->>'keepDays')::integer;
  v_km double precision := (app_hidden.rainfall_limits()->>'nearMaxKm')::double precision;
  v_since timestamptz;
begin
  perform app_hidden.assert_valid(
    app_hidden.rainfall_point_error(x, y),
    case when days is null or days not between 1 and v_keep
      then format('days must be between 1 and %s', v_keep) end
  );
  v_since := now() - make_interval(days => days);
  -- The nearest gauge with readings in the window (a silent one says nothing about the rain).
  select s.id, s.label, c.km,
      coalesce(sum(r.value), 0),
      coalesce(sum(coalesce(m.period_seconds, 900)) / 3600.0, 0),
      days, max(m.latest_reading_at), s.readings_fetched_at, s.last_refresh_failed_at,
      app_public.rainfall_attribution()
    into v_result
  from app_public.rainfall_stations s
  cross join lateral (select app_hidden.great_circle_km(s.location, point(x, y)) as km) c
  join app_public.rainfall_measures m on m.station_id = s.id and m.period_seconds = 900
  join app_public.rainfall_readings r on r.measure_id = m.id and r.date_time > v_since
  where s.location <@ box(point(x - v_km / (111.19 * greatest(cos(radians(y)), 0.01)), y - v_km / 111.19),
                          point(x + v_km / (111.19 * greatest(cos(radians(y)), 0.01)), y + v_km / 111.19))
    and c.km <= v_km
  group by s.id, c.km
  order by c.km, s.id
  limit 1;
  if v_result.station_id is null then
    return null;
  end if;
  return v_result;
end;
$$;
comment on function app_public.rainfall_near(double precision, double precision, integer) is
  E'@name rainfallNear\nRain over the last `days` (1 to 35, default 7) at the cached gauge nearest x (longitude), y (latitude) within 25 km that has readings then; null when there is none.';
grant execute on function app_public.rainfall_near(double precision, double precision, integer)
  to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Refreshing: queued by the worker's hourly refresh and by visitors.

-- One job per station at a time: a burst of requests collapses into the job already
-- waiting, which keeps its place in the queue (preserve_run_at). One attempt: an outage is
-- recorded and the next hourly refresh tries again.
-- PL/pgSQL: graphile_worker's schema is installed after the migrations (db/migrate.ts).
create function app_private.queue_rainfall_station(p_station_id text) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  perform graphile_worker.add_job('rainfall__station',
    json_build_object('stationId', p_station_id),
    job_key => 'rainfall__station:' || p_station_id, job_key_mode => 'preserve_run_at',
    max_attempts => 1);
end;
$$;
revoke execute on function app_private.queue_rainfall_station(text) from public;

create function app_public.refresh_rainfall_station(station_id text) returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_station app_public.rainfall_stations;
begin
  -- EA station ids are short references such as 50108 or E7050; refuse anything else
  -- before it reaches the queue.
  perform app_private.assert_valid(
    case when station_id is null or station_id !~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'
      then 'That is not a rainfall station id' end
  );
  select s.* into v_station from app_public.rainfall_stations s
    where s.id = refresh_rainfall_station.station_id;
  -- Fresh enough: nothing to do (the EA publishes at most every 15 minutes).
  if found and v_station.readings_fetched_at > now() - interval '15 minutes' then
    return false;
  end if;
  if app_private.rate_limit_hit('rainfall-refresh', app_private.client_ip(), 60, interval '1 hour') then
    raise exception 'Too many attempts. Please wait a minute and try again.' using errcode = 'RATEL';
  end if;
  update app_public.rainfall_stations s set wanted_at = now() where s.id = v_station.id;
  perform app_private.queue_rainfall_station(refresh_rainfall_station.station_id);
  return true;
end;
$$;
comment on function app_public.refresh_rainfall_station(text) is
  'Ask for a station''s data to be fetched from the Environment Agency soon (for a station not cached yet, or stale). False when its data is already fresh. Rate limited per client.';
grant execute on function app_public.refresh_rainfall_station(text) to bk_anonymous, bk_user, bk_admin;
