-- Partners embed the thing map, a user's badges and a thing's card (issue 14, decision 0142).
--
-- Badges on partner sites are opt-in: a user chooses "Show my badges on partner sites" in
-- /account/profile (off by default). Guests see nobody (0028), so the widgets read badges
-- through two functions that answer only for people who opted in, and answer an unknown
-- username exactly as one who has not opted in: a partner's page learns nothing about who
-- has an account.

alter table app_public.users
  add column badges_on_partner_sites boolean not null default false;
comment on column app_public.users.badges_on_partner_sites is
  E'@behavior -attribute:select -attribute:orderBy -attribute:filterBy\nShow this user''s badges in partners'' widgets (off by default).';
grant update (badges_on_partner_sites) on app_public.users to bk_user;

-- Like notificationDaily (0028): the setting itself is the person's and admins' to read.
create function app_public.users_badges_on_partner_sites(u app_public.users) returns boolean
  language sql stable
  as $$
    select case when app_hidden.can_see_private_profile(u.id) then u.badges_on_partner_sites end
  $$;
comment on function app_public.users_badges_on_partner_sites(app_public.users) is
  'Whether this user''s badges show in partners'' widgets; only for themself and administrators.';
grant execute on function app_public.users_badges_on_partner_sites(app_public.users)
  to bk_anonymous, bk_user, bk_admin;

create type app_public.partner_badge as (
  badge_type text,
  level integer,
  title text,
  description text,
  awarded_at timestamptz
);
comment on type app_public.partner_badge is
  'A badge as partners'' widgets show it: which, what level, and when it was awarded.';

create function app_public.partner_badges_shown(username text) returns boolean
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(
      (select u.badges_on_partner_sites from app_public.users u
       where u.username = partner_badges_shown.username::citext),
      false)
  $$;
comment on function app_public.partner_badges_shown(text) is
  'Whether a partner''s widget may show this username''s badges (false for an unknown username too).';
grant execute on function app_public.partner_badges_shown(text) to bk_anonymous, bk_user, bk_admin;

create function app_public.partner_badges(username text) returns setof app_public.partner_badge
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select t.badge_type, t.level, t.title, t.description, b.awarded_at
    from app_public.users u
    join app_public.user_badges b on b.user_id = u.id
    join app_public.badge_types t on t.id = b.badge_type_id
    where u.username = partner_badges.username::citext
      and u.badges_on_partner_sites
      and t.is_active
    order by t.badge_type, t.level desc, b.awarded_at
  $$;
comment on function app_public.partner_badges(text) is
  'The badges of a user who chose to show them on partner sites; none otherwise (unknown usernames alike).';
grant execute on function app_public.partner_badges(text) to bk_anonymous, bk_user, bk_admin;
