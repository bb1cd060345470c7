-- A user's chosen thing (users.one_thing_id) must be a thing the user can see.
-- The foreign key alone is checked with the table owner's rights, so it accepted
-- private things of others and answered "violates foreign key constraint" for
-- unknown ids: one told whether a hidden thing exists, the other leaked internal
-- names. Both now answer the same catalogue error, NOTHG "That thing does not
-- exist" (@bloomkeep/schema SERVER_ERRORS). Decision: docs/decisions/0104.

-- security invoker: the lookup runs with the caller's row-level security.
create function app_private.tg_users__one_thing_visible() returns trigger
  language plpgsql security invoker
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  if new.one_thing_id is not null
    and (tg_op = 'INSERT' or new.one_thing_id is distinct from old.one_thing_id)
    and not exists (select 1 from app_public.things t where t.id = new.one_thing_id)
  then
    raise exception 'That thing does not exist' using errcode = 'NOTHG';
  end if;
  return new;
end;
$$;
create trigger _300_one_thing_visible before insert or update of one_thing_id on app_public.users
  for each row execute function app_private.tg_users__one_thing_visible();
