-- Actions, issue 10: litres watered, and who may change an action.
-- Additive: an existing database migrates in place.
-- Decisions: docs/decisions/0114-action-litres-and-changes.md.

--------------------------------------------------------------------------------
-- Litres watered: optional, only on a watering, more than 0 and at most 1000.
-- The rule and its message are @bloomkeep/schema's litresError (actions.ts);
-- test/validation-sql.test.ts holds this function to it. The CHECK constraints
-- hold the same bounds for any writer, the trigger gives the API its message.

alter table app_public.actions add column litres double precision;
alter table app_public.actions add constraint actions_litres_range
  check (litres > 0 and litres <= 1000);
alter table app_public.actions add constraint actions_litres_watering
  check (litres is null or type = 'WATERING');
comment on column app_public.actions.litres is
  E'@behavior -attribute:orderBy -attribute:filterBy\nHow much water a watering gave, in litres (optional; more than 0, at most 1000).';

create function app_private.litres_error(litres double precision, type app_public.action_type)
  returns text
  language sql immutable
  as $$
    select case
      when litres is null then null
      when type is distinct from 'WATERING' then 'Only a watering can record litres'
      when not (litres > 0 and litres <= 1000) then 'Litres must be more than 0 and at most 1000'
    end
  $$;

create function app_private.tg_actions__litres() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
begin
  perform app_private.assert_valid(app_private.litres_error(new.litres, new.type));
  return new;
end;
$$;
create trigger _110_litres before insert or update of litres, type on app_public.actions
  for each row execute function app_private.tg_actions__litres();

grant insert (litres) on app_public.actions to bk_user;
grant update (litres) on app_public.actions to bk_user;

--------------------------------------------------------------------------------
-- Who may change an action. Correcting an action's type, comments or litres is
-- for the person who recorded it alone: an owner or an administrator editing it
-- would put words in someone else's name. Removing one stays open to the
-- recorder, the thing's owners and administrators (moderation), as in 0003.

drop policy update_creator_owner_admin on app_public.actions;
create policy update_creator on app_public.actions for update
  using (creator_id = (select app_public.current_user_id()));
