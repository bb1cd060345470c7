-- Bounded counts for the activity feed and the things list (issue 9, §2b
-- "Growth"). Both showed `totalCount`, a count of everything the caller can see
-- (1,000,000 actions: ~650 ms). These functions take the same filters as the
-- lists' conditions (src/conditions.ts) and stop counting at count limit + 1
-- (1,001), so they read at most 1,001 rows; the app shows "1,000+" above the
-- limit, as for thing_stats (0005). Security invoker: row-level security applies.
-- Decision: docs/decisions/0106-growth.md ("Bounded counts for the feed and the list").

create function app_public.action_count(
  search text default null,
  type app_public.action_type default null,
  thing_id uuid default null
) returns integer
  language sql stable
  as $$
    select count(*)::integer from (
      select 1 from app_public.actions a
      where (coalesce(btrim(action_count.search), '') = ''
          or a.search @@ websearch_to_tsquery('english', action_count.search))
        and (action_count.type is null or a.type = action_count.type)
        and (action_count.thing_id is null or a.thing_id = action_count.thing_id)
      limit 1001
    ) s
  $$;
comment on function app_public.action_count(text, app_public.action_type, uuid) is
  E'@notNull\nHow many actions the caller can see that match the filters of `allActions(condition:)` (search, type, thingId). Exact up to 1,000; above, 1,001.';
grant execute on function app_public.action_count(text, app_public.action_type, uuid)
  to bk_anonymous, bk_user, bk_admin;

create function app_public.thing_count(
  search text default null,
  category app_public.thing_category default null,
  access text default null,
  ids uuid[] default null
) returns integer
  language sql stable
  as $$
    select count(*)::integer from (
      select 1 from app_public.things t
      where (coalesce(btrim(thing_count.search), '') = ''
          or t.id in (select app_hidden.search_thing_ids(
            '%' || replace(replace(replace(btrim(thing_count.search), '\', '\\'), '%', '\%'), '_', '\_')
              || '%')))
        and (thing_count.category is null or t.category = thing_count.category)
        and (thing_count.access is null
          or (thing_count.access = 'ANY' and t.id = any (app_hidden.current_user_thing_ids(false)))
          or (thing_count.access = 'OWNED' and t.id = any (app_hidden.current_user_thing_ids(true)))
          or (thing_count.access = 'COLLABORATING'
            and t.id = any (app_hidden.current_user_thing_ids(false))
            and not t.id = any (app_hidden.current_user_thing_ids(true))))
        and (thing_count.ids is null or t.id = any (thing_count.ids))
      limit 1001
    ) s
  $$;
comment on function app_public.thing_count(text, app_public.thing_category, text, uuid[]) is
  E'@notNull\nHow many things the caller can see that match the filters of `allThings(condition:)` (search, category, access: ANY, OWNED or COLLABORATING, ids). Exact up to 1,000; above, 1,001.';
grant execute on function app_public.thing_count(text, app_public.thing_category, text, uuid[])
  to bk_anonymous, bk_user, bk_admin;
