-- What a first-time steward trips over (issue 10): deleting a thing can be undone,
-- and collaborating says what really happened.
--
-- Soft delete: deleteThing marks the thing deleted. From that moment it is hidden
-- from every read path for everyone, administrators included: restrictive policies
-- on things, and on the rows that belong to a thing (actions, accesses), so lists,
-- node, counts, the feed and subscriptions all lose it at once. restoreThing (its
-- owners, or an administrator) brings it back within the undo window; a
-- things__purge job, queued at delete time to run when the window ends, deletes it
-- for good, and with it its actions, accesses and photos (the files__delete job of
-- 0004). Additive: an existing database migrates in place.
--
-- collaborate raises a catalogue code for each outcome instead of succeeding
-- quietly: NOTHG (no such thing, private, or deleted), DUPLI (already helping).
-- Decisions: docs/decisions/0112-collaborate-reports-the-real-outcome.md and
-- docs/decisions/0113-soft-delete-with-undo.md.

--------------------------------------------------------------------------------
-- The undo window, shared with @bloomkeep/schema THING_UNDO_SECONDS (parity test:
-- test/soft-delete.test.ts).

create function app_private.thing_undo_window() returns interval
  language sql immutable
  as $$ select interval '600 seconds' $$;

alter table app_public.things add column deleted_at timestamptz;
comment on column app_public.things.deleted_at is
  E'@omit\nWhen the thing was deleted; it is hidden, restorable for the undo window, then purged.';
create index things_deleted_at_idx on app_public.things (deleted_at) where deleted_at is not null;

-- Ids of deleted things (only those inside the undo window exist), for the policies
-- of rows that belong to a thing. Security definer: the things policy hides them.
create function app_hidden.deleted_thing_ids() returns uuid[]
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(array_agg(t.id), '{}') from app_public.things t where t.deleted_at is not null
  $$;
grant execute on function app_hidden.deleted_thing_ids() to bk_anonymous, bk_user, bk_admin;

-- Restrictive: they apply on top of the permissive policies, to every role and
-- every command, so nothing reads, changes or adds to a deleted thing.
create policy hide_deleted on app_public.things as restrictive for all
  using (deleted_at is null);
create policy hide_deleted on app_public.actions as restrictive for all
  using (not (thing_id = any ((select app_hidden.deleted_thing_ids())::uuid[])));
create policy hide_deleted on app_public.thing_accesses as restrictive for all
  using (not (thing_id = any ((select app_hidden.deleted_thing_ids())::uuid[])));

-- Stewardship of a deleted thing counts for nothing (recording actions, uploads,
-- the policies that use this list).
create or replace function app_hidden.current_user_thing_ids(owned_only boolean default false) returns uuid[]
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(array_agg(a.thing_id), '{}')
    from app_public.thing_accesses a
    join app_public.things t on t.id = a.thing_id and t.deleted_at is null
    where a.user_id = app_public.current_user_id()
      and (a.is_owner or (not owned_only and a.is_collaborator))
  $$;

--------------------------------------------------------------------------------
-- Deleting goes through delete_thing (soft); the row delete is the purge job's.

drop policy delete_owner_or_admin on app_public.things;
revoke delete on app_public.things from bk_user, bk_admin;

create function app_public.delete_thing(id uuid) returns app_public.things
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_thing app_public.things;
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  select * into v_thing from app_public.things t
    where t.id = delete_thing.id and t.deleted_at is null
      and (t.is_public or t.id = any (app_hidden.current_user_thing_ids())
        or app_public.current_user_is_admin())
    for update;
  if not found then
    raise exception 'That thing does not exist' using errcode = 'NOTHG';
  end if;
  if not (v_thing.id = any (app_hidden.current_user_thing_ids(true))
      or app_public.current_user_is_admin()) then
    raise exception 'Only its owners can delete this thing' using errcode = 'FORBD';
  end if;
  update app_public.things set deleted_at = now() where id = v_thing.id returning * into v_thing;
  perform graphile_worker.add_job('things__purge', json_build_object('thingId', v_thing.id),
    run_at => now() + app_private.thing_undo_window(),
    job_key => 'things__purge:' || v_thing.id::text, max_attempts => 10);
  return v_thing;
end;
$$;
comment on function app_public.delete_thing(uuid) is
  E'Delete a thing (its owners or an administrator). It disappears at once; restoreThing brings it back within the undo window, after which it is purged with its actions and photos.';
grant execute on function app_public.delete_thing(uuid) to bk_user;

create function app_public.restore_thing(id uuid) returns app_public.things
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_thing app_public.things;
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  -- Only its owners (or an administrator) learn that a deleted thing exists.
  select * into v_thing from app_public.things t
    where t.id = restore_thing.id
      and (app_public.current_user_is_admin() or exists (
        select 1 from app_public.thing_accesses a
        where a.thing_id = t.id and a.user_id = v_user_id and a.is_owner))
    for update;
  if not found then
    raise exception 'That thing does not exist' using errcode = 'NOTHG';
  end if;
  if v_thing.deleted_at is not null then
    update app_public.things set deleted_at = null where id = v_thing.id returning * into v_thing;
    perform graphile_worker.remove_job('things__purge:' || v_thing.id::text);
  end if;
  return v_thing;
