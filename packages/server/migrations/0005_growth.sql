-- Growth (issue 9): the data of every route stays fast at 100,000 things and
-- 1,000,000 actions. An action's visibility becomes a per-row check without a
-- join, the home and overview lists get matching indexes, the overview counts
-- are bounded, thing search can use a trigram index, and "near you" is answered
-- by the GiST index on things' location. Decisions: docs/decisions/0106-growth.md.

--------------------------------------------------------------------------------
-- Actions: visible exactly when their thing is (public, looked after by the
-- caller, or the caller is an administrator). The policy used to be
-- `exists (select 1 from things …)`, which PostgreSQL ran as a hash of every
-- visible thing, built again for each page of the feed. The thing's public flag
-- is now kept on each action by triggers, so the check reads only the row.

alter table app_public.actions add column thing_is_public boolean not null default false;
comment on column app_public.actions.thing_is_public is
  E'@omit\nA copy of the thing''s is_public, kept by triggers, for the row-level security check.';

-- Backfill without firing the row triggers (they would touch updated_at and search).
alter table app_public.actions disable trigger user;
update app_public.actions a set thing_is_public = true
  from app_public.things t where t.id = a.thing_id and t.is_public;
alter table app_public.actions enable trigger user;

create function app_private.tg_actions__thing_is_public() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  new.thing_is_public := coalesce(
    (select t.is_public from app_public.things t where t.id = new.thing_id), false);
  return new;
end;
$$;
create trigger _050_thing_is_public before insert or update of thing_id on app_public.actions
  for each row execute function app_private.tg_actions__thing_is_public();

create function app_private.tg_things__actions_visibility() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  update app_public.actions a set thing_is_public = new.is_public
    where a.thing_id = new.id and a.thing_is_public is distinct from new.is_public;
  return null;
end;
$$;
create trigger _500_actions_visibility after update of is_public on app_public.things
  for each row when (old.is_public is distinct from new.is_public)
  execute function app_private.tg_things__actions_visibility();

