-- Badges count from the score aggregates (migration 0034), not from every action again.
--
-- Each action insert or delete recounts its creator's badges of that type
-- (app_private.recount_badges, 0004), and app_private.counted_actions ranked all of the
-- person's actions of that type in a window to apply the per-hour cap. So an action cost
-- more the more its creator had done: 15 ms for a neighbour with 300 waterings, and the
-- demo's 10,000 past actions took 47-63 s to seed (every first start and every e2e run).
--
-- The rule does not change (decision 0105): actions on public things, at most
-- counted_actions_per_hour() of one type by one person on one thing per clock hour. That is
-- the sum of least(n, cap) over the person's buckets of that type on public things, and
-- app_private.score_days already holds that sum per day for public things that are not
-- deleted. A thing that is deleted but not yet purged still counts towards badges
-- (decision 0113: badges settle at the purge, so an undo leaves them as they were); its
-- buckets are the ones not counted whose thing is public, read through a small index.
-- Clock hours are UTC hours, as for the scores (decision 0143).

create index score_days_creator_type_idx on app_private.score_days (creator_id, type)
  include (counted);
create index score_buckets_not_counted_idx on app_private.score_buckets (creator_id, type)
  include (thing_id, n) where not counted;

create or replace function app_private.counted_actions(user_id uuid, type app_public.action_type)
returns integer
  language sql stable
  as $$
    select (
      coalesce((select sum(d.counted) from app_private.score_days d
        where d.creator_id = counted_actions.user_id and d.type = counted_actions.type), 0)
      + coalesce((select sum(least(b.n, app_private.counted_actions_per_hour()))
        from app_private.score_buckets b
        join app_public.things t on t.id = b.thing_id
        where not b.counted and b.creator_id = counted_actions.user_id
          and b.type = counted_actions.type and t.is_public), 0)
    )::integer
  $$;
comment on function app_private.counted_actions(uuid, app_public.action_type) is
  'How many of a person''s actions of one type count towards badges: on public things (deleted but not purged included), at most counted_actions_per_hour() per thing and UTC hour. Read from the score aggregates (0034, 0038).';

-- The badge recount must see the action's bucket, so it runs after the aggregate trigger
-- (_600_score_buckets): triggers of one event fire in name order.
alter trigger _500_after_insert on app_public.actions rename to _700_after_insert;
alter trigger _500_after_delete on app_public.actions rename to _700_after_delete;