end;
$$;
comment on function app_public.restore_thing(uuid) is
  'Undo deleteThing within the undo window (its owners or an administrator).';
grant execute on function app_public.restore_thing(uuid) to bk_user;

-- The things__purge job: delete the thing for good once its undo window is over.
-- Returns false when there is nothing to purge (restored, or already gone).
create function app_private.purge_thing(thing_id uuid) returns boolean
  language plpgsql volatile
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_deleted_at timestamptz;
begin
  select t.deleted_at into v_deleted_at from app_public.things t where t.id = purge_thing.thing_id
    for update;
  if v_deleted_at is null then
    return false;
  end if;
  if v_deleted_at + app_private.thing_undo_window() > now() then
    -- Too early (a clock step): come back when the window is over.
    perform graphile_worker.add_job('things__purge', json_build_object('thingId', purge_thing.thing_id),
      run_at => v_deleted_at + app_private.thing_undo_window(), max_attempts => 10);
    return false;
  end if;
  delete from app_public.things t where t.id = purge_thing.thing_id;
  return true;
end;
$$;

--------------------------------------------------------------------------------
-- The leaderboard reads actions as the owner: leave out deleted things, as the
-- policies do for everything else (0004's definition otherwise). Badges are not
-- recounted until the purge, so an undo leaves them exactly as they were.

create or replace function app_public.scores(period app_public.score_period default 'MONTH', max_rows integer default 50)
returns setof app_public.score
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    with ranked as (
      select a.creator_id, a.type,
        row_number() over (
          partition by a.creator_id, a.thing_id, a.type, date_trunc('hour', a.created_at)
          order by a.created_at, a.id) as n
      from app_public.actions a
      join app_public.things t on t.id = a.thing_id and t.is_public and t.deleted_at is null
      where a.creator_id is not null
        and a.created_at >= case period
          when 'WEEK' then now() - interval '7 days'
          when 'MONTH' then now() - interval '30 days'
          when 'YEAR' then now() - interval '365 days'
          else '-infinity'::timestamptz end
    ),
    counted as (
      select r.creator_id as user_id,
        sum(app_private.action_points(r.type))::integer as points,
        count(*)::integer as actions,
        (count(*) filter (where r.type = 'CREATED'))::integer as created,
        (count(*) filter (where r.type = 'SHARE'))::integer as share,
        (count(*) filter (where r.type = 'EDUCATION'))::integer as education,
        (count(*) filter (where r.type = 'MEASUREMENT'))::integer as measurement,
        (count(*) filter (where r.type = 'WATERING'))::integer as watering,
        (count(*) filter (where r.type = 'LITTER_CLEANUP'))::integer as litter_cleanup,
        (count(*) filter (where r.type = 'UPKEEP'))::integer as upkeep
      from ranked r
      where r.n <= app_private.counted_actions_per_hour()
      group by r.creator_id
    )
    select (rank() over (order by c.points desc))::integer,
      case when app_public.current_user_id() is not null then c.user_id end,
      u.username::text,
      u.has_image, u.image, c.points, c.actions, c.created, c.share, c.education,
      c.measurement, c.watering, c.litter_cleanup, c.upkeep
    from counted c join app_public.users u on u.id = c.user_id
    order by c.points desc, u.username
    limit least(greatest(coalesce(max_rows, 50), 1), 200)
  $$;

--------------------------------------------------------------------------------
-- collaborate: one outcome, one answer. NOTHG when the caller cannot see the
-- thing (none, private, deleted: the same answer, so nothing is revealed), DUPLI
-- when they already look after it (owner or collaborator). Guests have no execute
-- grant (FORBD), and a stale session answers LOGIN.

create or replace function app_public.collaborate(thing_id uuid) returns app_public.thing_accesses
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_access app_public.thing_accesses;
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  if not exists (
    select 1 from app_public.things t
    where t.id = collaborate.thing_id and t.deleted_at is null
      and (t.is_public or t.id = any (app_hidden.current_user_thing_ids())
        or app_public.current_user_is_admin())
  ) then
    raise exception 'That thing does not exist' using errcode = 'NOTHG';
  end if;
  select * into v_access from app_public.thing_accesses a
    where a.thing_id = collaborate.thing_id and a.user_id = v_user_id
    for update;
  if found and (v_access.is_owner or v_access.is_collaborator) then
    raise exception 'You already help look after this thing' using errcode = 'DUPLI';
  end if;
  insert into app_public.thing_accesses (thing_id, user_id, is_collaborator)
  values (collaborate.thing_id, v_user_id, true)
  on conflict (thing_id, user_id) do update set is_collaborator = true
  returning * into v_access;
  return v_access;
end;
$$;
