-- People and the community page (issue 13, decision 0140).
--
-- What a viewer may see of a person is written once, here, and every read path
-- (the users and badges policies, the profile's fields, the community lists) asks it:
--   * no token or a guest token: nobody (0100, and the activity feed's "A neighbour");
--   * a signed-in user: everyone's public profile (name, username, image, badges, the
--     things and groups the viewer may see, actions on things the viewer may see);
--   * the person themself and administrators: also the private fields (lastSignIn,
--     notificationDaily; e-mails stay in user_emails, own and admins only).
-- Its TypeScript twin is packages/schema/src/people.ts (parity test: people.test.ts).

create function app_hidden.can_see_person(person_id uuid) returns boolean
  language sql stable
  as $$
    select person_id is not null
      and (app_public.current_user_id() is not null or app_public.current_user_is_admin())
  $$;
comment on function app_hidden.can_see_person(uuid) is
  'May the caller see this person''s public profile? Signed-in users and admins: yes; guests: no.';
grant execute on function app_hidden.can_see_person(uuid) to bk_anonymous, bk_user, bk_admin;

create function app_hidden.can_see_private_profile(person_id uuid) returns boolean
  language sql stable
  as $$
    select person_id is not null
      and (coalesce(person_id = app_public.current_user_id(), false) or app_public.current_user_is_admin())
  $$;
comment on function app_hidden.can_see_private_profile(uuid) is
  'May the caller see this person''s private fields (last sign-in, notification settings)? Only themself and admins.';
grant execute on function app_hidden.can_see_private_profile(uuid) to bk_anonymous, bk_user, bk_admin;

drop policy select_signed_in on app_public.users;
create policy select_visible on app_public.users for select
  using (app_hidden.can_see_person(id));

drop policy select_signed_in on app_public.user_badges;
create policy select_visible on app_public.user_badges for select
  using (app_hidden.can_see_person(user_id));
-- The policy now answers for guests too (no rows), so a guest's query that names
-- badges gets nothing instead of a permission error for the whole request.
grant select on app_public.user_badges to bk_anonymous;

-- lastSignIn and notificationDaily were readable by every signed-in user (0100). When
-- someone last signed in tells a stranger when they are out and about; the digest
-- setting is nobody else's business. The columns leave the output type (they stay
-- writable in the profile form's patch) and come back as fields that answer null to
-- anyone but the person and administrators.
comment on column app_public.users.last_sign_in is
  E'@behavior -attribute:select -attribute:orderBy -attribute:filterBy\nWhen the user last signed in.';
comment on column app_public.users.notification_daily is
  E'@behavior -attribute:select -attribute:orderBy -attribute:filterBy\nReceive a daily digest e-mail.';

create function app_public.users_last_sign_in(u app_public.users) returns timestamptz
  language sql stable
  as $$ select case when app_hidden.can_see_private_profile(u.id) then u.last_sign_in end $$;
comment on function app_public.users_last_sign_in(app_public.users) is
  'When the user last signed in; only for themself and administrators.';
grant execute on function app_public.users_last_sign_in(app_public.users) to bk_anonymous, bk_user, bk_admin;

create function app_public.users_notification_daily(u app_public.users) returns boolean
  language sql stable
  as $$ select case when app_hidden.can_see_private_profile(u.id) then u.notification_daily end $$;
comment on function app_public.users_notification_daily(app_public.users) is
  'Receive a daily digest e-mail; only for themself and administrators.';
grant execute on function app_public.users_notification_daily(app_public.users) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- /users: the list by name, searched on the server.

create function app_hidden.like_pattern(search text) returns text
  language sql immutable
  as $$
    select '%' || replace(replace(replace(trim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  $$;
grant execute on function app_hidden.like_pattern(text) to bk_anonymous, bk_user, bk_admin;

-- Security invoker: the users policy (can_see_person) decides who is listed.
create function app_public.search_users(search text default null) returns setof app_public.users
  language sql stable
  as $$
    select u.* from app_public.users u
    where nullif(trim(search_users.search), '') is null
      or u.name ilike app_hidden.like_pattern(search_users.search)
      or u.username::text ilike app_hidden.like_pattern(search_users.search)
    order by lower(u.name) nulls last, lower(u.username::text), u.id
  $$;
comment on function app_public.search_users(text) is
  E'@behavior -order -filter\nPeople the caller may see, by name; search matches names and usernames (case-insensitive, anywhere).';
grant execute on function app_public.search_users(text) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- /users/{id}: what a person looks after, belongs to and did. Each is two steps: a
-- security-definer helper finds the person's rows (their accesses and memberships are
-- not readable by others), then the caller's own policies on things, groups and actions
-- decide what of it they see. So a profile never shows a private thing or group the
-- viewer could not open anyway.

create function app_hidden.person_thing_ids(person_id uuid) returns uuid[]
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(array_agg(a.thing_id), '{}')
    from app_public.thing_accesses a
    where a.user_id = person_id and (a.is_owner or a.is_collaborator)
  $$;
grant execute on function app_hidden.person_thing_ids(uuid) to bk_anonymous, bk_user, bk_admin;

create function app_hidden.person_group_ids(person_id uuid) returns uuid[]
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(array_agg(m.group_id), '{}')
    from app_public.group_memberships m
    where m.user_id = person_id
  $$;
grant execute on function app_hidden.person_group_ids(uuid) to bk_anonymous, bk_user, bk_admin;

create function app_public.users_things(u app_public.users) returns setof app_public.things
  language sql stable
  as $$
    select t.* from app_public.things t
    where app_hidden.can_see_person(u.id)
      and t.id = any (app_hidden.person_thing_ids(u.id))
      and t.deleted_at is null
    order by lower(t.name), t.id
  $$;
comment on function app_public.users_things(app_public.users) is
  E'@behavior -order -filter\nThe things this person looks after that the caller may see (public ones, and private ones the caller looks after too), by name.';
grant execute on function app_public.users_things(app_public.users) to bk_anonymous, bk_user, bk_admin;

create function app_public.users_groups(u app_public.users) returns setof app_public.groups
  language sql stable
  as $$
    select g.* from app_public.groups g
    where app_hidden.can_see_person(u.id)
      and g.id = any (app_hidden.person_group_ids(u.id))
    order by lower(g.name), g.id
  $$;
comment on function app_public.users_groups(app_public.users) is
  E'@behavior -order -filter\nThe groups this person belongs to that the caller may see (public ones, and private ones the caller belongs to too), by name.';
grant execute on function app_public.users_groups(app_public.users) to bk_anonymous, bk_user, bk_admin;

-- actions.creator_id is not readable through the API (0004); the person's actions
-- are found here and the actions policy keeps those on things the caller cannot see.
create function app_public.users_recent_actions(u app_public.users) returns setof app_public.actions
  language sql stable
  as $$
    select a.* from app_public.actions a
    where app_hidden.can_see_person(u.id)
      and a.creator_id = u.id
    order by a.created_at desc, a.id desc
    limit 100
  $$;
comment on function app_public.users_recent_actions(app_public.users) is
  E'@behavior -order -filter\nThe person''s latest actions (at most 100) on things the caller may see, newest first.';
grant execute on function app_public.users_recent_actions(app_public.users) to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- /community: "near you" is measured from things, never from people. A group is near
-- when it looks after a thing the caller may see within the distance; a person is near
-- when they look after a PUBLIC thing within it. People have no stored location, and a
-- private thing never places its stewards on the map. No distance is returned for
-- people, so a list of names cannot be triangulated into a home.

create function app_hidden.community_near_km() returns double precision
  language sql immutable
  as $$ select 10.0::double precision $$;
grant execute on function app_hidden.community_near_km() to bk_anonymous, bk_user, bk_admin;

create function app_public.groups_near(latitude double precision, longitude double precision)
returns setof app_public.groups
  language sql stable
  as $$
    select g.* from (
      select s.group_id,
        min(app_hidden.great_circle_km(t.location, point(groups_near.longitude, groups_near.latitude))) as km
      from app_public.thing_groups s
      join app_public.things t on t.id = s.thing_id and t.deleted_at is null
      where groups_near.latitude between -90 and 90 and groups_near.longitude between -180 and 180
      group by s.group_id
    ) n
    join app_public.groups g on g.id = n.group_id
    where n.km <= app_hidden.community_near_km()
    order by n.km, lower(g.name), g.id
    limit 50
  $$;
comment on function app_public.groups_near(double precision, double precision) is
  E'@behavior -order -filter\nGroups the caller may see that look after a thing (one the caller may see) within 10 km of a position, nearest first (at most 50).';
grant execute on function app_public.groups_near(double precision, double precision) to bk_anonymous, bk_user, bk_admin;

create function app_hidden.steward_ids_near(latitude double precision, longitude double precision)
returns uuid[]
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(array_agg(distinct a.user_id), '{}')
    from app_public.things t
    join app_public.thing_accesses a on a.thing_id = t.id and (a.is_owner or a.is_collaborator)
    where t.is_public and t.deleted_at is null
      and latitude between -90 and 90 and longitude between -180 and 180
      and app_hidden.great_circle_km(t.location, point(longitude, latitude))
        <= app_hidden.community_near_km()
  $$;
grant execute on function app_hidden.steward_ids_near(double precision, double precision) to bk_anonymous, bk_user, bk_admin;

create function app_public.people_near(latitude double precision, longitude double precision)
returns setof app_public.users
  language sql stable
  as $$
    select u.* from app_public.users u
    where u.id = any (app_hidden.steward_ids_near(people_near.latitude, people_near.longitude))
      and u.id is distinct from app_public.current_user_id()
    order by lower(u.name) nulls last, lower(u.username::text), u.id
  $$;
comment on function app_public.people_near(double precision, double precision) is
  E'@behavior -order -filter\nPeople the caller may see who look after a public thing within 10 km of a position, by name (not the caller).';
grant execute on function app_public.people_near(double precision, double precision) to bk_anonymous, bk_user, bk_admin;
