-- Weather forecasts (issue 12, spec §7 nearestWeatherForecasts) and a thing's optional
-- bed area (for the watering advice). Forecasts come from a public forecast API with
-- no key (Open-Meteo's format) and are cached here per grid cell of 0.05° (about
-- 5.5 km by 3.5 km in Devon): a job refreshes the cells where things are, and an API
-- outage leaves the cached forecast in place, shown with its age.
-- Decisions: docs/decisions/0129-weather.md, 0130-watering-advice.md.

--------------------------------------------------------------------------------
-- The cache. One row per cell; `days` and `hours` are the forecast as fetched
-- (dates and times already turned into the cell's local dates and UTC instants).

create table app_private.weather_forecasts (
  cell_lat integer not null,
  cell_lon integer not null,
  -- The cell's centre, which is what the API is asked about.
  latitude double precision not null,
  longitude double precision not null,
  -- When the forecast was last fetched successfully; null until the first success.
  fetched_at timestamptz,
  -- The last attempt, successful or not, and why the last one failed.
  attempted_at timestamptz,
  last_error text,
  utc_offset_seconds integer not null default 0,
  timezone text,
  source text,
  attribution text,
  -- [{ date, weatherCode, rainMm, rainProbability, temperatureMin, temperatureMax }]
  days jsonb not null default '[]',
  -- [{ at (UTC ISO), rainMm, rainProbability }]
  hours jsonb not null default '[]',
  primary key (cell_lat, cell_lon)
);

-- The grid: 0.05° cells, numbered by rounding (cell_lat = round(latitude / 0.05)).
create function app_hidden.weather_cell_size() returns double precision
  language sql immutable parallel safe as $$ select 0.05::double precision $$;

-- Cells with things in them whose forecast is missing or older than three hours, and
-- that were not tried in the last 15 minutes (an outage is not hammered): what the
-- weather__refresh job fetches, oldest first, at most `max_cells`.
create function app_private.weather_cells_due(max_cells integer)
returns table (cell_lat integer, cell_lon integer, latitude double precision, longitude double precision)
  language sql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
    with wanted as (
      select distinct round(t.location[1] / app_hidden.weather_cell_size())::integer as cell_lat,
        round(t.location[0] / app_hidden.weather_cell_size())::integer as cell_lon
      from app_public.things t
      where t.deleted_at is null and t.location is not null
    )
    select w.cell_lat, w.cell_lon,
      round((w.cell_lat * app_hidden.weather_cell_size())::numeric, 4)::double precision,
      round((w.cell_lon * app_hidden.weather_cell_size())::numeric, 4)::double precision
    from wanted w
    left join app_private.weather_forecasts f using (cell_lat, cell_lon)
    where (f.fetched_at is null or f.fetched_at < now() - interval '3 hours')
      and (f.attempted_at is null or f.attempted_at < now() - interval '15 minutes')
    order by f.fetched_at nulls first, w.cell_lat, w.cell_lon
    limit greatest(max_cells, 0)
  $$;

-- On demand: whenever things are created or moved, one job (one job_key for all, its
-- run time kept, so a queued one is not pushed back) fetches the cells that have no
-- fresh forecast. Statement-level, so
-- a bulk insert of 100,000 things queues one job, not 100,000.
create function app_private.tg_things__weather_due() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  perform graphile_worker.add_job('weather__refresh', '{}'::json,
    job_key => 'weather__refresh', job_key_mode => 'preserve_run_at', max_attempts => 3);
  return null;
end;
$$;
create trigger _910_weather_due after insert or update of location on app_public.things
  for each statement execute function app_private.tg_things__weather_due();

--------------------------------------------------------------------------------
-- Reading the cache (spec §7). Guests may read forecasts: they are public data.

create type app_public.weather_forecast as (
  id text,
  date date,
  weather text,
  weather_code integer,
  rain_probability integer,
  rain_mm double precision,
  temperature_min double precision,
  temperature_max double precision,
  location point,
  source text,
  attribution text,
  fetched_at timestamptz
);
comment on type app_public.weather_forecast is
  'One day''s forecast for the grid cell nearest a point: rain (probability %, amount mm) and temperature (°C).';
comment on column app_public.weather_forecast.id is 'The cell and date, e.g. "1009:-74:2026-06-01".';
comment on column app_public.weather_forecast.date is 'The local date the forecast is for.';
comment on column app_public.weather_forecast.weather is 'The day''s weather in words (from the WMO weather code).';
comment on column app_public.weather_forecast.weather_code is 'WMO weather interpretation code.';
comment on column app_public.weather_forecast.rain_probability is
  'Highest chance of rain (precipitation) in the day, percent.';
comment on column app_public.weather_forecast.rain_mm is 'Rain (precipitation) expected over the day, mm.';
comment on column app_public.weather_forecast.temperature_min is 'Lowest air temperature, °C.';
comment on column app_public.weather_forecast.temperature_max is 'Highest air temperature, °C.';
comment on column app_public.weather_forecast.location is
  'The grid cell''s centre the forecast is for (x longitude, y latitude).';
comment on column app_public.weather_forecast.source is 'Who made the forecast.';
comment on column app_public.weather_forecast.attribution is 'Attribution to show with the data.';
comment on column app_public.weather_forecast.fetched_at is
  'When the forecast was fetched; old when the service has been unreachable.';

-- The cached cell nearest a point, within about 15 km (a neighbouring cell stands in
-- until the point's own cell has been fetched).
create function app_hidden.nearest_weather_cell(latitude double precision, longitude double precision)
  returns app_private.weather_forecasts
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select f.* from app_private.weather_forecasts f
    where f.fetched_at is not null
      and nearest_weather_cell.latitude between -90 and 90
      and nearest_weather_cell.longitude between -180 and 180
      and f.latitude between nearest_weather_cell.latitude - 0.15 and nearest_weather_cell.latitude + 0.15
      and f.longitude between nearest_weather_cell.longitude - 0.2 and nearest_weather_cell.longitude + 0.2
    order by point(f.longitude, f.latitude)
      <-> point(nearest_weather_cell.longitude, nearest_weather_cell.latitude),
      f.cell_lat, f.cell_lon
    limit 1
  $$;

create function app_public.nearest_weather_forecasts(latitude double precision, longitude double precision)
returns setof app_public.weather_forecast
  language sql stable strict security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select
      format('%s:%s:%s', c.cell_lat, c.cell_lon, d.value ->> 'date'),
      (d.value ->> 'date')::date,
      d.value ->> 'weather',
      (d.value ->> 'weatherCode')::integer,
      (d.value ->> 'rainProbability')::integer,
      (d.value ->> 'rainMm')::double precision,
      (d.value ->> 'temperatureMin')::double precision,
      (d.value ->> 'temperatureMax')::double precision,
      point(c.longitude, c.latitude),
      c.source,
      c.attribution,
      c.fetched_at
    from app_hidden.nearest_weather_cell(latitude, longitude) c
    cross join lateral jsonb_array_elements(c.days) d
    where c.cell_lat is not null
      -- From the cell's local today: a cache that is a day old still shows what is left.
      and (d.value ->> 'date')::date
        >= ((now() at time zone 'utc') + make_interval(secs => c.utc_offset_seconds))::date
    order by (d.value ->> 'date')::date
    limit 3
  $$;
comment on function app_public.nearest_weather_forecasts(double precision, double precision) is
  E'@behavior -order -filter\nThe next 3 days'' forecast for the cached grid cell nearest a point (within about 15 km); empty until one has been fetched.';
grant execute on function app_public.nearest_weather_forecasts(double precision, double precision)
  to bk_anonymous, bk_user, bk_admin;

create type app_public.rain_outlook as (
  rain_mm double precision,
  rain_probability integer,
  hours integer,
  starts_at timestamptz,
  ends_at timestamptz,
  first_rain_at timestamptz,
  source text,
  attribution text,
  fetched_at timestamptz
);
comment on type app_public.rain_outlook is
  'Rain forecast over the next hours at the cached grid cell nearest a point: what the watering advice reads.';
comment on column app_public.rain_outlook.rain_mm is 'Rain expected over the window, mm.';
comment on column app_public.rain_outlook.rain_probability is 'Highest hourly chance of rain in the window, percent.';
comment on column app_public.rain_outlook.hours is
  'Hours of the window the cached forecast covers (fewer than asked when it is old).';
comment on column app_public.rain_outlook.first_rain_at is 'The first hour with at least 0.2 mm of rain, if any.';

-- The next `hours` (1 to 72, default 24) of the hourly forecast, summed; null when no
-- forecast covers any of them.
create function app_public.nearest_rain_outlook(
  latitude double precision,
  longitude double precision,
  hours integer default 24
) returns app_public.rain_outlook
  language sql stable strict security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    with cell as (
      select * from app_hidden.nearest_weather_cell(latitude, longitude) where cell_lat is not null
    ), window_ as (
      select now() as starts_at,
        now() + make_interval(hours => least(greatest(coalesce(nearest_rain_outlook.hours, 24), 1), 72)) as ends_at
    ), inside as (
      select (h.value ->> 'at')::timestamptz as at, (h.value ->> 'rainMm')::double precision as mm,
        (h.value ->> 'rainProbability')::integer as probability
      from cell c cross join window_ w cross join lateral jsonb_array_elements(c.hours) h
      -- An hourly value is the rain of the hour ending at `at`.
      where (h.value ->> 'at')::timestamptz > w.starts_at
        and (h.value ->> 'at')::timestamptz <= w.ends_at
    )
    select round(sum(i.mm)::numeric, 1)::double precision, max(i.probability), count(*)::integer,
      (select starts_at from window_), (select ends_at from window_),
      min(i.at) filter (where i.mm >= 0.2),
      (select source from cell), (select attribution from cell), (select fetched_at from cell)
    from inside i
    having count(*) > 0
  $$;
comment on function app_public.nearest_rain_outlook(double precision, double precision, integer) is
  'Rain expected over the next hours (1–72, default 24) at the cached grid cell nearest a point, or null when there is no forecast.';
grant execute on function app_public.nearest_rain_outlook(double precision, double precision, integer)
  to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Bed area: optional, more than 0 and at most 10,000 m². The rule and its message are
-- @bloomkeep/schema's bedAreaError (validation.ts); test/validation-sql.test.ts holds
-- this function to it. The CHECK holds the bound for any writer, the trigger gives the
-- API its message.

alter table app_public.things add column bed_area double precision;
alter table app_public.things add constraint things_bed_area_range
  check (bed_area > 0 and bed_area <= 10000);
comment on column app_public.things.bed_area is
  E'@behavior -attribute:orderBy -attribute:filterBy\nThe planted area in m² (optional; more than 0, at most 10,000): the watering advice scales with it.';

create function app_private.bed_area_error(bed_area double precision) returns text
  language sql immutable
  as $$
    select case
      when bed_area is null then null
      when not (bed_area > 0 and bed_area <= 10000) then 'Bed area must be more than 0 and at most 10000 m²'
    end
  $$;

create function app_private.tg_things__bed_area() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  perform app_private.assert_valid(app_private.bed_area_error(new.bed_area));
  return new;
end;
$$;
create trigger _110_bed_area before insert or update of bed_area on app_public.things
  for each row execute function app_private.tg_things__bed_area();

-- Owners (and administrators, through RLS) edit it like the thing's other fields.
grant update (bed_area) on app_public.things to bk_user;
