-- Things and stewardship (issue 5): every thing field of spec §3, who may do what
-- with a thing (thing_accesses), the action log, badges for actions, uploaded
-- images and the scorer. Additive: an existing database migrates in place.
-- Decisions: docs/decisions/0101-things-actions-badges.md.

--------------------------------------------------------------------------------
-- Enums

create type app_public.indicator_parameter as enum ('WATER', 'TEMPERATURE', 'PH', 'CONDUCTIVITY');
comment on type app_public.indicator_parameter is 'The reading that sets a thing''s indicator colour.';

create type app_public.indicator_colour as enum ('BLUE', 'GREEN', 'ORANGE', 'RED', 'GREY');
comment on type app_public.indicator_colour is
  'Water scale: blue too wet, green moist, orange needs water, red too dry, grey unknown.';

create type app_public.action_type as enum (
  'CREATED', 'SHARE', 'EDUCATION', 'MEASUREMENT', 'WATERING', 'LITTER_CLEANUP', 'UPKEEP'
);

--------------------------------------------------------------------------------
-- Validation shared with packages/schema (validateThingName and friends).

create function app_private.thing_name_error(value text) returns text
  language sql immutable
  as $$
    select case
      when value is null or char_length(btrim(value)) not between 3 and 255
        then 'Name must be between 3 and 255 characters'
    end
  $$;

create function app_private.max_length_error(label text, value text, max integer) returns text
  language sql immutable
  as $$
    select case
      when char_length(value) > max then format('%s must be at most %s characters', label, max)
    end
  $$;

create function app_private.location_error(value point) returns text
  language sql immutable
  as $$
    select case
      when value is not null and (value[0] not between -180 and 180 or value[1] not between -90 and 90)
        then 'Location must be a longitude between -180 and 180 and a latitude between -90 and 90'
    end
  $$;

--------------------------------------------------------------------------------
-- Things: the remaining fields of spec §3.

-- Points were stored as (latitude, longitude); GeoJSON, maplibre and deck.gl all
-- use (longitude, latitude), so x becomes the longitude from here on.
update app_public.things set location = point(location[1], location[0]);
comment on column app_public.things.location is
  'x is the longitude, y the latitude (WGS 84), as in GeoJSON.';
-- A GiST index answers "nearest things" (order by location <-> point) and boxes.
create index things_location_idx on app_public.things using gist (location);
create index things_name_idx on app_public.things (name);
create index things_created_at_idx on app_public.things (created_at desc);

alter table app_public.things
  add column indicator_parameter app_public.indicator_parameter not null default 'WATER',
  add column water double precision,
  add column temperature double precision,
  add column conductivity double precision,
  add column ph double precision,
  add column led_state boolean,
  add column last_sensor_data timestamptz,
  add column indicator_colour app_public.indicator_colour not null default 'GREY',
  add column indicator_colour_last app_public.indicator_colour,
  add column indicator_colour_changed_at timestamptz,
  add column needs_water_notification_at timestamptz,
  add column location_description text,
  add column has_image boolean not null default false,
  add column image text,
  add column last_action timestamptz,
  add column updated_at timestamptz not null default now(),
  add column soil_texture text,
  add column soil_drainage text,
  add column soil_fertility text,
  add column landcover text,
  add column habitats text,
  add column carbon text,
  add column drains_to text,
  add column water_protection text,
  add column general_cropping text;

comment on column app_public.things.water is 'Latest volumetric water content, percent.';
comment on column app_public.things.temperature is 'Latest soil temperature, °C.';
comment on column app_public.things.conductivity is 'Latest soil electrical conductivity, µS/cm.';
comment on column app_public.things.ph is 'Latest soil pH (0–14).';
comment on column app_public.things.led_state is 'The LED of a linked pump controller is on.';
comment on column app_public.things.last_sensor_data is 'When the latest reading arrived.';
comment on column app_public.things.indicator_colour is
  'Colour of the indicator parameter''s latest reading; kept by the database.';
