-- Bench data at scale (scripts/bench/data.mts): 100,000 things and 1,000,000
-- actions, made in SQL with generate_series. Run as the database owner on a
-- throw-away bench database: triggers are switched off for the session
-- (session_replication_role), so the columns they keep are filled here.
set session_replication_role = replica;

insert into app_public.users (username, name)
values ('benchowner', 'Bench owner')
on conflict (username) do nothing;

create temp table bench_things on commit drop as
select gen_random_uuid() as id, g as n,
  'Bench ' || (array['oak', 'planter', 'meadow', 'bench', 'hedge', 'bee cafe', 'flower bed',
    'orchard', 'pond', 'wall'])[1 + g % 10] || ' ' || g as name,
  (g * 37 % 100)::double precision as water
from generate_series(1, 100000) g;

insert into app_public.things (id, name, description, category, location, is_public,
  indicator_parameter, water, indicator_colour, indicator_colour_changed_at, has_image, image,
  created_at, updated_at)
select b.id, b.name,
  case when b.n % 3 = 0 then 'Looked after by the street; water in dry spells.' end,
  (enum_range(null::app_public.thing_category))[1 + b.n % cardinality(enum_range(null::app_public.thing_category))],
  -- Across Great Britain: x longitude, y latitude.
  point(-5.5 + (b.n::bigint * 7919 % 7000) / 1000.0, 50.0 + (b.n::bigint * 104729 % 8500) / 1000.0),
  b.n % 20 <> 0,
  'WATER', b.water,
  app_private.indicator_colour_for('WATER', b.water, null, null, null),
  now() - (b.n * 97 % 100000) * interval '5 minutes',
  b.n % 9 = 0,
  case when b.n % 9 = 0 then '/files/bench.webp' end,
  now() - b.n * interval '5 minutes',
  now()
from bench_things b;

insert into app_public.thing_accesses (thing_id, user_id, is_owner)
select b.id, u.id, true
from bench_things b, app_public.users u where u.username = 'benchowner';

-- Actions: each thing's name and each comment are turned into text search
-- vectors once, then joined (the trigger would do it per row).
create temp table bench_vectors on commit drop as
select b.n - 1 as k, b.id, b.n % 20 <> 0 as is_public,
  setweight(to_tsvector('english', b.name), 'A') as v
from bench_things b;
create index on bench_vectors (k);
create temp table bench_comments on commit drop as
select c.i - 1 as k, c.comment, setweight(to_tsvector('english', coalesce(c.comment, '')), 'B') as v
from unnest(array['Watered well after a dry week', 'Cleared litter around the base',
  'Pruned and weeded', null, 'Showed the school class how to measure soil', 'Topped up the mulch',
  null]) with ordinality as c(comment, i);

-- thing_is_public is what the trigger of migration 0005 would copy from the thing.
insert into app_public.actions (thing_id, creator_id, type, comments, created_at, updated_at, search,
  thing_is_public)
select t.id, u.id,
  (array['WATERING', 'UPKEEP', 'LITTER_CLEANUP', 'MEASUREMENT', 'EDUCATION', 'SHARE',
    'WATERING'])[1 + g % 7]::app_public.action_type,
  c.comment,
  now() - g * interval '30 seconds',
  now() - g * interval '30 seconds',
  t.v || c.v,
  t.is_public
from generate_series(1, 1000000) g
join bench_vectors t on t.k = (g * 7 % 100000)
join bench_comments c on c.k = g % 7
cross join (select id from app_public.users where username = 'benchowner') u;

update app_public.things t set last_action = a.latest
from (select thing_id, max(created_at) as latest from app_public.actions group by thing_id) a
where a.thing_id = t.id;

reset session_replication_role;

-- The leaderboards' aggregates (migration 0034) are kept by triggers, which were off:
-- rebuild them from the actions.
select app_private.rebuild_scores();
