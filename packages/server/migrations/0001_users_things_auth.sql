-- Foundation: roles, schemas, users and their secrets, things, and sign-in.
-- Runs inside one transaction (see src/db/migrate.ts). Keep to PostgreSQL 15.

-- Roles are cluster-wide, so create them only when missing. PostGraphile connects
-- as bk_authenticator (NOINHERIT: it has no privileges of its own) and switches to
-- the role named in the verified JWT for each transaction.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'bk_anonymous') then
    create role bk_anonymous nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'bk_user') then
    create role bk_user nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'bk_admin') then
    create role bk_admin nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'bk_authenticator') then
    -- The password is set by the migration runner from configuration.
    create role bk_authenticator login noinherit;
  end if;
end
$$;

-- An administrator has every privilege of a signed-in user; the RLS policies
-- say separately what an administrator may see and change.
grant bk_user to bk_admin;
grant bk_anonymous, bk_user, bk_admin to bk_authenticator;

create extension if not exists pgcrypto with schema public;
create extension if not exists citext with schema public;

create schema app_public;
create schema app_private;
create schema app_hidden;

grant usage on schema app_public to bk_anonymous, bk_user, bk_admin;

-- Functions are executable only where granted explicitly.
alter default privileges revoke execute on functions from public;

--------------------------------------------------------------------------------
-- Who is asking: read from the transaction settings the server derives from the JWT.

create function app_public.current_user_id() returns uuid
  language sql stable
  as $$ select nullif(current_setting('jwt.claims.user_id', true), '')::uuid $$;
comment on function app_public.current_user_id() is
  'The id of the signed-in user, or null for guests.';
grant execute on function app_public.current_user_id() to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- Users

create table app_public.users (
  id uuid primary key default gen_random_uuid(),
  username citext not null unique
    check (char_length(username) between 2 and 24
      and username ~ '^[a-zA-Z]([_-]?[a-zA-Z0-9])*$'),
  name text check (char_length(name) between 1 and 255),
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  last_sign_in timestamptz
);
comment on table app_public.users is 'A person who looks after things.';
comment on column app_public.users.is_admin is 'Administrators may see and change everything.';

-- Is the caller an administrator? Both the database role of the transaction and the
-- stored flag must agree, so a demoted administrator loses access at once.
-- Security definer so that it can read users regardless of the caller's RLS.
create function app_public.current_user_is_admin() returns boolean
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select current_setting('role', true) = 'bk_admin'
      and exists (
        select 1 from app_public.users u
        where u.id = app_public.current_user_id() and u.is_admin
      )
  $$;
comment on function app_public.current_user_is_admin() is
  E'@omit\nTrue when the caller is a signed-in administrator.';
grant execute on function app_public.current_user_is_admin() to bk_anonymous, bk_user, bk_admin;

alter table app_public.users enable row level security;
create policy select_self_or_admin on app_public.users for select
  using (id = (select app_public.current_user_id()) or (select app_public.current_user_is_admin()));
create policy update_self_or_admin on app_public.users for update
  using (id = (select app_public.current_user_id()) or (select app_public.current_user_is_admin()));
grant select on app_public.users to bk_anonymous, bk_user, bk_admin;
grant update (name) on app_public.users to bk_user;

create table app_private.user_secrets (
  user_id uuid primary key references app_public.users (id) on delete cascade,
  password_hash text not null
);
comment on table app_private.user_secrets is 'Never exposed: bcrypt hashes via pgcrypto.';

--------------------------------------------------------------------------------
-- Things

create type app_public.thing_category as enum (
  'APIARY', 'BEECAFE', 'BENCH', 'BIN', 'BOOKSHARE', 'FENCE', 'FLOWERBED', 'GRAVE',
  'GREENHOUSE', 'HEDGE', 'MEADOW', 'MURAL', 'NOTICEBOARD', 'PLANTER', 'PLAQUE',
  'SCULPTURE', 'TREE', 'VEGETABLEBED', 'WALL'
);