comment on column app_public.things.indicator_colour_last is 'The colour before the latest change.';
comment on column app_public.things.indicator_colour_changed_at is 'When the colour last changed.';
comment on column app_public.things.needs_water_notification_at is
  'When stewards were last told the thing needs water.';
comment on column app_public.things.location_description is 'Where to find it, in words.';
comment on column app_public.things.image is 'Path of the current photo (set by newFiles).';
comment on column app_public.things.last_action is 'When the latest action was recorded.';
comment on column app_public.things.soil_texture is 'Soilscape surface texture (filled from soil data).';
comment on column app_public.things.soil_drainage is 'Soilscape natural drainage.';
comment on column app_public.things.soil_fertility is 'Soilscape fertility.';
comment on column app_public.things.landcover is 'Soilscape landcover.';
comment on column app_public.things.habitats is 'Soilscape habitats.';
comment on column app_public.things.carbon is 'Soilscape carbon.';
comment on column app_public.things.drains_to is 'Soilscape: where the water drains to.';
comment on column app_public.things.water_protection is 'Soilscape water protection advice.';
comment on column app_public.things.general_cropping is 'Soilscape general cropping advice.';

-- The colour a reading gives (thresholds in docs/decisions/0101). Water uses the
-- hydration bands of spec §4 (packages/schema hydration.ts).
create function app_private.indicator_colour_for(
  parameter app_public.indicator_parameter,
  water double precision, temperature double precision,
  ph double precision, conductivity double precision
) returns app_public.indicator_colour
  language sql immutable
  as $$
    select case parameter
      when 'WATER' then case
        when water is null then 'GREY'
        when water <= 20 then 'RED'
        when water <= 30 then 'ORANGE'
        when water <= 60 then 'GREEN'
        else 'BLUE' end
      when 'TEMPERATURE' then case
        when temperature is null then 'GREY'
        when temperature < 2 or temperature > 35 then 'RED'
        when temperature < 5 or temperature > 30 then 'ORANGE'
        else 'GREEN' end
      when 'PH' then case
        when ph is null then 'GREY'
        when ph < 5 or ph > 8.5 then 'RED'
        when ph < 5.5 or ph > 7.5 then 'ORANGE'
        else 'GREEN' end
      when 'CONDUCTIVITY' then case
        when conductivity is null then 'GREY'
        when conductivity < 50 or conductivity > 3000 then 'RED'
        when conductivity < 100 or conductivity > 2000 then 'ORANGE'
        else 'GREEN' end
    end::app_public.indicator_colour
  $$;

create function app_private.tg_things__before_write() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_colour app_public.indicator_colour;
begin
  new.name := btrim(new.name);
  perform app_private.assert_valid(
    app_private.thing_name_error(new.name),
    app_private.max_length_error('Description', new.description, 2000),
    app_private.max_length_error('Location description', new.location_description, 255),
    app_private.location_error(new.location)
  );
  v_colour := app_private.indicator_colour_for(
    new.indicator_parameter, new.water, new.temperature, new.ph, new.conductivity);
  if tg_op = 'INSERT' then
    new.indicator_colour := v_colour;
    new.indicator_colour_last := null;
    new.indicator_colour_changed_at := now();
  else
    -- The colour and its history are the database's to keep, whoever writes.
    new.indicator_colour := old.indicator_colour;
    new.indicator_colour_last := old.indicator_colour_last;
    new.indicator_colour_changed_at := old.indicator_colour_changed_at;
    if v_colour is distinct from old.indicator_colour then
      new.indicator_colour_last := old.indicator_colour;
      new.indicator_colour := v_colour;
      new.indicator_colour_changed_at := now();
    end if;
    new.updated_at := now();
  end if;
  return new;
end;
$$;
create trigger _100_before_write before insert or update on app_public.things
  for each row execute function app_private.tg_things__before_write();

