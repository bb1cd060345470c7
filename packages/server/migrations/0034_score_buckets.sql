-- The leaderboards read counted actions from aggregates kept by triggers (issue 9, §2b
-- "Growth": at 1,000,000 actions /scorer's data query took 0.5-0.8 s for a week or a month,
-- and ran past the 3 s statement timeout for a year or all time, because
-- app_private.user_scores ranked every action of the period, twice per request).
--
-- The rule does not change (decisions 0105, 0110, 0136): only actions by a creator, on
-- public things that are not deleted, count; at most app_private.counted_actions_per_hour()
-- actions of one type by one person on one thing count per clock hour; points per type come
-- from app_private.action_points; a period is every action since now() minus 7, 30 or 365
-- days (or all of them). Clock hours are UTC hours (date_trunc('hour', created_at, 'UTC')):
-- the same hours as before on a server whose time zone is a whole number of hours from UTC
-- (but for the hour a fall-back transition repeats), and now the same for every session
-- whatever its TimeZone setting.
--
-- Two private tables, one derived from the other:
--  * app_private.score_buckets: how many actions each (thing, creator, type, UTC hour) has
--    (n), and whether they count (counted: the thing is public and not deleted).
--  * app_private.score_days: per (UTC day, creator, type), the sum over the day's counted
--    buckets of least(n, cap): the counted actions of that day.
-- Triggers keep both exact: inserting, deleting or moving an action (another thing, type,
-- creator or time) changes one bucket, and the day by what that bucket's capped count
-- changed; a thing turning private, deleted, public again or restored flips its buckets'
-- counted flag and moves their capped counts out of (or into) the days.
--
-- A period starting at S is then read as three disjoint parts:
--  * whole UTC days after S's day, from score_days;
--  * the whole hours of S's day after S's hour, from score_buckets (at most 23 hours);
--  * S's own hour from S on, from the actions themselves (the rule as written before, over
--    at most one hour of actions, by actions_created_at_idx).
-- Decision: docs/decisions/0143-score-aggregates.md.

--------------------------------------------------------------------------------
-- Time: UTC hours and days, and where a period starts.

create function app_private.score_hour(at timestamptz) returns timestamptz
  language sql immutable
  as $$ select date_trunc('hour', score_hour.at, 'UTC') $$;
comment on function app_private.score_hour(timestamptz) is
  'The clock hour (UTC) that an action''s time falls in, for the per-hour cap of the scores.';

create function app_private.score_day(at timestamptz) returns timestamptz
  language sql immutable
  as $$ select date_trunc('day', score_day.at, 'UTC') $$;
comment on function app_private.score_day(timestamptz) is
  'The day (UTC) that an hour of app_private.score_buckets belongs to in app_private.score_days.';

-- Exactly the window of 0024's user_scores: rolling, from the transaction's now().
create function app_private.score_period_start(period app_public.score_period) returns timestamptz
  language sql stable
  as $$
    select case score_period_start.period
      when 'WEEK' then now() - interval '7 days'
      when 'MONTH' then now() - interval '30 days'
      when 'YEAR' then now() - interval '365 days'
      else '-infinity'::timestamptz end
  $$;

--------------------------------------------------------------------------------
-- The aggregates. Not exposed (app_private); only the security-definer functions below
-- read or write them.

create table app_private.score_buckets (
  thing_id uuid not null,
  creator_id uuid not null,
  type app_public.action_type not null,
  hour timestamptz not null,
  n integer not null check (n > 0),
  counted boolean not null,
  primary key (thing_id, creator_id, type, hour)
);
comment on table app_private.score_buckets is
  'Actions per (thing, creator, type, UTC hour), for the per-hour cap of the scores. counted: the thing is public and not deleted. Kept by triggers on actions and things (0034).';
-- The hours of a period's first day, counted buckets only, read without the heap.
create index score_buckets_hour_idx on app_private.score_buckets (hour)
  include (creator_id, type, n) where counted;

create table app_private.score_days (
  day timestamptz not null,
  creator_id uuid not null,
  type app_public.action_type not null,
  counted integer not null check (counted > 0),
  primary key (day, creator_id, type)
);
comment on table app_private.score_days is
  'Counted actions per (UTC day, creator, type): the sum of least(n, counted_actions_per_hour()) over the day''s counted score_buckets. Kept by triggers (0034).';

--------------------------------------------------------------------------------
-- Maintenance.

