-- Growth, second pass (issue 9, §2b: "with 100,000 things and 1,000,000 actions seeded by
-- pnpm bench, every route's data query has p50 ≤ 20 ms"). Four route queries were still
-- over: /, /things/search?q=…, /account/things. What each change fixes, measured with
-- EXPLAIN ANALYZE on the bench data as the API role, is in
-- docs/decisions/0144-query-growth.md. No rule of who may see what changes here.

-- 1. Thing search: the visibility check called current_user_thing_ids() once per matching
-- row that is not public (each call a query of its own: 56 calls, about 37 ms, for "oak 12").
-- As sub-selects, they run once per call of the function, as in the things policy.
create or replace function app_hidden.search_thing_ids(pattern text) returns setof uuid
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select t.id from app_public.things t
    where (t.name ilike search_thing_ids.pattern or t.description ilike search_thing_ids.pattern)
      and (t.is_public
        or t.id = any ((select app_hidden.current_user_thing_ids())::uuid[])
        or (select app_public.current_user_is_admin()))
  $$;

-- 2. The bounded thing count (0007). Its filters were all "argument is null or …", so no
-- index could drive it: a search scanned every visible thing (100,000 rows, 80 ms for
-- "oak 12", with the search as a hashed filter) unless 1,001 matched early. Now the most
-- selective filter given leads: the search's ids, else the given ids or the caller's
-- things, else the category over a plain scan that stops at 1,001. Each branch keeps every
-- filter of the old function, so it counts exactly what it counted, and it is still
-- security invoker, so row-level security applies as before.
create or replace function app_public.thing_count(
  search text default null,
  category app_public.thing_category default null,
  access text default null,
  ids uuid[] default null
) returns integer
  language plpgsql stable
  as $$
  declare
    v_search text := nullif(btrim(thing_count.search), '');
    v_mine uuid[];
    v_owned uuid[];
  begin
    if thing_count.access is not null then
      v_mine := app_hidden.current_user_thing_ids(false);
      v_owned := app_hidden.current_user_thing_ids(true);
    end if;
    if v_search is not null then
      return (
        select count(*)::integer from (
          select 1 from app_public.things t
          where t.id in (select app_hidden.search_thing_ids(
              '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%'))
            and (thing_count.category is null or t.category = thing_count.category)
            and (thing_count.access is null
              or (thing_count.access = 'ANY' and t.id = any (v_mine))
              or (thing_count.access = 'OWNED' and t.id = any (v_owned))
              or (thing_count.access = 'COLLABORATING'
                and t.id = any (v_mine) and not t.id = any (v_owned)))
            and (thing_count.ids is null or t.id = any (thing_count.ids))
          limit 1001
        ) s
      );
    elsif thing_count.ids is not null or thing_count.access is not null then
      -- Every access view is within the caller's things (v_mine); the ids filter is its own.
      return (
        select count(*)::integer from (
          select 1 from app_public.things t
          where t.id = any (coalesce(thing_count.ids, v_mine))
            and (thing_count.category is null or t.category = thing_count.category)
            and (thing_count.access is null
              or (thing_count.access = 'ANY' and t.id = any (v_mine))
              or (thing_count.access = 'OWNED' and t.id = any (v_owned))
              or (thing_count.access = 'COLLABORATING'
                and t.id = any (v_mine) and not t.id = any (v_owned)))
            and (thing_count.ids is null or t.id = any (thing_count.ids))
          limit 1001
        ) s
      );
    else
      return (
        select count(*)::integer from (
          select 1 from app_public.things t
          where thing_count.category is null or t.category = thing_count.category
          limit 1001
        ) s
      );
    end if;
  end
  $$;

-- 3. A user's accesses, in the two orders the API reads them: newest first (/account/things,
-- AccountThingsRouteQuery) and by id (the connection's default order, which the home page's
-- ProfileSummary reads for thingAccesses.totalCount). With an index on user_id alone the
-- planner, which expects 1/27 of 100,000 accesses per user, scanned things in full for the
-- first (75 ms) and walked the primary key through every access for the second (46 ms).
-- (user_id, id) answers every lookup by user that the old index did, so it replaces it.
create index thing_accesses_user_id_created_at_idx
  on app_public.thing_accesses (user_id, created_at desc, id desc);
create index thing_accesses_user_id_id_idx on app_public.thing_accesses (user_id, id);
drop index app_public.thing_accesses_user_id_idx;

-- 4. Thing.actions (things_actions) and Thing.lastWatering (things_last_watering) read a
-- thing's newest actions by (created_at desc, id desc). The index had created_at only, so
-- each read sorted all of the thing's actions (an incremental sort needs at least 32 rows)
-- to return one: 25 times per page of /things/search. With id in the index the newest is
-- the first entry. It replaces (thing_id, created_at desc), whose every use it serves.
create index actions_thing_id_created_at_id_idx
  on app_public.actions (thing_id, created_at desc, id desc);
drop index app_public.actions_thing_id_created_at_idx;

-- 5. The home page's "Things that need water" (0011). The order and the candidates are the
-- same; what changes is when the full rows are read. The candidates' sort keys come from
-- the partial indexes, are sorted once (a materialized CTE, whose order the outer query
-- keeps), and only the rows of the page (first: 6) are then read from things, instead of
-- reading all 200 candidates' rows (800 buffers) before sorting them.
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
        exists (
          select 1 from app_public.actions a
          where a.thing_id = k.id and a.type = 'WATERING'
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