update app_public.things set indicator_colour_changed_at = created_at;

--------------------------------------------------------------------------------
-- Thing accesses: owners and collaborators (spec §3, §6). The creator is the owner.

create table app_public.thing_accesses (
  id uuid primary key default gen_random_uuid(),
  thing_id uuid not null references app_public.things (id) on delete cascade,
  user_id uuid not null references app_public.users (id) on delete cascade,
  is_owner boolean not null default false,
  is_collaborator boolean not null default false,
  created_at timestamptz not null default now(),
  unique (thing_id, user_id)
);
comment on table app_public.thing_accesses is
  E'@omit create\nWho looks after a thing: owners edit and delete it; owners and collaborators record actions.';
comment on constraint thing_accesses_thing_id_fkey on app_public.thing_accesses is
  E'@fieldName thing\n@foreignFieldName accesses';
comment on constraint thing_accesses_user_id_fkey on app_public.thing_accesses is
  E'@fieldName user\n@foreignFieldName thingAccesses';
create index thing_accesses_user_id_idx on app_public.thing_accesses (user_id);

insert into app_public.thing_accesses (thing_id, user_id, is_owner)
select id, owner_id, true from app_public.things where owner_id is not null;

-- Ids of the things the caller looks after (all of them, or only those they own).
-- Security definer so that policies on things and thing_accesses can use them
-- without recursing into each other; evaluated once per query via (select …).
create function app_hidden.current_user_thing_ids(owned_only boolean default false) returns uuid[]
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(array_agg(a.thing_id), '{}')
    from app_public.thing_accesses a
    where a.user_id = app_public.current_user_id()
      and (a.is_owner or (not owned_only and a.is_collaborator))
  $$;
grant usage on schema app_hidden to bk_anonymous, bk_user, bk_admin;
grant execute on function app_hidden.current_user_thing_ids(boolean) to bk_anonymous, bk_user, bk_admin;

drop policy select_visible on app_public.things;
drop policy insert_own on app_public.things;
drop policy update_owner_or_admin on app_public.things;
drop policy delete_owner_or_admin on app_public.things;
alter table app_public.things drop column owner_id;

-- Account deletion (0002) read owner_id: the same rule, now through accesses.
-- Private things the user alone owns go with them; the rest stay for the community.
create or replace function app_public.confirm_account_deletion(token text) returns boolean
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
begin
  if v_user_id is null then
    raise exception 'Please sign in first' using errcode = 'LOGIN';
  end if;
  if not exists (
    select 1 from app_private.user_secrets s
    where s.user_id = v_user_id
      and s.delete_token_hash = app_private.token_hash(confirm_account_deletion.token)
      and s.delete_token_expires_at > now()
  ) then
    return false;
  end if;
  delete from app_public.things t
  where not t.is_public
    and exists (select 1 from app_public.thing_accesses a
                where a.thing_id = t.id and a.user_id = v_user_id and a.is_owner)
    and not exists (select 1 from app_public.thing_accesses a
                    where a.thing_id = t.id and a.user_id <> v_user_id and a.is_owner);
  delete from app_public.users where id = v_user_id;
  return true;
end;
$$;