-- Add `delta` counted actions to a day (negative: take them away). A day whose count
-- reaches 0 is removed.
create function app_private.score_day_add(
  p_day timestamptz, p_creator_id uuid, p_type app_public.action_type, p_delta integer
) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  if p_delta > 0 then
    insert into app_private.score_days as d (day, creator_id, type, counted)
    values (p_day, p_creator_id, p_type, p_delta)
    on conflict (day, creator_id, type) do update set counted = d.counted + excluded.counted;
  elsif p_delta < 0 then
    update app_private.score_days d set counted = d.counted + p_delta
    where d.day = p_day and d.creator_id = p_creator_id and d.type = p_type
      and d.counted + p_delta > 0;
    if not found then
      -- Nothing left. Never below 0: a day that is out of step (actions written with
      -- triggers off, see rebuild_scores) must not make deleting an action fail.
      delete from app_private.score_days d
      where d.day = p_day and d.creator_id = p_creator_id and d.type = p_type;
    end if;
  end if;
end;
$$;

-- Add `delta` actions (+1 or -1 from the triggers) to the bucket of (thing, creator, type,
-- hour of `at`), and move the change of its capped count into its day.
create function app_private.score_bucket_add(
  p_thing_id uuid, p_creator_id uuid, p_type app_public.action_type, p_at timestamptz,
  p_delta integer
) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_hour timestamptz := app_private.score_hour(p_at);
  v_cap integer := app_private.counted_actions_per_hour();
  v_visible boolean;
  v_counted boolean;
  v_old integer;
  v_new integer;
begin
  if p_creator_id is null or p_delta = 0 then
    return;
  end if;
  if p_delta > 0 then
    -- The thing's row lock orders this with a change of its visibility (the things trigger
    -- below runs under the same lock), so a new bucket's counted flag is never stale. Every
    -- action insert already takes this lock (0004: last_action).
    select t.is_public and t.deleted_at is null into v_visible
    from app_public.things t where t.id = p_thing_id
    for no key update;
    -- Atomic on the bucket's row: concurrent inserts each add their own action.
    insert into app_private.score_buckets as b (thing_id, creator_id, type, hour, n, counted)
    values (p_thing_id, p_creator_id, p_type, v_hour, p_delta, coalesce(v_visible, false))
    on conflict (thing_id, creator_id, type, hour) do update set n = b.n + excluded.n
    returning b.n, b.counted into v_new, v_counted;
    v_old := v_new - p_delta;
  else
    select b.n, b.counted into v_old, v_counted
    from app_private.score_buckets b
    where b.thing_id = p_thing_id and b.creator_id = p_creator_id and b.type = p_type
      and b.hour = v_hour
    for update;
    if not found then
      return; -- out of step (see rebuild_scores): nothing to take away
    end if;
    v_new := greatest(v_old + p_delta, 0);
    if v_new = 0 then
      delete from app_private.score_buckets b
      where b.thing_id = p_thing_id and b.creator_id = p_creator_id and b.type = p_type
        and b.hour = v_hour;
    else
      update app_private.score_buckets b set n = v_new
      where b.thing_id = p_thing_id and b.creator_id = p_creator_id and b.type = p_type
        and b.hour = v_hour;
    end if;
  end if;
  if v_counted then
    perform app_private.score_day_add(app_private.score_day(v_hour), p_creator_id, p_type,
      least(v_new, v_cap) - least(v_old, v_cap));
  end if;
end;
$$;

