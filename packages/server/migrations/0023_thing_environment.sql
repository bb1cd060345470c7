-- A thing's environment as fields of the thing (issue 12, "Weather" and "Beyond our
-- peers"; decision 0135): the watering advice needs the rain of the last days at the
-- nearest gauge and the rain expected in the next hours for every thing it is shown for,
-- and the home page's needs-water list shows it for several things at once. Computed
-- columns answer them in the same request as the things themselves, instead of one
-- rainfallNear and one nearestRainOutlook request per thing with coordinates the client
-- first had to read. They reuse the readers of 0019 and 0021, so the rules (the nearest
-- gauge with readings within 25 km, the nearest cached forecast cell within about 15 km)
-- stay in one place.
--
-- And createThing takes the (optional) bed area, so a new thing is registered with it in
-- one transaction rather than created and then patched.

--------------------------------------------------------------------------------
-- Thing.rainLastDays(days = 7), Thing.rainOutlook(hours = 24), Thing.weatherForecasts.
-- The thing row has already passed its RLS policy; the data read is public.

create function app_public.things_rain_last_days(thing app_public.things, days integer default 7)
returns app_public.rainfall_near
  language sql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
    select app_public.rainfall_near(thing.location[0], thing.location[1], coalesce(days, 7))
  $$;
comment on function app_public.things_rain_last_days(app_public.things, integer) is
  'Rain over the last `days` (1 to 35, default 7) at the cached gauge nearest the thing within 25 km that has readings then (rainfallNear at its location); null when there is none.';
grant execute on function app_public.things_rain_last_days(app_public.things, integer)
  to bk_anonymous, bk_user, bk_admin;

create function app_public.things_rain_outlook(thing app_public.things, hours integer default 24)
returns app_public.rain_outlook
  language sql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
    select app_public.nearest_rain_outlook(thing.location[1], thing.location[0], coalesce(hours, 24))
  $$;
comment on function app_public.things_rain_outlook(app_public.things, integer) is
  'Rain expected over the next `hours` (1–72, default 24) at the cached forecast cell nearest the thing (nearestRainOutlook at its location), or null when there is no forecast.';
grant execute on function app_public.things_rain_outlook(app_public.things, integer)
  to bk_anonymous, bk_user, bk_admin;

create function app_public.things_weather_forecasts(thing app_public.things)
returns setof app_public.weather_forecast
  language sql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
    select * from app_public.nearest_weather_forecasts(thing.location[1], thing.location[0])
  $$;
comment on function app_public.things_weather_forecasts(app_public.things) is
  E'@behavior -order -filter\nThe next 3 days'' forecast for the cached cell nearest the thing (nearestWeatherForecasts at its location); empty until one has been fetched.';
grant execute on function app_public.things_weather_forecasts(app_public.things)
  to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- createThing(…, bedArea): the same function with one more defaulted argument. Callers
-- that do not name it are unchanged; the bed area trigger of 0021 checks the value, so
-- a bad one refuses the whole registration with the shared message.

drop function app_public.create_thing(text, boolean, double precision, double precision,
  app_public.thing_category, text, boolean, app_public.indicator_parameter, text);

create function app_public.create_thing(
  name text,
  is_public boolean,
  x double precision,
  y double precision,
  category app_public.thing_category,
  description text default null,
  has_image boolean default false,
  indicator_parameter app_public.indicator_parameter default 'WATER',
  location_description text default null,
  bed_area double precision default null
) returns app_public.things
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_thing app_public.things;
begin
  if v_user_id is null then
    raise exception 'Sign in to create a thing' using errcode = 'LOGIN';
  end if;
  perform app_private.assert_valid(
    case when is_public is null then 'Public is required' end,
    case when x is null or y is null then 'Location is required' end,
    case when category is null then 'Category is required' end
  );
  insert into app_public.things (name, description, category, location, location_description,
    is_public, has_image, indicator_parameter, bed_area)
  values (create_thing.name, create_thing.description, create_thing.category,
    point(create_thing.x, create_thing.y), create_thing.location_description,
    create_thing.is_public, coalesce(create_thing.has_image, false),
    coalesce(create_thing.indicator_parameter, 'WATER'), create_thing.bed_area)
  returning * into v_thing;
  insert into app_public.thing_accesses (thing_id, user_id, is_owner) values (v_thing.id, v_user_id, true);
  perform set_config('bloomkeep.system_write', 'on', true);
  insert into app_public.actions (thing_id, creator_id, type) values (v_thing.id, v_user_id, 'CREATED');
  perform set_config('bloomkeep.system_write', '', true);
  select * into v_thing from app_public.things where id = v_thing.id;
  return v_thing;
end;
$$;
comment on function app_public.create_thing(text, boolean, double precision, double precision,
  app_public.thing_category, text, boolean, app_public.indicator_parameter, text, double precision) is
  'Register a thing at x (longitude), y (latitude), optionally with its bed area in m². The caller becomes its owner.';
grant execute on function app_public.create_thing(text, boolean, double precision, double precision,
  app_public.thing_category, text, boolean, app_public.indicator_parameter, text, double precision) to bk_user;