create policy select_visible on app_public.things for select
  using (
    is_public
    or id = any ((select app_hidden.current_user_thing_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );
create policy update_owner_or_admin on app_public.things for update
  using (
    id = any ((select app_hidden.current_user_thing_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
create policy delete_owner_or_admin on app_public.things for delete
  using (
    id = any ((select app_hidden.current_user_thing_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
-- Things are created through create_thing (which also makes the owner).
revoke insert on app_public.things from bk_user;
revoke update on app_public.things from bk_user;
grant update (name, description, category, location, location_description, is_public, has_image,
  indicator_parameter) on app_public.things to bk_user;
comment on table app_public.things is
  E'@omit create\nA shared green thing a community looks after.';

alter table app_public.thing_accesses enable row level security;
-- The people who look after a thing see each other; administrators see everyone.
create policy select_members on app_public.thing_accesses for select
  using (
    user_id = (select app_public.current_user_id())
    or thing_id = any ((select app_hidden.current_user_thing_ids())::uuid[])
    or (select app_public.current_user_is_admin())
  );
-- Owners change anyone's flags; a user may change their own collaborator flag.
create policy update_owner_or_self on app_public.thing_accesses for update
  using (
    user_id = (select app_public.current_user_id())
    or thing_id = any ((select app_hidden.current_user_thing_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
create policy delete_owner_or_self on app_public.thing_accesses for delete
  using (
    user_id = (select app_public.current_user_id())
    or thing_id = any ((select app_hidden.current_user_thing_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
grant select on app_public.thing_accesses to bk_user, bk_admin;
grant update (is_owner, is_collaborator) on app_public.thing_accesses to bk_user;
grant delete on app_public.thing_accesses to bk_user;

-- Someone who is not an owner may only switch their own collaborator flag.
create function app_private.tg_thing_accesses__guard() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  if new.is_owner is distinct from old.is_owner
    and not (old.thing_id = any (app_hidden.current_user_thing_ids(true))
      or app_public.current_user_is_admin()) then
    raise exception 'Failed to make user owner' using errcode = 'DNIED';
  end if;
  return new;
end;
$$;
create trigger _100_guard before update on app_public.thing_accesses
  for each row execute function app_private.tg_thing_accesses__guard();

-- Every thing keeps at least one owner (unless the thing itself is being deleted).
create function app_private.tg_thing_accesses__keep_owner() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
begin
  -- Skipped while the thing or the user is being deleted (a deleted account's
  -- things stay, without owner, for administrators to look after).
  if old.is_owner
    and exists (select 1 from app_public.things t where t.id = old.thing_id)
    and exists (select 1 from app_public.users u where u.id = old.user_id)
    and not exists (
      select 1 from app_public.thing_accesses a where a.thing_id = old.thing_id and a.is_owner
    ) then
    raise exception 'A thing needs at least one owner' using errcode = 'VALID';
  end if;
  return null;
end;
$$;
create trigger _900_keep_owner after update or delete on app_public.thing_accesses
  for each row execute function app_private.tg_thing_accesses__keep_owner();

--------------------------------------------------------------------------------
-- Actions: the log of what people did for a thing.

create table app_public.actions (
  id uuid primary key default gen_random_uuid(),
  thing_id uuid not null references app_public.things (id) on delete cascade,
  creator_id uuid references app_public.users (id) on delete set null
    default app_public.current_user_id(),
  type app_public.action_type not null,
  comments text,
  location point,
  has_image boolean not null default false,
  image text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector
);
comment on table app_public.actions is
  'Something a steward did for a thing: watering, upkeep, a litter clean-up…';
comment on column app_public.actions.location is 'Where it happened: x longitude, y latitude.';
comment on column app_public.actions.image is 'Path of the photo (set by newFiles).';
comment on column app_public.actions.search is E'@omit\nFull-text index of comments and thing name.';
comment on constraint actions_thing_id_fkey on app_public.actions is
  E'@fieldName thing\n@omit many\nActions are read through Thing.actions (the newest 100) or allActions.';
comment on constraint actions_creator_id_fkey on app_public.actions is
  E'@fieldName creator\n@foreignFieldName actions';

-- The feed reads newest first (with id as the cursor tie-break), by thing and by type.
create index actions_created_at_idx on app_public.actions (created_at desc, id desc);
create index actions_thing_id_created_at_idx on app_public.actions (thing_id, created_at desc);
create index actions_creator_id_type_idx on app_public.actions (creator_id, type);
create index actions_type_created_at_idx on app_public.actions (type, created_at desc);
create index actions_search_idx on app_public.actions using gin (search);

create function app_private.action_search(thing_name text, comments text) returns tsvector
  language sql immutable
  as $$
    select setweight(to_tsvector('english', coalesce(thing_name, '')), 'A')
      || setweight(to_tsvector('english', coalesce(comments, '')), 'B')
  $$;

-- Who may record an action on a thing: its owners and collaborators, and admins.
create function app_hidden.can_record_action(thing_id uuid) returns boolean
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select app_public.current_user_is_admin()
      or can_record_action.thing_id = any (app_hidden.current_user_thing_ids())
  $$;
grant execute on function app_hidden.can_record_action(uuid) to bk_anonymous, bk_user, bk_admin;

-- API callers (a bk_* role) are checked; create_thing marks its own CREATED action
-- with a transaction-local setting that only SQL can set (the server sets just
-- role, jwt.claims.* and request.ip from each request).
create function app_private.tg_actions__before_write() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_thing_name text;
begin
  if tg_op = 'INSERT' then
    if current_setting('role', true) in ('bk_anonymous', 'bk_user', 'bk_admin')
      and coalesce(current_setting('bloomkeep.system_write', true), '') <> 'on' then
      if app_public.current_user_id() is null then
        raise exception 'Sign in to record an action' using errcode = 'LOGIN';
      end if;
      if new.type = 'CREATED' then
        raise exception 'Choose what you did' using errcode = 'VALID';
      end if;
      if not app_hidden.can_record_action(new.thing_id) then
        raise exception 'Only the people who look after this thing can record actions'
          using errcode = 'DNIED';
      end if;
      new.creator_id := app_public.current_user_id();
    end if;
    new.created_at := coalesce(new.created_at, now());
  else
    if new.type is distinct from old.type and 'CREATED' in (new.type, old.type) then
      raise exception 'Choose what you did' using errcode = 'VALID';
    end if;
    if new.thing_id is distinct from old.thing_id then
      raise exception 'An action stays with its thing' using errcode = 'VALID';
    end if;
    new.updated_at := now();
  end if;
  perform app_private.assert_valid(
    app_private.max_length_error('Comments', new.comments, 1000),
    app_private.location_error(new.location)
  );
  select t.name into v_thing_name from app_public.things t where t.id = new.thing_id;
  new.search := app_private.action_search(v_thing_name, new.comments);
  return new;
end;
$$;
create trigger _100_before_write before insert or update on app_public.actions
  for each row execute function app_private.tg_actions__before_write();

-- Which badge an action type earns (MEASUREMENT earns none).
create function app_private.badge_for_action(type app_public.action_type) returns text
  language sql immutable
  as $$
    select case type
      when 'CREATED' then 'created'
      when 'SHARE' then 'share'
      when 'WATERING' then 'watering'
      when 'LITTER_CLEANUP' then 'littercleanup'
      when 'EDUCATION' then 'education'
      when 'UPKEEP' then 'upkeep'
    end
  $$;

-- After an action: the thing's last action, and the badges the creator now qualifies
-- for (each level once, dated by award_badge; deleting actions never takes one away).
create function app_private.tg_actions__after_insert() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_badge text := app_private.badge_for_action(new.type);
  v_count integer;
begin
  update app_public.things set last_action = greatest(last_action, new.created_at)
    where id = new.thing_id;
  if v_badge is not null and new.creator_id is not null then
    select count(*) into v_count from app_public.actions a
      where a.creator_id = new.creator_id and a.type = new.type;
    insert into app_public.user_badges (user_id, badge_type_id)
    select new.creator_id, b.id from app_public.badge_types b
    where b.badge_type = v_badge and b.is_active and b.threshold <= v_count
    on conflict (user_id, badge_type_id) do nothing;
  end if;
  return null;
end;
$$;
create trigger _500_after_insert after insert on app_public.actions
  for each row execute function app_private.tg_actions__after_insert();

-- Renaming a thing re-indexes its actions for search.
create function app_private.tg_things__reindex_actions() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  update app_public.actions a set search = app_private.action_search(new.name, a.comments)
    where a.thing_id = new.id;
  return null;
end;
$$;
create trigger _500_reindex_actions after update of name on app_public.things
  for each row when (old.name is distinct from new.name)
  execute function app_private.tg_things__reindex_actions();

alter table app_public.actions enable row level security;
-- An action is as visible as its thing.
create policy select_with_thing on app_public.actions for select
  using (exists (select 1 from app_public.things t where t.id = thing_id));
create policy insert_steward on app_public.actions for insert
  with check (app_hidden.can_record_action(thing_id));
-- The person who recorded it, the thing's owners and admins may correct or remove it.
create policy update_creator_owner_admin on app_public.actions for update
  using (
    creator_id = (select app_public.current_user_id())
    or thing_id = any ((select app_hidden.current_user_thing_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
create policy delete_creator_owner_admin on app_public.actions for delete
  using (
    creator_id = (select app_public.current_user_id())
    or thing_id = any ((select app_hidden.current_user_thing_ids(true))::uuid[])
    or (select app_public.current_user_is_admin())
  );
grant select on app_public.actions to bk_anonymous, bk_user, bk_admin;
grant insert (thing_id, type, comments, location, has_image) on app_public.actions to bk_user;
grant update (type, comments, location) on app_public.actions to bk_user;
grant delete on app_public.actions to bk_user;

-- Thing.actions: the newest 100, newest first (spec §9).
create function app_public.things_actions(thing app_public.things) returns setof app_public.actions
  language sql stable
  as $$
    select a.* from app_public.actions a
    where a.thing_id = thing.id
    order by a.created_at desc, a.id desc
    limit 100
  $$;
comment on function app_public.things_actions(app_public.things) is
  'The newest 100 actions, newest first.';
grant execute on function app_public.things_actions(app_public.things) to bk_anonymous, bk_user, bk_admin;

-- The path of the photo's thumbnail (uploads store both sizes).
create function app_public.things_thumbnail(thing app_public.things) returns text
  language sql immutable
  as $$ select replace(thing.image, '.webp', '-thumb.webp') $$;
comment on function app_public.things_thumbnail(app_public.things) is 'Path of a small version of the photo.';
grant execute on function app_public.things_thumbnail(app_public.things) to bk_anonymous, bk_user, bk_admin;

-- The caller's access to this thing, for showing owner and steward controls.
-- Security definer so that guests (who may not read accesses at all) get null
-- rather than an error; it only ever returns the caller's own row.
create function app_public.things_my_access(thing app_public.things) returns app_public.thing_accesses
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select a.* from app_public.thing_accesses a
    where a.thing_id = thing.id and a.user_id = app_public.current_user_id()
  $$;
comment on function app_public.things_my_access(app_public.things) is
  'The signed-in user''s access to this thing, if any.';
grant execute on function app_public.things_my_access(app_public.things) to bk_anonymous, bk_user, bk_admin;

create function app_public.things_can_record_action(thing app_public.things) returns boolean
  language sql stable
  as $$ select app_hidden.can_record_action(thing.id) $$;
comment on function app_public.things_can_record_action(app_public.things) is
  'The caller may record actions on this thing (owner, collaborator or admin).';
grant execute on function app_public.things_can_record_action(app_public.things) to bk_anonymous, bk_user, bk_admin;

create function app_public.things_can_edit(thing app_public.things) returns boolean
  language sql stable
  as $$
    select app_public.current_user_is_admin()
      or thing.id = any (app_hidden.current_user_thing_ids(true))
  $$;
comment on function app_public.things_can_edit(app_public.things) is
  'The caller may edit, change settings of and delete this thing (owner or admin).';
grant execute on function app_public.things_can_edit(app_public.things) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Creating a thing, and collaborating.

create function app_public.create_thing(
  name text,
  is_public boolean,
  x double precision,
  y double precision,
  category app_public.thing_category,
  description text default null,
  has_image boolean default false,
  indicator_parameter app_public.indicator_parameter default 'WATER',
  location_description text default null
) returns app_public.things
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_thing app_public.things;
begin
  if v_user_id is null then
    raise exception 'Sign in to create a thing' using errcode = 'LOGIN';
  end if;
  perform app_private.assert_valid(
    case when is_public is null then 'Public is required' end,
    case when x is null or y is null then 'Location is required' end,
    case when category is null then 'Category is required' end
  );
  insert into app_public.things (name, description, category, location, location_description,
    is_public, has_image, indicator_parameter)
  values (create_thing.name, create_thing.description, create_thing.category,
    point(create_thing.x, create_thing.y), create_thing.location_description,
    create_thing.is_public, coalesce(create_thing.has_image, false),
    coalesce(create_thing.indicator_parameter, 'WATER'))
  returning * into v_thing;
  insert into app_public.thing_accesses (thing_id, user_id, is_owner) values (v_thing.id, v_user_id, true);
  perform set_config('bloomkeep.system_write', 'on', true);
  insert into app_public.actions (thing_id, creator_id, type) values (v_thing.id, v_user_id, 'CREATED');
  perform set_config('bloomkeep.system_write', '', true);
  select * into v_thing from app_public.things where id = v_thing.id;
  return v_thing;
end;
$$;
comment on function app_public.create_thing(text, boolean, double precision, double precision,
  app_public.thing_category, text, boolean, app_public.indicator_parameter, text) is
  'Register a thing at x (longitude), y (latitude). The caller becomes its owner.';
grant execute on function app_public.create_thing(text, boolean, double precision, double precision,
  app_public.thing_category, text, boolean, app_public.indicator_parameter, text) to bk_user;

-- Spec §2 /things/{id}/collaborate: a signed-in user makes themself a collaborator
-- on a thing they can see (a public one, unless they already have access).
create function app_public.collaborate(thing_id uuid) returns app_public.thing_accesses
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
#variable_conflict use_column
declare
  v_user_id uuid := app_public.current_user_id();
  v_access app_public.thing_accesses;
begin
  if v_user_id is null then
    raise exception 'Sign in first' using errcode = 'LOGIN';
  end if;
  if not exists (
    select 1 from app_public.things t
    where t.id = collaborate.thing_id
      and (t.is_public or t.id = any (app_hidden.current_user_thing_ids())
        or app_public.current_user_is_admin())
  ) then
    raise exception 'Thing not found' using errcode = 'NTFND';
  end if;
  insert into app_public.thing_accesses (thing_id, user_id, is_collaborator)
  values (collaborate.thing_id, v_user_id, true)
  on conflict (thing_id, user_id) do update set is_collaborator = true
  returning * into v_access;
  return v_access;
end;
$$;
comment on function app_public.collaborate(uuid) is
  'Make the signed-in user a collaborator on a thing they can see.';
grant execute on function app_public.collaborate(uuid) to bk_user;

--------------------------------------------------------------------------------
-- Uploaded images. /upload stores the files and records them here for the
-- uploader's session; newFiles then attaches them to a thing, an action or a user.

create table app_private.uploads (
  id uuid primary key,
  session_id text not null check (session_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  user_id uuid not null references app_public.users (id) on delete cascade,
  original_name text,
  width integer not null,
  height integer not null,
  bytes integer not null,
  created_at timestamptz not null default now(),
  entity_type text check (entity_type in ('product', 'action', 'user')),
  entity_id uuid,
  attached_at timestamptz
);
create index uploads_session_idx on app_private.uploads (user_id, session_id) where attached_at is null;
create index uploads_entity_idx on app_private.uploads (entity_type, entity_id);

create function app_hidden.record_upload(
  id uuid, session_id text, original_name text, width integer, height integer, bytes integer
) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  if app_public.current_user_id() is null then
    raise exception 'Sign in to upload images' using errcode = 'LOGIN';
  end if;
  insert into app_private.uploads (id, session_id, user_id, original_name, width, height, bytes)
  values (record_upload.id, record_upload.session_id, app_public.current_user_id(),
    left(record_upload.original_name, 255), record_upload.width, record_upload.height,
    record_upload.bytes);
end;
$$;
grant execute on function app_hidden.record_upload(uuid, text, text, integer, integer, integer) to bk_user;

alter table app_public.users add column image text;
comment on column app_public.users.image is 'Path of the avatar (set by newFiles).';

create function app_public.new_files(session_id text, type text, id uuid) returns text[]
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
    end case;
  end if;
  return coalesce(v_names, '{}');
end;
$$;
comment on function app_public.new_files(text, text, uuid) is
  E'@resultFieldName movedFiles\nAttach the images uploaded in a session to a thing (type product), an action or a user. The caller must be allowed to edit it.';
grant execute on function app_public.new_files(text, text, uuid) to bk_user;

--------------------------------------------------------------------------------
-- Scores for /scorer: points per action type over a period (rules in
-- docs/decisions/0101). Only actions on public things count, so the leaderboard
-- reveals nothing about private things.

create type app_public.score_period as enum ('WEEK', 'MONTH', 'YEAR', 'ALL_TIME');

create function app_private.action_points(type app_public.action_type) returns integer
  language sql immutable
  as $$
    select case type
      when 'CREATED' then 10
      when 'EDUCATION' then 5
      when 'WATERING' then 3
      when 'LITTER_CLEANUP' then 3
      when 'UPKEEP' then 3
      when 'MEASUREMENT' then 2
      when 'SHARE' then 1
    end
  $$;

create type app_public.score as (
  rank integer,
  user_id uuid,
  username text,
  has_image boolean,
  image text,
  points integer,
  actions integer,
  created integer,
  share integer,
  education integer,
  measurement integer,
  watering integer,
  litter_cleanup integer,
  upkeep integer
);
comment on type app_public.score is 'A user''s points and counts per action type over a period.';

create function app_public.scores(period app_public.score_period default 'MONTH', max_rows integer default 50)
returns setof app_public.score
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    with counted as (
      select a.creator_id as user_id,
        sum(app_private.action_points(a.type))::integer as points,
        count(*)::integer as actions,
        (count(*) filter (where a.type = 'CREATED'))::integer as created,
        (count(*) filter (where a.type = 'SHARE'))::integer as share,
        (count(*) filter (where a.type = 'EDUCATION'))::integer as education,
        (count(*) filter (where a.type = 'MEASUREMENT'))::integer as measurement,
        (count(*) filter (where a.type = 'WATERING'))::integer as watering,
        (count(*) filter (where a.type = 'LITTER_CLEANUP'))::integer as litter_cleanup,
        (count(*) filter (where a.type = 'UPKEEP'))::integer as upkeep
      from app_public.actions a
      join app_public.things t on t.id = a.thing_id and t.is_public
      where a.creator_id is not null
        and a.created_at >= case period
          when 'WEEK' then now() - interval '7 days'
          when 'MONTH' then now() - interval '30 days'
          when 'YEAR' then now() - interval '365 days'
          else '-infinity'::timestamptz end
      group by a.creator_id
    )
    select (rank() over (order by c.points desc))::integer, c.user_id, u.username::text,
      u.has_image, u.image, c.points, c.actions, c.created, c.share, c.education,
      c.measurement, c.watering, c.litter_cleanup, c.upkeep
    from counted c join app_public.users u on u.id = c.user_id
    order by c.points desc, u.username
    limit least(greatest(coalesce(max_rows, 50), 1), 200)
  $$;
comment on function app_public.scores(app_public.score_period, integer) is
  'The leaderboard: points per user over the last week, month (30 days), year or all time.';
grant execute on function app_public.scores(app_public.score_period, integer) to bk_anonymous, bk_user, bk_admin;