create function app_private.tg_actions__score_buckets() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform app_private.score_bucket_add(old.thing_id, old.creator_id, old.type, old.created_at, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform app_private.score_bucket_add(new.thing_id, new.creator_id, new.type, new.created_at, 1);
  end if;
  return null;
end;
$$;
create trigger _600_score_buckets after insert or delete on app_public.actions
  for each row execute function app_private.tg_actions__score_buckets();
-- Moving an action: another thing, type, creator (a deleted account sets it to null) or
-- hour. The condition runs as the writer (an API role), so it calls only built-ins: the
-- hour is app_private.score_hour's expression.
create trigger _600_score_buckets_move after update of thing_id, creator_id, type, created_at
  on app_public.actions
  for each row
  when (old.thing_id is distinct from new.thing_id
    or old.creator_id is distinct from new.creator_id
    or old.type is distinct from new.type
    or date_trunc('hour', old.created_at, 'UTC') is distinct from date_trunc('hour', new.created_at, 'UTC'))
  execute function app_private.tg_actions__score_buckets();

-- A thing turning private or deleted takes its buckets' capped counts out of the days;
-- public and not deleted again (restore) puts them back.
create function app_private.tg_things__score_buckets() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_counted boolean := new.is_public and new.deleted_at is null;
  v_cap integer := app_private.counted_actions_per_hour();
  v_day record;
begin
  for v_day in
    with flipped as (
      update app_private.score_buckets b set counted = v_counted
      where b.thing_id = new.id and b.counted <> v_counted
      returning b.creator_id, b.type, b.hour, b.n
    )
    select app_private.score_day(f.hour) as day, f.creator_id, f.type,
      sum(least(f.n, v_cap))::integer as counted
    from flipped f
    group by 1, 2, 3
    order by 1, 2, 3
  loop
    perform app_private.score_day_add(v_day.day, v_day.creator_id, v_day.type,
      case when v_counted then v_day.counted else -v_day.counted end);
  end loop;
  return null;
end;
$$;
create trigger _600_score_buckets after update of is_public, deleted_at on app_public.things
  for each row
  when ((old.is_public and old.deleted_at is null) is distinct from (new.is_public and new.deleted_at is null))
  execute function app_private.tg_things__score_buckets();

-- Both aggregates again from the actions: run by this migration, by the bench seed (which
-- writes actions with triggers off), and needed after a change of
-- counted_actions_per_hour(). Blocks writes to actions and things while it runs.
create function app_private.rebuild_scores() returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  lock table app_public.things, app_public.actions in share mode;
  truncate app_private.score_buckets, app_private.score_days;
  insert into app_private.score_buckets (thing_id, creator_id, type, hour, n, counted)
  select a.thing_id, a.creator_id, a.type, app_private.score_hour(a.created_at), count(*),
    bool_and(t.is_public and t.deleted_at is null)
  from app_public.actions a
  join app_public.things t on t.id = a.thing_id
  where a.creator_id is not null
  group by a.thing_id, a.creator_id, a.type, app_private.score_hour(a.created_at);
  insert into app_private.score_days (day, creator_id, type, counted)
  select app_private.score_day(b.hour), b.creator_id, b.type,
    sum(least(b.n, app_private.counted_actions_per_hour()))
  from app_private.score_buckets b
  where b.counted
  group by 1, 2, 3;
end;
$$;
comment on function app_private.rebuild_scores() is
  'Rebuild app_private.score_buckets and score_days from the actions (after writes with triggers off, or a change of counted_actions_per_hour()).';

select app_private.rebuild_scores();
analyze app_private.score_buckets, app_private.score_days;

--------------------------------------------------------------------------------
-- The leaderboards' counting, from the aggregates. Same signature and results as 0024's.

create or replace function app_private.user_scores(period app_public.score_period)
returns table (
  user_id uuid, points integer, actions integer, created integer, share integer,
  education integer, measurement integer, watering integer, litter_cleanup integer,
  upkeep integer
)
  language sql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
    -- The period starts at score_period_start(period): -infinity for all time, when both
    -- hour parts are empty and every day counts. The bounds are written as expressions of
    -- the parameter, not read from a CTE, so that the planner sees each part's range (a
    -- CTE's values are unknown to it: it guessed a ninth of all actions for the first hour
    -- and hashed every thing to join them).
    with counted as (
      -- Whole days after the start's day. The bound is a subquery, computed once: as a
      -- filter of a scan over many days, the expression would be computed for each row.
      select c.creator_id, c.type, c.counted
      from app_private.score_days c
      where c.day >= (select app_private.score_day(app_private.score_period_start(user_scores.period))
          + interval '24 hours')
      union all
      -- Whole hours of the start's day, after the start's hour.
      select b.creator_id, b.type, least(b.n, app_private.counted_actions_per_hour())
      from app_private.score_buckets b
      where b.counted
        and b.hour > app_private.score_hour(app_private.score_period_start(user_scores.period))
        and b.hour < app_private.score_day(app_private.score_period_start(user_scores.period))
          + interval '24 hours'
      union all
      -- The start's hour from the start on: the rule over the actions themselves. The
      -- thing's visibility is a per-row lookup (a subplan on its key), never a join that
      -- could hash every thing for a few dozen actions.
      select a.creator_id, a.type,
        least(count(*), app_private.counted_actions_per_hour())::integer
      from app_public.actions a
      where a.creator_id is not null
        and a.created_at >= app_private.score_period_start(user_scores.period)
        and a.created_at < app_private.score_hour(app_private.score_period_start(user_scores.period))
          + interval '1 hour'
        and (select t.is_public and t.deleted_at is null
             from app_public.things t where t.id = a.thing_id)
      group by a.creator_id, a.thing_id, a.type
    )
    select c.creator_id,
      sum(c.counted * app_private.action_points(c.type))::integer,
      sum(c.counted)::integer,
      coalesce(sum(c.counted) filter (where c.type = 'CREATED'), 0)::integer,
      coalesce(sum(c.counted) filter (where c.type = 'SHARE'), 0)::integer,
      coalesce(sum(c.counted) filter (where c.type = 'EDUCATION'), 0)::integer,
      coalesce(sum(c.counted) filter (where c.type = 'MEASUREMENT'), 0)::integer,
      coalesce(sum(c.counted) filter (where c.type = 'WATERING'), 0)::integer,
      coalesce(sum(c.counted) filter (where c.type = 'LITTER_CLEANUP'), 0)::integer,
      coalesce(sum(c.counted) filter (where c.type = 'UPKEEP'), 0)::integer
    from counted c
    group by c.creator_id
  $$;
comment on function app_private.user_scores(app_public.score_period) is
  'Counted actions and points per user over a period (the rule of decision 0105), from app_private.score_days and score_buckets, with the period''s first partial hour from the actions.';