drop policy select_with_thing on app_public.actions;
create policy select_with_thing on app_public.actions for select
  using (
    thing_is_public
    or thing_id = any ((select app_hidden.current_user_thing_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );

--------------------------------------------------------------------------------
-- Indexes for the lists the app shows, each in the order the app asks for.

-- The default thing order (NAME_ASC, PRIMARY_KEY_ASC): /things/search, "your things".
create index things_name_id_idx on app_public.things (name, id);
drop index app_public.things_name_idx;
-- Newest first (CREATED_AT_DESC, PRIMARY_KEY_DESC): the overview's "recently added".
create index things_created_at_id_idx on app_public.things (created_at desc, id desc);
drop index app_public.things_created_at_idx;
-- The home gallery: things with a photo, newest first.
create index things_gallery_idx on app_public.things (created_at desc, id desc) where has_image;
-- The needs-water lists: water-indicator things of one colour, longest waiting
-- first (INDICATOR_COLOUR_CHANGED_AT_ASC, NAME_ASC). One partial index per colour:
-- under row-level security PostgreSQL may not use a condition on an enum (its
-- equality is not leakproof) as an index condition, but it may use it to choose
-- a partial index.
create index things_water_red_idx on app_public.things (indicator_colour_changed_at, name, id)
  where indicator_parameter = 'WATER' and indicator_colour = 'RED';
create index things_water_orange_idx on app_public.things (indicator_colour_changed_at, name, id)
  where indicator_parameter = 'WATER' and indicator_colour = 'ORANGE';

-- Thing search (allThings condition `search`, src/conditions.ts) is a substring
-- match, `name ilike '%…%' or description ilike '%…%'`, which trigram indexes
-- answer. ILIKE is not leakproof, so under row-level security it would only ever
-- filter a full scan; this function applies the same visibility rule as the
-- things policy itself, so the match can use the indexes.
create extension if not exists pg_trgm with schema public;
create index things_name_trgm_idx on app_public.things using gin (name public.gin_trgm_ops);
create index things_description_trgm_idx on app_public.things
  using gin (description public.gin_trgm_ops);

create function app_hidden.search_thing_ids(pattern text) returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select t.id from app_public.things t
    where (t.name ilike search_thing_ids.pattern or t.description ilike search_thing_ids.pattern)
      and (t.is_public
        or t.id = any (app_hidden.current_user_thing_ids())
        or app_public.current_user_is_admin())
  $$;
comment on function app_hidden.search_thing_ids(text) is
  'Ids of the things the caller can see whose name or description is ILIKE the pattern.';
grant execute on function app_hidden.search_thing_ids(text) to bk_anonymous, bk_user, bk_admin;

-- Sign-in failures are cleared by age (`failed_at < now() - 1 day`, 0002 sign_in).
create index sign_in_failures_failed_at_idx on app_private.sign_in_failures (failed_at);

-- The uploads clean-up (src/files/cleanup.ts): unattached uploads by age.
create index uploads_unattached_created_at_idx on app_private.uploads (created_at)
  where attached_at is null;

--------------------------------------------------------------------------------
-- The overview's figures, bounded: each count stops at count_limit + 1, so it
-- costs at most that many index entries however many things there are. The app
-- shows "1,000+" above the limit. Row-level security applies (security invoker).

create type app_public.thing_overview as (
  total integer,
  need_water integer,
  added_recently integer,
  count_limit integer
);
comment on column app_public.thing_overview.total is E'@notNull\nThings the caller can see.';
comment on type app_public.thing_overview is
  'Figures for the things overview. Each count is exact up to countLimit; above it the count is countLimit + 1.';
comment on column app_public.thing_overview.need_water is
  E'@notNull\nThings whose water indicator is red (too dry) or orange (needs water).';
comment on column app_public.thing_overview.added_recently is E'@notNull\nThings added in the last recent_days days.';
comment on column app_public.thing_overview.count_limit is E'@notNull\nCounts above this are cut at countLimit + 1.';

create function app_public.thing_stats(recent_days integer default 30)
returns app_public.thing_overview
  language sql stable
  as $$
    select
      (select count(*) from (select 1 from app_public.things t limit 1001) s)::integer,
      least(1001,
        (select count(*) from (
          select 1 from app_public.things t
          where t.indicator_parameter = 'WATER' and t.indicator_colour = 'RED' limit 1001) s)
        + (select count(*) from (
          select 1 from app_public.things t
          where t.indicator_parameter = 'WATER' and t.indicator_colour = 'ORANGE' limit 1001) s)
      )::integer,
      (select count(*) from (
        select 1 from app_public.things t
        where t.created_at >= now() - make_interval(days => greatest(coalesce(recent_days, 30), 0))
        limit 1001) s)::integer,
      1000
  $$;
comment on function app_public.thing_stats(integer) is
  'How many things the caller can see, need water, and were added in the last recent_days days (bounded counts).';
grant execute on function app_public.thing_stats(integer) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Nearby on the server: things nearest to a position, through the GiST index
-- (things_location_idx, 0003). Storage is x = longitude, y = latitude (0101).
-- The index orders by flat distance in degrees; the 100 nearest by that measure
-- are then ordered by great-circle distance, which is what people mean by near.

create function app_hidden.great_circle_km(a point, b point) returns double precision
  language sql immutable parallel safe
  as $$
    select 2 * 6371.0088 * asin(least(1, sqrt(
      sin(radians(b[1] - a[1]) / 2) ^ 2
      + cos(radians(a[1])) * cos(radians(b[1])) * sin(radians(b[0] - a[0]) / 2) ^ 2)))
  $$;
grant execute on function app_hidden.great_circle_km(point, point) to bk_anonymous, bk_user, bk_admin;

create function app_public.things_near(latitude double precision, longitude double precision)
returns setof app_public.things
  language sql stable strict
  as $$
    select c.* from (
      select t.* from app_public.things t
      where things_near.latitude between -90 and 90 and things_near.longitude between -180 and 180
      order by t.location <-> point(things_near.longitude, things_near.latitude)
      limit 100
    ) c
    order by app_hidden.great_circle_km(c.location, point(things_near.longitude, things_near.latitude)),
      c.id
  $$;
comment on function app_public.things_near(double precision, double precision) is
  E'@behavior -order\nThe things the caller can see nearest to a position, nearest first (at most 100).';
grant execute on function app_public.things_near(double precision, double precision)
  to bk_anonymous, bk_user, bk_admin;

create function app_public.nearest_thing(latitude double precision, longitude double precision)
returns app_public.things
  language sql stable strict
  as $$ select n.* from app_public.things_near(latitude, longitude) n limit 1 $$;
comment on function app_public.nearest_thing(double precision, double precision) is
  'The thing the caller can see nearest to a position.';
grant execute on function app_public.nearest_thing(double precision, double precision)
  to bk_anonymous, bk_user, bk_admin;
