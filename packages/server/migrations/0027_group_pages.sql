-- Issue 13, the group pages (decision 0139): a thing's stewards through its groups.
--
-- Members of a group a thing is shared with look after it as collaborators (0024), but
-- they have no access row, so the thing's list of stewards (built from its accesses)
-- left them out: "the group's things show the new owner as steward" could not hold.
-- This computed column lists them, per group, to exactly the people who may read the
-- thing's accesses (0003's select_members policy: those who look after it, and
-- administrators). It is security definer because membership rows are visible only to
-- the group's own members, and a thing's other stewards are not necessarily in the group.

create type app_public.thing_group_steward as (
  group_id uuid,
  group_name text,
  group_slug text,
  user_id uuid,
  username text,
  name text,
  -- Owner of the group (not of the thing).
  is_group_owner boolean
);
comment on type app_public.thing_group_steward is
  'Someone who looks after a thing because they belong to a group it is shared with.';

create function app_public.things_group_stewards(t app_public.things)
returns setof app_public.thing_group_steward
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select g.id, g.name, g.slug, u.id, u.username::text, u.name, m.is_owner
    from app_public.thing_groups tg
    join app_public.groups g on g.id = tg.group_id
    join app_public.group_memberships m on m.group_id = g.id
    join app_public.users u on u.id = m.user_id
    where tg.thing_id = t.id
      and t.deleted_at is null
      and (t.id = any (app_hidden.current_user_thing_ids())
        or app_public.current_user_is_admin())
    order by g.name, g.id, m.is_owner desc, u.name, u.username
  $$;
comment on function app_public.things_group_stewards(app_public.things) is
  E'The people who look after this thing through the groups it is shared with (group owners first), shown to those who look after it and to administrators.';
grant execute on function app_public.things_group_stewards(app_public.things)
  to bk_anonymous, bk_user, bk_admin;
