-- Groups (issue 13, "Groups"): neighbours who look after things together. A group has
-- a name, a description, a slug for its address, an image and a public flag; people
-- belong to it through memberships, some of them owners. A thing can be shared with a
-- group, and the group's members then look after it as collaborators do. Groups are
-- scored on the leaderboard by their members' points.
--
-- The rules of spec §4 hold for every writer, so they live here: a group always keeps an
-- owner (the last owner can neither leave nor give up ownership), only owners change
-- ownership and remove others, and actions are only ever recorded on things.
-- Decisions: docs/decisions/0136-groups.md.

--------------------------------------------------------------------------------
-- Groups

create table app_public.groups (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  slug text not null unique,
  is_public boolean not null default true,
  has_image boolean not null default false,
  image text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.groups is
  E'@omit create\nNeighbours who look after things together. Created by createGroup (the creator becomes its owner).';
comment on column app_public.groups.slug is
  'The group''s address (/groups/{slug}), derived from its name when it is created and kept when it is renamed.';
comment on column app_public.groups.is_public is
  'Anyone may see and join a public group; a private one is seen by its members (and administrators) and joined by invitation.';
comment on column app_public.groups.image is 'Path of the current image (set by newFiles with type group).';
-- Lists are ordered by name (spec §9).
create index groups_name_id_idx on app_public.groups (name, id);

create table app_public.group_memberships (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references app_public.groups (id) on delete cascade,
  user_id uuid not null references app_public.users (id) on delete cascade,
  is_owner boolean not null default false,
  created_at timestamptz not null default now(),
  unique (group_id, user_id)
);
comment on table app_public.group_memberships is
  E'@omit create\nWho belongs to a group. Members join with changeGroupMembership; owners edit the group, change ownership and remove members.';
comment on constraint group_memberships_group_id_fkey on app_public.group_memberships is
  E'@fieldName group\n@foreignFieldName memberships';
comment on constraint group_memberships_user_id_fkey on app_public.group_memberships is
  E'@fieldName user\n@foreignFieldName groupMemberships';
create index group_memberships_user_id_idx on app_public.group_memberships (user_id);

-- Ids of the groups the caller belongs to (or owns). Security definer so that the
-- policies of groups and memberships can use it without recursing into each other;
-- evaluated once per query via (select …), as current_user_thing_ids is.
create function app_hidden.current_user_group_ids(owned_only boolean default false) returns uuid[]
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(array_agg(m.group_id), '{}')
    from app_public.group_memberships m
    where m.user_id = app_public.current_user_id()
      and (m.is_owner or not owned_only)
  $$;
grant execute on function app_hidden.current_user_group_ids(boolean) to bk_anonymous, bk_user, bk_admin;

-- The group's address: lower-case letters (of any script) and digits joined by hyphens,
-- at most 60 characters. Names with nothing usable become "group". Words the app's
-- routes use after /groups/ and anything shaped like a uuid (the routes also take ids)
-- get a suffix, so that an address never means two things.
create function app_private.slug_base(name text) returns text
  language sql immutable
  as $$
    with cleaned as (
      select btrim(left(btrim(regexp_replace(lower(coalesce(name, '')),
        '[^0-9' || app_private.name_letters() || ']+', '-', 'g'), '-'), 60), '-') as s
    )
    select case
      when s = '' then 'group'
      when s in ('new', 'accept', 'settings', 'membership', 'owned', 'memberships')
        or s ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then s || '-group'
      else s
    end
    from cleaned
  $$;

create function app_private.tg_groups__before_write() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_base text;
  v_slug text;
  v_n integer := 1;
begin
  new.name := btrim(new.name);
  perform app_private.assert_valid(
    app_private.thing_name_error(new.name),
    app_private.max_length_error('Description', new.description, 2000)
  );
  if tg_op = 'INSERT' then
    -- Collision-safe: creators of groups with the same base wait for each other (a
    -- transaction-level lock on the base), then take the first free suffix.
    v_base := app_private.slug_base(new.name);
    perform pg_advisory_xact_lock(hashtext('group-slug:' || v_base));
    v_slug := v_base;
    while exists (select 1 from app_public.groups g where g.slug = v_slug) loop
      v_n := v_n + 1;
      v_slug := v_base || '-' || v_n;
    end loop;
    new.slug := v_slug;
    new.created_at := now();
  else
    -- Stable once set: links and bookmarks keep working after a rename.
    new.slug := old.slug;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
create trigger _100_before_write before insert or update on app_public.groups
  for each row execute function app_private.tg_groups__before_write();

alter table app_public.groups enable row level security;
create policy select_visible on app_public.groups for select
  using (
    is_public
    or id = any ((select app_hidden.current_user_group_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );
create policy update_owner_or_admin on app_public.groups for update
  using (
    id = any ((select app_hidden.current_user_group_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
create policy delete_owner_or_admin on app_public.groups for delete
  using (
    id = any ((select app_hidden.current_user_group_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
grant select on app_public.groups to bk_anonymous, bk_user, bk_admin;
grant update (name, description, is_public, has_image) on app_public.groups to bk_user;
grant delete on app_public.groups to bk_user;

alter table app_public.group_memberships enable row level security;
-- Members see each other; administrators see everyone. The owners of public groups are
-- shown to everyone through Group.owners (names only), not through these rows, so
-- that a guest never reads a user id beside a name (see 0004, scores).
create policy select_members on app_public.group_memberships for select
  using (
    user_id = (select app_public.current_user_id())
    or group_id = any ((select app_hidden.current_user_group_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );
-- Owners change ownership; nobody else (a member cannot make themself an owner).
create policy update_owner_or_admin on app_public.group_memberships for update
  using (
    group_id = any ((select app_hidden.current_user_group_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
-- A member leaves (deletes their own membership); owners remove members.
create policy delete_self_owner_or_admin on app_public.group_memberships for delete
  using (
    user_id = (select app_public.current_user_id())
    or group_id = any ((select app_hidden.current_user_group_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
grant select on app_public.group_memberships to bk_anonymous, bk_user, bk_admin;
grant update (is_owner) on app_public.group_memberships to bk_user;
grant delete on app_public.group_memberships to bk_user;

-- Every group keeps at least one owner: the last owner can neither give up ownership
-- nor leave (spec §4: "A group owner cannot leave until ownership is transferred"), nor
-- be removed. Skipped while the group or the user is being deleted (the cascade), so
-- that deleting a group or an account still works; a group whose last owner deleted
-- their account is left to administrators, as things are (0003).
create function app_private.tg_group_memberships__keep_owner() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  if old.is_owner
    and exists (select 1 from app_public.groups g where g.id = old.group_id)
    and exists (select 1 from app_public.users u where u.id = old.user_id)
    and not exists (
      select 1 from app_public.group_memberships m where m.group_id = old.group_id and m.is_owner
    ) then
    if tg_op = 'DELETE' and old.user_id = app_public.current_user_id() then
      raise exception 'Make another member an owner before you leave the group' using errcode = 'VALID';
    end if;
    raise exception 'A group needs at least one owner' using errcode = 'VALID';
  end if;
  return null;
end;
$$;
create trigger _900_keep_owner after update or delete on app_public.group_memberships
  for each row execute function app_private.tg_group_memberships__keep_owner();

-- A membership stays with its group and its user.
create function app_private.tg_group_memberships__before_update() returns trigger
  language plpgsql
  as $$
begin
  if new.group_id is distinct from old.group_id or new.user_id is distinct from old.user_id then
    raise exception 'A membership stays with its group and member' using errcode = 'VALID';
  end if;
  return new;
end;
$$;
create trigger _100_before_update before update on app_public.group_memberships
  for each row execute function app_private.tg_group_memberships__before_update();

--------------------------------------------------------------------------------
-- Computed fields of a group. Each repeats the group's visibility rule, since SQL
-- callers could pass any row; the row PostGraphile passes has already passed it.

create function app_hidden.group_is_visible(group_id uuid) returns boolean
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select exists (
      select 1 from app_public.groups g
      where g.id = group_is_visible.group_id
        and (g.is_public or g.id = any (app_hidden.current_user_group_ids())
          or app_public.current_user_is_admin())
    )
  $$;
grant execute on function app_hidden.group_is_visible(uuid) to bk_anonymous, bk_user, bk_admin;

create function app_public.groups_member_count(g app_public.groups) returns integer
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select case when app_hidden.group_is_visible(g.id) then
      (select count(*)::integer from app_public.group_memberships m where m.group_id = g.id)
    end
  $$;
comment on function app_public.groups_member_count(app_public.groups) is
  E'@notNull\nHow many people belong to the group (shown to everyone who can see the group).';
grant execute on function app_public.groups_member_count(app_public.groups) to bk_anonymous, bk_user, bk_admin;

create type app_public.group_owner as (
  user_id uuid,
  username text,
  name text,
  has_image boolean,
  image text
);
comment on type app_public.group_owner is
  'An owner of a group, as everyone who can see the group sees them. userId is null for guests.';

create function app_public.groups_owners(g app_public.groups) returns setof app_public.group_owner
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select case when app_public.current_user_id() is not null then u.id end,
      u.username::text, u.name, u.has_image, u.image
    from app_public.group_memberships m
    join app_public.users u on u.id = m.user_id
    where m.group_id = g.id and m.is_owner and app_hidden.group_is_visible(g.id)
    order by u.name, u.username
  $$;
comment on function app_public.groups_owners(app_public.groups) is
  E'The group''s owners by name: who to ask about it. Everyone who can see the group sees them; the other members are seen by members.';
grant execute on function app_public.groups_owners(app_public.groups) to bk_anonymous, bk_user, bk_admin;

-- The caller's membership, for showing owner and member controls. Security definer
-- so that it answers null (not an error) for guests; only ever the caller's own row.
create function app_public.groups_my_membership(g app_public.groups) returns app_public.group_memberships
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select m.* from app_public.group_memberships m
    where m.group_id = g.id and m.user_id = app_public.current_user_id()
  $$;
comment on function app_public.groups_my_membership(app_public.groups) is
  'The signed-in user''s membership of this group, if any.';
grant execute on function app_public.groups_my_membership(app_public.groups) to bk_anonymous, bk_user, bk_admin;

create function app_public.groups_can_edit(g app_public.groups) returns boolean
  language sql stable
  as $$
    select app_public.current_user_is_admin()
      or g.id = any (app_hidden.current_user_group_ids(true))
  $$;
comment on function app_public.groups_can_edit(app_public.groups) is
  E'@notNull\nThe caller may edit, open the settings of and delete this group (owner or admin).';
grant execute on function app_public.groups_can_edit(app_public.groups) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Creating, joining and leaving.

create function app_public.create_group(
  name text,
  is_public boolean,
  description text default null,
  has_image boolean default false
) returns app_public.groups
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_group app_public.groups;
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  perform app_private.assert_valid(
    case when create_group.name is null or btrim(create_group.name) = '' then 'Name is required' end,
    case when create_group.is_public is null then 'Public is required' end
  );
  insert into app_public.groups (name, description, is_public, has_image)
  values (create_group.name, nullif(btrim(create_group.description), ''), create_group.is_public,
    coalesce(create_group.has_image, false))
  returning * into v_group;
  insert into app_public.group_memberships (group_id, user_id, is_owner)
  values (v_group.id, v_user_id, true);
  return v_group;
end;
$$;
comment on function app_public.create_group(text, boolean, text, boolean) is
  'Start a group. The caller becomes its first owner. Its image is attached afterwards with newFiles (type group).';
grant execute on function app_public.create_group(text, boolean, text, boolean) to bk_user;

-- Spec §2 /groups/{id}/membership and §7 changeGroupMembership(groupId, join): join a
-- public group (join true or omitted), or leave a group (join false). Private groups
-- are joined by invitation only. The answers name the real outcome, as collaborate
-- does (0112): NOENT for a group the caller cannot join or see, DUPLI for a member
-- joining again; leaving answers the membership that ended.
create function app_public.change_group_membership(group_id uuid, "join" boolean default true)
returns app_public.group_memberships
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_membership app_public.group_memberships;
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  if coalesce(change_group_membership."join", true) then
    if not exists (
      select 1 from app_public.groups g
      where g.id = change_group_membership.group_id
        and (g.is_public or app_public.current_user_is_admin())
    ) then
      raise exception 'That group does not exist, or is joined by invitation only'
        using errcode = 'NOENT';
    end if;
    insert into app_public.group_memberships (group_id, user_id)
    values (change_group_membership.group_id, v_user_id)
    on conflict (group_id, user_id) do nothing
    returning * into v_membership;
    if v_membership.id is null then
      raise exception 'You are already a member of this group' using errcode = 'DUPLI';
    end if;
    return v_membership;
  end if;
  -- Leaving: the keep-owner trigger refuses the last owner.
  delete from app_public.group_memberships m
  where m.group_id = change_group_membership.group_id and m.user_id = v_user_id
  returning * into v_membership;
  if v_membership.id is null then
    raise exception 'You are not a member of this group' using errcode = 'NOENT';
  end if;
  return v_membership;
end;
$$;
comment on function app_public.change_group_membership(uuid, boolean) is
  'Join a public group (join true, the default) or leave a group (join false). The last owner cannot leave.';
grant execute on function app_public.change_group_membership(uuid, boolean) to bk_user;

--------------------------------------------------------------------------------
-- Things a group looks after. Sharing a thing with a group makes every member of the
-- group a steward of it with a collaborator's rights: they see it even when private,
-- record actions on it, and see its stewards. Owners stay owners through their own
-- accesses; a group never owns a thing.

create table app_public.thing_groups (
  id uuid primary key default gen_random_uuid(),
  thing_id uuid not null references app_public.things (id) on delete cascade,
  group_id uuid not null references app_public.groups (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (thing_id, group_id)
);
comment on table app_public.thing_groups is
  E'@omit create,update\nA thing shared with a group: the group''s members look after it as collaborators.';
comment on constraint thing_groups_thing_id_fkey on app_public.thing_groups is
  E'@fieldName thing\n@foreignFieldName groupShares';
comment on constraint thing_groups_group_id_fkey on app_public.thing_groups is
  E'@fieldName group\n@foreignFieldName thingShares';
create index thing_groups_group_id_idx on app_public.thing_groups (group_id);

-- The one place that decides who looks after a thing (0003, 0009): owners and
-- collaborators through their accesses, and now members of a group the thing is
-- shared with, as collaborators. Every policy and check that uses it (reading private
-- things, their actions and accesses, recording actions, collaborate) follows.
create or replace function app_hidden.current_user_thing_ids(owned_only boolean default false) returns uuid[]
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(array_agg(distinct s.thing_id), '{}')
    from (
      select a.thing_id
      from app_public.thing_accesses a
      where a.user_id = app_public.current_user_id()
        and (a.is_owner or (not owned_only and a.is_collaborator))
      union all
      select tg.thing_id
      from app_public.thing_groups tg
      join app_public.group_memberships m on m.group_id = tg.group_id
      where not owned_only and m.user_id = app_public.current_user_id()
    ) s
    join app_public.things t on t.id = s.thing_id and t.deleted_at is null
  $$;

alter table app_public.thing_groups enable row level security;
-- A share is visible when both the thing and the group are (under the caller's own
-- policies): the group page lists its things, the thing page its groups.
create policy select_both_visible on app_public.thing_groups for select
  using (
    exists (select 1 from app_public.things t where t.id = thing_id)
    and exists (select 1 from app_public.groups g where g.id = group_id)
  );
-- The thing's owners and the group's owners may end a share.
create policy delete_owners_or_admin on app_public.thing_groups for delete
  using (
    thing_id = any ((select app_hidden.current_user_thing_ids(true))::uuid[])
    or group_id = any ((select app_hidden.current_user_group_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
create policy hide_deleted on app_public.thing_groups as restrictive for all
  using (not (thing_id = any ((select app_hidden.deleted_thing_ids())::uuid[])));
grant select on app_public.thing_groups to bk_anonymous, bk_user, bk_admin;
grant delete on app_public.thing_groups to bk_user;

-- An owner of the thing shares it with a group they belong to (administrators with
-- any group). Belonging is required so that nobody hands their thing to a group that
-- did not ask for it.
create function app_public.share_thing_with_group(thing_id uuid, group_id uuid)
returns app_public.thing_groups
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_share app_public.thing_groups;
begin
  if app_public.current_user_id() is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  if not (share_thing_with_group.thing_id = any (app_hidden.current_user_thing_ids(true))
    or (app_public.current_user_is_admin() and exists (
      select 1 from app_public.things t
      where t.id = share_thing_with_group.thing_id and t.deleted_at is null))) then
    raise exception 'Only the owners of a thing can share it with a group' using errcode = 'FORBD';
  end if;
  if not (share_thing_with_group.group_id = any (app_hidden.current_user_group_ids())
    or (app_public.current_user_is_admin() and exists (
      select 1 from app_public.groups g where g.id = share_thing_with_group.group_id))) then
    raise exception 'You can share things only with groups you belong to' using errcode = 'NOENT';
  end if;
  insert into app_public.thing_groups (thing_id, group_id)
  values (share_thing_with_group.thing_id, share_thing_with_group.group_id)
  on conflict (thing_id, group_id) do nothing
  returning * into v_share;
  if v_share.id is null then
    raise exception 'This thing is already shared with that group' using errcode = 'DUPLI';
  end if;
  return v_share;
end;
$$;
comment on function app_public.share_thing_with_group(uuid, uuid) is
  'Share a thing you own with a group you belong to: its members become collaborators on it. End a share with deleteThingGroupById.';
grant execute on function app_public.share_thing_with_group(uuid, uuid) to bk_user;

--------------------------------------------------------------------------------
-- Images: newFiles with type group, for the group's owners and administrators.

alter table app_private.uploads drop constraint uploads_entity_type_check;
alter table app_private.uploads add constraint uploads_entity_type_check
  check (entity_type in ('product', 'action', 'user', 'group'));
create trigger _900_delete_uploads after delete on app_public.groups
  for each row execute function app_private.tg__delete_attached_uploads('group');

create or replace function app_public.new_files(session_id text, type text, id uuid) returns text[]
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_allowed boolean;
  v_names text[];
  v_newest text;
begin
  if v_user_id is null then
    raise exception 'Sign in to upload images' using errcode = 'LOGIN';
  end if;
  v_allowed := case new_files.type
    when 'product' then exists (
      select 1 from app_public.things t where t.id = new_files.id
        and (t.id = any (app_hidden.current_user_thing_ids(true)) or app_public.current_user_is_admin()))
    when 'action' then exists (
      select 1 from app_public.actions a where a.id = new_files.id
        and (a.creator_id = v_user_id
          or a.thing_id = any (app_hidden.current_user_thing_ids(true))
          or app_public.current_user_is_admin()))
    when 'user' then new_files.id = v_user_id or app_public.current_user_is_admin()
    when 'group' then exists (
      select 1 from app_public.groups g where g.id = new_files.id
        and (g.id = any (app_hidden.current_user_group_ids(true)) or app_public.current_user_is_admin()))
  end;
  if v_allowed is null then
    raise exception 'Unknown file type %', new_files.type using errcode = 'VALID';
  end if;
  if not v_allowed then
    raise exception 'You cannot change this' using errcode = 'DNIED';
  end if;

  with moved as (
    update app_private.uploads u
    set entity_type = new_files.type, entity_id = new_files.id, attached_at = now()
    where u.user_id = v_user_id and u.session_id = new_files.session_id and u.attached_at is null
    returning u.id, u.created_at
  )
  select array_agg(m.id::text || '.webp' order by m.created_at),
    (array_agg('/files/' || m.id::text || '.webp' order by m.created_at desc))[1]
  into v_names, v_newest
  from moved m;

  if v_newest is not null then
    case new_files.type
      when 'product' then
        update app_public.things set image = v_newest, has_image = true where id = new_files.id;
      when 'action' then
        update app_public.actions set image = v_newest, has_image = true where id = new_files.id;
      when 'user' then
        update app_public.users set image = v_newest, has_image = true where id = new_files.id;
      when 'group' then
        update app_public.groups set image = v_newest, has_image = true where id = new_files.id;
    end case;
  end if;
  return coalesce(v_names, '{}');
end;
$$;
comment on function app_public.new_files(text, text, uuid) is
  E'@resultFieldName movedFiles\nAttach the images uploaded in a session to a thing (type product), an action, a user or a group. The caller must be allowed to edit it.';

create function app_public.groups_thumbnail(g app_public.groups) returns text
  language sql immutable
  as $$ select replace(g.image, '.webp', '-thumb.webp') $$;
comment on function app_public.groups_thumbnail(app_public.groups) is 'Path of a small version of the image.';
grant execute on function app_public.groups_thumbnail(app_public.groups) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Scores per group. The per-user counting of the leaderboard (0004, 0009: at most a few
-- actions of a type per thing and hour, public things only, deleted things left out)
-- moves into one private function that both leaderboards read, so the rule stays in one
-- place. A group's points are the sum of its current members' points over the period.
-- Only public groups are ranked: the leaderboard is public.

create function app_private.user_scores(period app_public.score_period)
returns table (
  user_id uuid, points integer, actions integer, created integer, share integer,
  education integer, measurement integer, watering integer, litter_cleanup integer,
  upkeep integer
)
  language sql stable
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
        and a.created_at >= case user_scores.period
          when 'WEEK' then now() - interval '7 days'
          when 'MONTH' then now() - interval '30 days'
          when 'YEAR' then now() - interval '365 days'
          else '-infinity'::timestamptz end
    )
    select r.creator_id,
      sum(app_private.action_points(r.type))::integer,
      count(*)::integer,
      (count(*) filter (where r.type = 'CREATED'))::integer,
      (count(*) filter (where r.type = 'SHARE'))::integer,
      (count(*) filter (where r.type = 'EDUCATION'))::integer,
      (count(*) filter (where r.type = 'MEASUREMENT'))::integer,
      (count(*) filter (where r.type = 'WATERING'))::integer,
      (count(*) filter (where r.type = 'LITTER_CLEANUP'))::integer,
      (count(*) filter (where r.type = 'UPKEEP'))::integer
    from ranked r
    where r.n <= app_private.counted_actions_per_hour()
    group by r.creator_id
  $$;

create or replace function app_public.scores(period app_public.score_period default 'MONTH', max_rows integer default 50)
returns setof app_public.score
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select (rank() over (order by c.points desc))::integer,
      case when app_public.current_user_id() is not null then c.user_id end,
      u.username::text,
      u.has_image, u.image, c.points, c.actions, c.created, c.share, c.education,
      c.measurement, c.watering, c.litter_cleanup, c.upkeep
    from app_private.user_scores(period) c join app_public.users u on u.id = c.user_id
    order by c.points desc, u.username
    limit least(greatest(coalesce(max_rows, 50), 1), 200)
  $$;

create type app_public.group_score as (
  rank integer,
  group_id uuid,
  name text,
  slug text,
  has_image boolean,
  image text,
  members integer,
  points integer,
  actions integer
);
comment on type app_public.group_score is
  'A public group''s points over a period: the sum of its members'' leaderboard points.';

create function app_public.group_scores(period app_public.score_period default 'MONTH', max_rows integer default 50)
returns setof app_public.group_score
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    with totals as (
      select g.id, count(m.user_id)::integer as members,
        coalesce(sum(s.points), 0)::integer as points,
        coalesce(sum(s.actions), 0)::integer as actions
      from app_public.groups g
      join app_public.group_memberships m on m.group_id = g.id
      left join app_private.user_scores(period) s on s.user_id = m.user_id
      where g.is_public
      group by g.id
    )
    select (rank() over (order by t.points desc))::integer, g.id, g.name, g.slug, g.has_image,
      g.image, t.members, t.points, t.actions
    from totals t join app_public.groups g on g.id = t.id
    where t.points > 0
    order by t.points desc, g.name, g.id
    limit least(greatest(coalesce(max_rows, 50), 1), 200)
  $$;
comment on function app_public.group_scores(app_public.score_period, integer) is
  'The groups'' leaderboard: each public group''s members'' points (counted as on the per-user leaderboard) over the last week, month (30 days), year or all time. Groups without points are left out.';
grant execute on function app_public.group_scores(app_public.score_period, integer) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Actions are recorded on things only (spec §6: "Recording actions on a group is never
-- allowed"). actions.thing_id references things, so an action can never name a group;
-- this comment is the explicit record, and test/groups.test.ts holds it.
comment on column app_public.actions.thing_id is
  'The thing the action was for. Actions are only ever recorded on things, never on a group or a user.';
