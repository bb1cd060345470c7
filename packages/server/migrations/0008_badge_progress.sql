-- Issue 10: progress towards the next badge ("4 of 10 waterings") on /account/badges.
-- Decisions: docs/decisions/0110-scores-and-badge-progress.md.
--
-- The count is the one the badge triggers award by (app_private.counted_actions:
-- actions on public things, at most 3 of a type per thing and hour), so "10 of 10"
-- and the award always agree.

create type app_public.badge_progress as (
  badge_type text,
  count integer
);
comment on type app_public.badge_progress is
  'How many of one activity count towards its badges, for the signed-in user.';
comment on column app_public.badge_progress.badge_type is
  'The badge family (badge_types.badge_type): created, share, watering, littercleanup, education or upkeep.';
comment on column app_public.badge_progress.count is
  'Actions of that kind that count towards its badges (public things, at most 3 per thing and hour).';

create function app_public.current_user_badge_progress()
returns setof app_public.badge_progress
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select app_private.badge_for_action(t.type), app_private.counted_actions(me.id, t.type)
    from (select app_public.current_user_id() as id) me
    cross join unnest(enum_range(null::app_public.action_type)) as t (type)
    where me.id is not null and app_private.badge_for_action(t.type) is not null
    order by 1
  $$;
comment on function app_public.current_user_badge_progress() is
  'The signed-in user''s count towards each action badge family; empty for guests.';
grant execute on function app_public.current_user_badge_progress() to bk_anonymous, bk_user, bk_admin;

-- Nothing counts sign-ins (signing in awards the bronze sign-in badge, 0002), so the
-- silver and gold sign-in badges could never be earned: stop offering them. A badge
-- nobody holds is hidden while inactive (the badges page shows inactive ones only to
-- those who hold them).
update app_public.badge_types set is_active = false
  where badge_type = 'signin' and level > 1;
