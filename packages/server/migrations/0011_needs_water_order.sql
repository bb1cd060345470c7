-- The home page's "Things that need water" (issue 10): after a watering the
-- thing stayed at the top as "Too dry" (its soil reading lags), inviting a
-- second watering. One list, ordered in SQL:
--   1. things watered within app_hidden.watered_recently_interval() go last
--      (still listed: a reading may show the watering was not enough);
--   2. the caller's own and collaborating things first, then public ones;
--   3. red (too dry) before orange;
--   4. longest waiting first (indicator_colour_changed_at), then name, id.
-- Thing.lastWatering shows who watered it last and when ("Watered 5 min ago by you").
-- The interval's twin is WATERED_RECENTLY_HOURS in @bloomkeep/schema
-- (test/needs-water.test.ts holds the two together).

create function app_hidden.watered_recently_interval() returns interval
  language sql immutable parallel safe
  as $$ select interval '12 hours' $$;
grant execute on function app_hidden.watered_recently_interval() to bk_anonymous, bk_user, bk_admin;

-- The newest watering of a thing. Security invoker: an action is as visible as its thing.
create function app_public.things_last_watering(thing app_public.things) returns app_public.actions
  language sql stable
  as $$
    select a.* from app_public.actions a
    where a.thing_id = thing.id and a.type = 'WATERING'
    order by a.created_at desc, a.id desc
    limit 1
  $$;
comment on function app_public.things_last_watering(app_public.things) is
  'The newest watering recorded for this thing, if any.';
grant execute on function app_public.things_last_watering(app_public.things)
  to bk_anonymous, bk_user, bk_admin;

-- Candidates are read through the partial indexes of 0005 (things_water_red_idx,
-- things_water_orange_idx), at most 100 public ones per colour plus the caller's
-- own, so the ordering below sorts a bounded set however many things need water.
-- Security invoker: row-level security applies.
create function app_public.things_needing_water(category app_public.thing_category default null)
returns setof app_public.things
  language sql stable
  as $$
    with mine as (
      select app_hidden.current_user_thing_ids() as ids
    ), candidates as (
      (select t.id from app_public.things t, mine
        where t.id = any (mine.ids)
          and t.indicator_parameter = 'WATER' and t.indicator_colour in ('RED', 'ORANGE'))
      union
      (select t.id from app_public.things t
        where t.indicator_parameter = 'WATER' and t.indicator_colour = 'RED' and t.is_public
          and (things_needing_water.category is null or t.category = things_needing_water.category)
        order by t.indicator_colour_changed_at, t.name, t.id
        limit 100)
      union
      (select t.id from app_public.things t
        where t.indicator_parameter = 'WATER' and t.indicator_colour = 'ORANGE' and t.is_public
          and (things_needing_water.category is null or t.category = things_needing_water.category)
        order by t.indicator_colour_changed_at, t.name, t.id
        limit 100)
    )
    select c.* from app_public.things c join candidates using (id), mine
    where things_needing_water.category is null or c.category = things_needing_water.category
    order by
      exists (
        select 1 from app_public.actions a
        where a.thing_id = c.id and a.type = 'WATERING'
          and a.created_at > now() - app_hidden.watered_recently_interval()
      ),
      c.id = any (mine.ids) desc,
      c.indicator_colour = 'ORANGE',
      c.indicator_colour_changed_at, c.name, c.id
  $$;
comment on function app_public.things_needing_water(app_public.thing_category) is
  E'@behavior -order\nThings whose water indicator is red or orange: recently watered ones last, then the caller''s own first, too dry before dry, longest waiting first. Optionally of one category.';
grant execute on function app_public.things_needing_water(app_public.thing_category)
  to bk_anonymous, bk_user, bk_admin;

-- "Bee cafes near you" on the bee cafe host's dashboard (decision 0115): the
-- nearest things of one category. Same function with an optional category;
-- no longer strict, since the category may be null (a null position finds nothing).
drop function app_public.things_near(double precision, double precision);
create function app_public.things_near(
  latitude double precision,
  longitude double precision,
  category app_public.thing_category default null
) returns setof app_public.things
  language sql stable
  as $$
    select c.* from (
      select t.* from app_public.things t
      where things_near.latitude between -90 and 90 and things_near.longitude between -180 and 180
        and (things_near.category is null or t.category = things_near.category)
      order by t.location <-> point(things_near.longitude, things_near.latitude)
      limit 100
    ) c
    order by app_hidden.great_circle_km(c.location, point(things_near.longitude, things_near.latitude)),
      c.id
  $$;
comment on function app_public.things_near(double precision, double precision, app_public.thing_category) is
  E'@behavior -order\nThe things the caller can see nearest to a position, nearest first (at most 100); optionally of one category.';
grant execute on function app_public.things_near(double precision, double precision, app_public.thing_category)
  to bk_anonymous, bk_user, bk_admin;
