-- Growth, third pass (issue 9, §2b): the two route queries still over p50 20 ms with
-- 100,000 things, / (HomeRouteQuery) and /things (ThingsOverviewRouteQuery). What each
-- change saves, measured with EXPLAIN (ANALYZE, BUFFERS) on the bench data as the API
-- roles, is in docs/decisions/0148-home-and-overview-at-scale.md. No policy or column
-- changes; one function (things_needing_water) asks the same question in another form.
--
-- The overview's bounded counts (thing_stats, 0005) and the needs-water candidates
-- (things_needing_water, 0035) read up to 1,001 (or 100) rows each. With plain indexes
-- every row read also read its heap page, for the columns that row-level security checks
-- (deleted_at, is_public, id): thing_stats read 27,000 rows over 800 pages as a guest and
-- 3,300 pages signed in, to count four times to 1,001. Each index below holds those
-- columns (deleted_at as its predicate, which the restrictive policy hide_deleted
-- implies for every API role), so the same rows come from the index alone (an index-only
-- scan; the visibility map that autovacuum keeps decides how many heap pages are still
-- read). Each replaces an index of the same name and key, so plans that used it still do.

-- Newest first (the overview's "recently added" list, 0005) and, through the same
-- entries, the overview's "things" and "added in the last 30 days" counts and
-- thing_count's unfiltered branch (0035). Nothing that the API reads sees deleted things.
create index things_created_at_id_visible_idx on app_public.things (created_at desc, id desc)
  include (is_public) where deleted_at is null;
drop index app_public.things_created_at_id_idx;
alter index app_public.things_created_at_id_visible_idx rename to things_created_at_id_idx;

-- The water indicator's red and orange things, longest waiting first: the home page's
-- needs-water candidates (0035 reads id, category, colour, waiting time and name) and the
-- overview's "need water" count.
create index things_water_red_visible_idx
  on app_public.things (indicator_colour_changed_at, name, id)
  include (is_public, category, indicator_colour)
  where indicator_parameter = 'WATER' and indicator_colour = 'RED' and deleted_at is null;
drop index app_public.things_water_red_idx;
alter index app_public.things_water_red_visible_idx rename to things_water_red_idx;

create index things_water_orange_visible_idx
  on app_public.things (indicator_colour_changed_at, name, id)
  include (is_public, category, indicator_colour)
  where indicator_parameter = 'WATER' and indicator_colour = 'ORANGE' and deleted_at is null;
drop index app_public.things_water_orange_idx;
alter index app_public.things_water_orange_visible_idx rename to things_water_orange_idx;

-- The home page's "Things that need water" (0035) put the candidates that were watered in
-- the last 12 hours last, with an EXISTS per candidate: 200 probes of the actions index, about
-- 600 of the statement's 900 buffers as a guest. The same question as IN: the waterings of
-- the last 12 hours are read once, through the index below (entries of that time only,
-- without the table), into a hash that each candidate looks up. thing_id and the candidate's
-- id are never null, so IN is true exactly when EXISTS was; actions are read under the same
-- policies. Order, candidates and columns are unchanged.
create index actions_watering_created_at_idx on app_public.actions (created_at)
  include (thing_id, thing_is_public) where type = 'WATERING';

create or replace function app_public.things_needing_water(category app_public.thing_category default null)
returns setof app_public.things
  language sql stable
  as $$
    with mine as (
      select app_hidden.current_user_thing_ids() as ids
    ), candidates as (
      (select t.id, t.category, t.indicator_colour, t.indicator_colour_changed_at, t.name
        from app_public.things t, mine
        where t.id = any (mine.ids)
          and t.indicator_parameter = 'WATER' and t.indicator_colour in ('RED', 'ORANGE'))
      union
      (select t.id, t.category, t.indicator_colour, t.indicator_colour_changed_at, t.name
        from app_public.things t
        where t.indicator_parameter = 'WATER' and t.indicator_colour = 'RED' and t.is_public
          and (things_needing_water.category is null or t.category = things_needing_water.category)
        order by t.indicator_colour_changed_at, t.name, t.id
        limit 100)
      union
      (select t.id, t.category, t.indicator_colour, t.indicator_colour_changed_at, t.name
        from app_public.things t
        where t.indicator_parameter = 'WATER' and t.indicator_colour = 'ORANGE' and t.is_public
          and (things_needing_water.category is null or t.category = things_needing_water.category)
        order by t.indicator_colour_changed_at, t.name, t.id
        limit 100)
    ), ordered as materialized (
      select k.id,
        k.id in (
          select a.thing_id from app_public.actions a
          where a.type = 'WATERING'
            and a.created_at > now() - app_hidden.watered_recently_interval()
        ) as watered_recently,
        k.id = any (mine.ids) as mine,
        k.indicator_colour = 'ORANGE' as orange,
        k.indicator_colour_changed_at, k.name
      from candidates k, mine
      where things_needing_water.category is null or k.category = things_needing_water.category
      order by 2, 3 desc, 4, 5, 6, 1
    )
    select c.* from ordered o join app_public.things c on c.id = o.id
    order by o.watered_recently, o.mine desc, o.orange, o.indicator_colour_changed_at, o.name, o.id
  $$;