create table app_public.things (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 3 and 255),
  description text,
  category app_public.thing_category not null,
  location point not null,
  is_public boolean not null default true,
  owner_id uuid references app_public.users (id) on delete set null
    default app_public.current_user_id(),
  created_at timestamptz not null default now()
);
comment on table app_public.things is 'A shared green thing a community looks after.';
comment on column app_public.things.location is 'x is the latitude, y the longitude (WGS 84).';
comment on column app_public.things.owner_id is 'The user who created the thing.';
create index things_owner_id_idx on app_public.things (owner_id);

alter table app_public.things enable row level security;
create policy select_visible on app_public.things for select
  using (
    is_public
    or owner_id = (select app_public.current_user_id())
    or (select app_public.current_user_is_admin())
  );
create policy insert_own on app_public.things for insert
  with check (owner_id = (select app_public.current_user_id()));
create policy update_owner_or_admin on app_public.things for update
  using (
    owner_id = (select app_public.current_user_id())
    or (select app_public.current_user_is_admin())
  );
create policy delete_owner_or_admin on app_public.things for delete
  using (
    owner_id = (select app_public.current_user_id())
    or (select app_public.current_user_is_admin())
  );

grant select on app_public.things to bk_anonymous, bk_user, bk_admin;
grant insert (name, description, category, location, is_public) on app_public.things to bk_user;
grant update (name, description, category, location, is_public) on app_public.things to bk_user;
grant delete on app_public.things to bk_user;

--------------------------------------------------------------------------------
-- Sign-in. PostGraphile turns this composite type into a signed JWT.

create type app_public.jwt_token as (
  role text,
  user_id uuid,
  exp bigint,
  aud text
);

create function app_public.sign_in_as_guest() returns app_public.jwt_token
  language sql volatile
  as $$
    select ('bk_anonymous', null, extract(epoch from now() + interval '12 hours')::bigint,
      'bloomkeep')::app_public.jwt_token
  $$;
comment on function app_public.sign_in_as_guest() is 'A token for someone who has not signed in.';
grant execute on function app_public.sign_in_as_guest() to bk_anonymous, bk_user, bk_admin;

-- Unknown usernames and wrong passphrases fail alike, after the same bcrypt work,
-- so that the answer does not reveal which usernames exist.
create function app_public.sign_in(username text, password text) returns app_public.jwt_token
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_user app_public.users;
  v_hash text;
begin
  select u.* into v_user from app_public.users u where u.username = sign_in.username::public.citext;
  if v_user.id is not null then
    select s.password_hash into v_hash from app_private.user_secrets s where s.user_id = v_user.id;
  end if;

  if v_hash is null then
    perform public.crypt(coalesce(sign_in.password, ''), public.gen_salt('bf'));
    raise exception 'You entered incorrect details' using errcode = 'CREDS';
  end if;
  if public.crypt(coalesce(sign_in.password, ''), v_hash) <> v_hash then
    raise exception 'You entered incorrect details' using errcode = 'CREDS';
  end if;

  update app_public.users set last_sign_in = now() where id = v_user.id;

  return (
    case when v_user.is_admin then 'bk_admin' else 'bk_user' end,
    v_user.id,
    extract(epoch from now() + interval '7 days')::bigint,
    'bloomkeep'
  )::app_public.jwt_token;
end;
$$;
comment on function app_public.sign_in(text, text) is
  'Exchange a username and passphrase for a token.';
grant execute on function app_public.sign_in(text, text) to bk_anonymous, bk_user, bk_admin;

-- Hash a passphrase for storage (used by seeds and, later, sign-up).
create function app_private.set_password(user_id uuid, password text) returns void
  language sql volatile
  as $$
    insert into app_private.user_secrets (user_id, password_hash)
    values (set_password.user_id, public.crypt(set_password.password, public.gen_salt('bf')))
    on conflict (user_id) do update set password_hash = excluded.password_hash
  $$;
