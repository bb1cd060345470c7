-- Soilscapes (issue 12, spec §3 soilscape fields, §7 soilscape(x, y)): polygons of
-- soilscape units with their attributes, the lookup at a point, polygons in a box for
-- the map, and things' soil fields filled from them whenever a thing is placed.
-- There is no PostGIS: native polygons with a GiST index answer "which polygon holds
-- this point" (bounding-box prefilter through the index, then the exact test).
-- Decisions: docs/decisions/0128-soilscapes.md.

--------------------------------------------------------------------------------
-- Polygons. One row per GeoJSON Polygon (a MultiPolygon becomes several rows).
-- `geometry` keeps the GeoJSON Polygon as imported (what the map draws); `shape` and
-- `holes` are derived from it by the database, so no writer can make them disagree.

-- A GeoJSON linear ring ([[lng, lat], …]) as a native polygon (x longitude, y latitude).
create function app_private.ring_polygon(ring jsonb) returns polygon
  language sql immutable strict parallel safe
  as $$
    select ('(' || string_agg(format('(%s,%s)', p.value ->> 0, p.value ->> 1), ',' order by p.n)
      || ')')::polygon
    from jsonb_array_elements(ring) with ordinality as p(value, n)
  $$;

-- The holes of a GeoJSON Polygon (its rings after the first), as native polygons.
create function app_private.ring_holes(rings jsonb) returns polygon[]
  language sql immutable strict parallel safe
  as $$
    select coalesce(array_agg(app_private.ring_polygon(r.value) order by r.n), '{}')
    from jsonb_array_elements(rings) with ordinality as r(value, n)
    where r.n > 1
  $$;

create table app_public.soilscapes (
  id bigint primary key generated always as identity,
  unit smallint not null check (unit between 1 and 31),
  texture text not null,
  drainage text not null,
  fertility text not null,
  landcover text,
  habitats text,
  carbon text,
  drains_to text,
  water_protection text,
  general_cropping text,
  source text not null check (char_length(source) between 1 and 100),
  is_sample boolean not null default false,
  imported_at timestamptz not null default now(),
  geometry jsonb not null check (geometry ->> 'type' = 'Polygon'),
  shape polygon not null generated always as (
    app_private.ring_polygon(geometry -> 'coordinates' -> 0)) stored,
  holes polygon[] not null generated always as (
    app_private.ring_holes(geometry -> 'coordinates')) stored
);
comment on table app_public.soilscapes is
  E'@omit create,update,delete,all,many\n@behavior -node\nA polygon of one soilscape unit (Cranfield Soilscapes classification, units 1–31) with its attributes. Read through soilscape(x, y) and soilscapePolygons.';
comment on column app_public.soilscapes.unit is 'The soilscape unit, 1 to 31.';
comment on column app_public.soilscapes.texture is 'Surface texture: Loamy, Sandy, Clayey, Peaty …';
comment on column app_public.soilscapes.drainage is
  'Natural drainage: Freely draining, Slightly impeded drainage, Impeded drainage, Naturally wet, Surface wetness or Variable.';
comment on column app_public.soilscapes.fertility is 'Fertility, from Very low to High, or a lime-rich variant.';
comment on column app_public.soilscapes.landcover is 'Typical landcover.';
comment on column app_public.soilscapes.habitats is 'Typical habitats.';
comment on column app_public.soilscapes.carbon is 'Soil carbon.';
comment on column app_public.soilscapes.drains_to is 'Where the water drains to.';
comment on column app_public.soilscapes.water_protection is 'Water protection advice.';
comment on column app_public.soilscapes.general_cropping is 'General cropping advice.';
comment on column app_public.soilscapes.source is
  'Where the polygon came from: the import''s source name ("sample" for the shipped demo sample).';
comment on column app_public.soilscapes.is_sample is
  'Invented sample data for the demo area, not real soil survey data: say so wherever it is shown.';
comment on column app_public.soilscapes.imported_at is 'When the polygon was imported.';
comment on column app_public.soilscapes.geometry is
  E'@behavior -attribute:orderBy -attribute:filterBy\nThe polygon as a GeoJSON Polygon geometry (longitude, latitude; holes after the outer ring).';
comment on column app_public.soilscapes.shape is E'@omit\nThe outer ring, for the GiST index.';
comment on column app_public.soilscapes.holes is E'@omit\nThe holes, as polygons.';

create index soilscapes_shape_idx on app_public.soilscapes using gist (shape);
create index soilscapes_source_idx on app_public.soilscapes (source);

-- Soil data is public: everyone reads it; only the owner (the import) writes it.
alter table app_public.soilscapes enable row level security;
create policy select_all on app_public.soilscapes for select using (true);
grant select on app_public.soilscapes to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Lookups

-- The polygon holding a point: on its outer edge counts as inside, in a hole (edge
-- included) does not. Where polygons overlap, real data wins over the sample, then the
-- newest import. The && prefilter is what the GiST index answers.
create function app_hidden.soilscape_id_at(x double precision, y double precision)
  returns bigint
  language sql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
    select s.id from app_public.soilscapes s
    where s.shape && polygon(box(point(x, y), point(x, y)))
      and s.shape @> point(x, y)
      and not exists (select 1 from unnest(s.holes) h where h @> point(x, y))
    order by s.is_sample, s.imported_at desc, s.id
    limit 1
  $$;
