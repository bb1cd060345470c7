-- A device's readings as a chart wants them (issue 11, SensorChart): one quantity as two
-- arrays, oldest first, after a time, at most 10,000 points (spec §9's sensor history cap).
-- One row per request instead of 10,000 objects: a fraction of the bytes, and it fits the
-- API's cost limit, which counts fields × rows (decision 0104). Runs as the caller, so a
-- device's readings are as visible as the device (0014's policy on sensor_data).

create type app_public.reading_chart as (
  times timestamptz[],
  "values" double precision[]
);
comment on type app_public.reading_chart is
  E'Readings of one quantity: times and values of the same length, oldest first; a null value is a gap.';

create function app_public.devices_reading_series(
  device app_public.devices,
  quantity text,
  since timestamptz default null
) returns app_public.reading_chart
  language plpgsql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_series app_public.reading_chart;
begin
  -- No quantity: the model's main one (pH for the LSPH01, else soil moisture).
  quantity := coalesce(quantity, case device.model when 'LSPH01' then 'ph' else 'water' end);
  if quantity not in ('water', 'temperature', 'conductivity', 'ph', 'battery') then
    raise exception 'Quantity must be water, temperature, conductivity, ph or battery'
      using errcode = 'VALID';
  end if;
  select coalesce(array_agg(r.created_at order by r.created_at, r.id), '{}'),
         coalesce(array_agg(r.value order by r.created_at, r.id), '{}')
    into v_series.times, v_series."values"
  from (
    select s.id, s.created_at,
      case quantity
        when 'water' then s.water
        when 'temperature' then s.temperature
        when 'conductivity' then s.conductivity
        when 'ph' then s.ph
        else s.battery
      end as value
    from app_public.sensor_data s
    where s.device_id = device.id
      and (since is null or s.created_at > since)
    order by s.created_at desc, s.id desc
    limit 10000
  ) r;
  return v_series;
end;
$$;
comment on function app_public.devices_reading_series(app_public.devices, text, timestamptz) is
  E'@fieldName readingSeries\nOne quantity (water, temperature, conductivity, ph or battery; by default the model''s main one) of the newest readings received after `since`, at most 10,000, oldest first.';
grant execute on function app_public.devices_reading_series(app_public.devices, text, timestamptz)
  to bk_anonymous, bk_user, bk_admin;