-- In app_hidden: the API roles' queries and the things trigger call it as themselves.
grant execute on function app_hidden.soilscape_id_at(double precision, double precision)
  to bk_anonymous, bk_user, bk_admin;

-- Spec §7 soilscape(x, y): x is the longitude, y the latitude, as a thing's location.
create function app_public.soilscape(x double precision, y double precision)
  returns app_public.soilscapes
  language sql stable strict
  as $$
    select s.* from app_public.soilscapes s
    where x between -180 and 180 and y between -90 and 90
      and s.id = app_hidden.soilscape_id_at(x, y)
  $$;
comment on function app_public.soilscape(double precision, double precision) is
  'The soilscape unit at a point (x longitude, y latitude), or null where there is no soil data.';
grant execute on function app_public.soilscape(double precision, double precision)
  to bk_anonymous, bk_user, bk_admin;

-- The map's soilscape overlay: the polygons whose bounding box meets a box. At most
-- 1000 per box (a country's worth would be megabytes), served in the API's pages (200
-- by default, after/first for more); `totalCount` tells the map how many there are, so
-- zoomed far out it can ask the user to zoom in. Ordered by id so pages are stable.
create function app_public.soilscape_polygons(
  west double precision,
  south double precision,
  east double precision,
  north double precision
) returns setof app_public.soilscapes
  language sql stable strict
  as $$
    select s.* from app_public.soilscapes s
    where west <= east and south <= north
      and s.shape && polygon(box(point(west, south), point(east, north)))
    order by s.id
    limit 1000
  $$;
comment on function app_public.soilscape_polygons(double precision, double precision,
  double precision, double precision) is
  E'@behavior -order -filter\nSoilscape polygons meeting a box (west, south, east, north in degrees), for the map overlay; at most 1000, in pages.';
grant execute on function app_public.soilscape_polygons(double precision, double precision,
  double precision, double precision) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Things: the soil fields of spec §3 (columns from 0003) are the database's to fill,
-- from the polygon under the thing, when it is created or moved, and again when soil
-- data is imported. Outside every polygon they are cleared.

alter table app_public.things add column soilscape_unit smallint;
comment on column app_public.things.soilscape_unit is
  'The soilscape unit (1–31) under the thing (filled from soil data).';

-- The same polygon the thing's fields came from, with its source and sample flag.
create function app_public.things_soilscape(thing app_public.things) returns app_public.soilscapes
  language sql stable
  as $$
    select s.* from app_public.soilscapes s
    where s.id = app_hidden.soilscape_id_at(thing.location[0], thing.location[1])
  $$;
comment on function app_public.things_soilscape(app_public.things) is
  'The soilscape under the thing (with its source and whether it is sample data), or null.';
grant execute on function app_public.things_soilscape(app_public.things)
  to bk_anonymous, bk_user, bk_admin;

create function app_private.tg_things__soilscape() returns trigger
  language plpgsql
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_soil app_public.soilscapes;
begin
  -- point has no equality operator; its text form is exact.
  if tg_op = 'UPDATE' and new.location::text is not distinct from old.location::text then
    return new;
  end if;
  if new.location is not null then
    select s.* into v_soil from app_public.soilscapes s
    where s.id = app_hidden.soilscape_id_at(new.location[0], new.location[1]);
  end if;
  new.soilscape_unit := v_soil.unit;
  new.soil_texture := v_soil.texture;
  new.soil_drainage := v_soil.drainage;
  new.soil_fertility := v_soil.fertility;
  new.landcover := v_soil.landcover;
  new.habitats := v_soil.habitats;
  new.carbon := v_soil.carbon;
  new.drains_to := v_soil.drains_to;
  new.water_protection := v_soil.water_protection;
  new.general_cropping := v_soil.general_cropping;
  return new;
end;
$$;
create trigger _120_soilscape before insert or update of location on app_public.things
  for each row execute function app_private.tg_things__soilscape();

-- After an import: refill the soil fields of the things whose polygon changed (only
-- those, so an import does not announce every thing as edited). Returns how many.
create function app_private.refill_thing_soilscapes() returns integer
  language sql volatile
  set search_path = pg_catalog, public, pg_temp
  as $$
    with fresh as (
      select t.id, s.unit, s.texture, s.drainage, s.fertility, s.landcover, s.habitats,
        s.carbon, s.drains_to, s.water_protection, s.general_cropping
      from app_public.things t
      left join app_public.soilscapes s
        on s.id = app_hidden.soilscape_id_at(t.location[0], t.location[1])
    ), changed as (
      update app_public.things t
      set soilscape_unit = f.unit, soil_texture = f.texture, soil_drainage = f.drainage,
        soil_fertility = f.fertility, landcover = f.landcover, habitats = f.habitats,
        carbon = f.carbon, drains_to = f.drains_to, water_protection = f.water_protection,
        general_cropping = f.general_cropping
      from fresh f
      where f.id = t.id
        and (t.soilscape_unit, t.soil_texture, t.soil_drainage, t.soil_fertility, t.landcover,
             t.habitats, t.carbon, t.drains_to, t.water_protection, t.general_cropping)
          is distinct from
            (f.unit, f.texture, f.drainage, f.fertility, f.landcover, f.habitats, f.carbon,
             f.drains_to, f.water_protection, f.general_cropping)
      returning 1
    )
    select count(*)::integer from changed
  $$;
