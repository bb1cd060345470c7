// Demo data for a fresh database: three accounts and things around Totnes, Devon.
// Runs as the owner (bypassing RLS) and only when there are no users yet.
import { pointFromLngLat, type LngLat } from '@bloomkeep/schema';
import pg from 'pg';
import type { FileStorage } from '../files/storage.ts';
import { seededRandom } from '../seededRandom.ts';
import { insertVerifiedAccount, type NewAccount } from './accounts.ts';
import { DEMO_DEVICE_OWNER, seedDemoDevices } from './demoDevices.ts';
import { seedDemoGroups } from './demoGroups.ts';
import { seedDemoPhotos } from './demoPhotos.ts';
import { seedDemoSupport } from './demoSupport.ts';
import { seedMapSamples } from './mapSamples.ts';

/**
 * A demo account: its e-mail address is verified, and `badgesOnPartnerSites` shows its badges
 * in partners' widgets (off unless chosen, as for everyone).
 */
export type DemoAccount = NewAccount;

/** Demo passphrases: public on purpose (README, start-up log). Not for production data. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    name: 'Ada Admin',
    password: 'Bloomkeep-admin-1',
    email: 'admin@bloomkeep.example',
    isAdmin: true,
  },
  {
    username: 'stewardsam',
    name: 'Sam Steward',
    password: 'Bloomkeep-steward-1',
    email: 'sam@bloomkeep.example',
    isAdmin: false,
    // So /partners previews, and the embeds a partner tries, have badges to show.
    badgesOnPartnerSites: true,
  },
  {
    username: 'organiserolu',
    name: 'Olu Organiser',
    password: 'Bloomkeep-organiser-1',
    email: 'olu@bloomkeep.example',
    isAdmin: false,
  },
];

type Owner = 'admin' | 'stewardsam' | 'organiserolu';

interface DemoThing {
  name: string;
  category: string;
  at: LngLat;
  owner: Owner;
  description: string;
  isPublic?: boolean;
}

export const DEMO_THINGS: readonly DemoThing[] = [
  {
    name: 'Castle Street bee cafe',
    category: 'BEECAFE',
    at: { latitude: 50.4331, longitude: -3.6884 },
    owner: 'stewardsam',
    description:
      'Lavender, catmint and thyme in three tiers by the castle steps. Visited by bumblebees from March.',
  },
  {
    name: 'Vire Island planter',
    category: 'PLANTER',
    at: { latitude: 50.4299, longitude: -3.6789 },
    owner: 'organiserolu',
    description:
      'Large oak planter at the island entrance, replanted each spring by the Saturday volunteers.',
  },
  {
    name: 'Rotherfold bench',
    category: 'BENCH',
    at: { latitude: 50.4312, longitude: -3.6879 },
    owner: 'stewardsam',
    description: 'Memorial bench facing the market square. Needs an annual coat of oil.',
  },
  {
    name: 'Leechwell Garden flower bed',
    category: 'FLOWERBED',
    at: { latitude: 50.4304, longitude: -3.6871 },
    owner: 'organiserolu',
    description:
      'Cottage-garden bed beside the old wells: foxgloves, hollyhocks and self-seeded poppies.',
  },
  {
    name: 'Civic Square notice board',
    category: 'NOTICEBOARD',
    at: { latitude: 50.4319, longitude: -3.6862 },
    owner: 'admin',
    description: 'Community notices and the volunteer rota. Keys at the town council office.',
  },
  {
    name: 'St Mary\u2019s churchyard yew',
    category: 'TREE',
    at: { latitude: 50.4317, longitude: -3.6868 },
    owner: 'organiserolu',
    description:
      'Ancient yew on the north side of the church. Watch for the roots heaving the path.',
  },
  {
    name: 'East Gate plaque',
    category: 'PLAQUE',
    at: { latitude: 50.4314, longitude: -3.6851 },
    owner: 'admin',
    description: 'Bronze plaque recording the rebuilding of the arch. Polish twice a year.',
  },
  {
    name: 'The Plains obelisk',
    category: 'SCULPTURE',
    at: { latitude: 50.4307, longitude: -3.6812 },
    owner: 'admin',
    description: 'Granite memorial at the foot of Fore Street; lichen survey every autumn.',
  },
  {
    name: 'Totnes Bridge hanging baskets',
    category: 'PLANTER',
    at: { latitude: 50.4318, longitude: -3.6791 },
    owner: 'stewardsam',
    description: 'Twelve baskets along the bridge railings; watered daily in July and August.',
  },
  {
    name: 'Bridgetown verge meadow',
    category: 'MEADOW',
    at: { latitude: 50.4325, longitude: -3.6764 },
    owner: 'organiserolu',
    description:
      'Roadside verge left uncut until September: oxeye daisies, knapweed and bird\u2019s-foot trefoil.',
  },
  {
    name: 'Steamer Quay fence',
    category: 'FENCE',
    at: { latitude: 50.4291, longitude: -3.6779 },
    owner: 'stewardsam',
    description: 'Chestnut paling along the quay path, with climbing roses trained along it.',
  },
  {
    name: 'Longmarsh wildflower meadow',
    category: 'MEADOW',
    at: { latitude: 50.4256, longitude: -3.6771 },
    owner: 'organiserolu',
    description:
      'Riverside meadow on the walk to Sharpham. Hay cut in late August; yellow rattle sown in autumn.',
  },
  {
    name: 'Borough Park apiary',
    category: 'APIARY',
    at: { latitude: 50.4347, longitude: -3.6829 },
    owner: 'stewardsam',
    description:
      'Two hives behind the bowling green fence. Inspections on Sunday mornings, veils provided.',
  },
  {
    name: 'Station book swap',
    category: 'BOOKSHARE',
    at: { latitude: 50.4374, longitude: -3.6889 },
    owner: 'organiserolu',
    description: 'Weatherproof cabinet on platform 1: take a book, leave a book.',
  },
  {
    name: 'Ticklemore Street herb planter',
    category: 'PLANTER',
    at: { latitude: 50.4304, longitude: -3.6802 },
    owner: 'stewardsam',
    description: 'Rosemary, sage and chives free for passers-by to pick.',
  },
  {
    name: 'Castle mound oak',
    category: 'TREE',
    at: { latitude: 50.4338, longitude: -3.6891 },
    owner: 'admin',
    description:
      'Veteran oak on the motte\u2019s western slope. Tree survey due every three years.',
  },
  {
    name: 'Harpers Hill hedge',
    category: 'HEDGE',
    at: { latitude: 50.4289, longitude: -3.6904 },
    owner: 'stewardsam',
    description:
      'Devon bank with hawthorn, hazel and blackthorn; laid in winter, never flailed in nesting season.',
  },
  {
    name: 'Coronation Road living wall',
    category: 'WALL',
    at: { latitude: 50.4334, longitude: -3.6845 },
    owner: 'organiserolu',
    description:
      'Ferns and ivy-leaved toadflax in the old stone wall; keep the drip line running in dry spells.',
  },
  {
    name: 'Fore Street mural',
    category: 'MURAL',
    at: { latitude: 50.4313, longitude: -3.684 },
    owner: 'admin',
    description: 'Painted by pupils of the primary school: the River Dart from source to sea.',
  },
  {
    name: 'Vire Island compost bins',
    category: 'BIN',
    at: { latitude: 50.4302, longitude: -3.6794 },
    owner: 'organiserolu',
    description: 'Three-bay compost for the island beds. Turn fortnightly; no cooked food.',
  },
  {
    name: 'Bridgetown allotment greenhouse',
    category: 'GREENHOUSE',
    at: { latitude: 50.4337, longitude: -3.6738 },
    owner: 'stewardsam',
    description: 'Shared greenhouse for seedlings. Open the vents on sunny mornings.',
  },
  {
    name: 'Station approach vegetable bed',
    category: 'VEGETABLEBED',
    at: { latitude: 50.4369, longitude: -3.688 },
    owner: 'organiserolu',
    description: 'Incredible-edible style bed: kale, chard and beans for anyone to harvest.',
  },
  {
    name: 'Totnes weir lookout bench',
    category: 'BENCH',
    at: { latitude: 50.4383, longitude: -3.6826 },
    owner: 'stewardsam',
    description: 'Bench above the weir where the salmon leap in autumn.',
  },
  {
    name: 'St Mary\u2019s churchyard graves',
    category: 'GRAVE',
    at: { latitude: 50.4315, longitude: -3.6871 },
    owner: 'admin',
    description:
      'Older headstones in the south churchyard; gentle clearing only, wildflowers left to seed.',
  },
  {
    name: 'Baltic Wharf bee cafe',
    category: 'BEECAFE',
    at: { latitude: 50.4246, longitude: -3.6759 },
    owner: 'stewardsam',
    description: 'Pollinator border by the boatyard: sedum, echinacea and borage.',
  },
  {
    name: 'High Street Butterwalk planters',
    category: 'PLANTER',
    at: { latitude: 50.4321, longitude: -3.6873 },
    owner: 'admin',
    description: 'Window-box planters under the Butterwalk arcade. Looking for a steward.',
  },
  {
    name: 'Follaton orchard tree',
    category: 'TREE',
    at: { latitude: 50.4322, longitude: -3.6995 },
    owner: 'organiserolu',
    description: 'Devon apple variety \u201cPig\u2019s Snout\u201d, grafted in 2019.',
  },
  // Private: visible only to their owner and administrators.
  {
    name: 'Sam\u2019s seedling trays',
    category: 'GREENHOUSE',
    at: { latitude: 50.4336, longitude: -3.6741 },
    owner: 'stewardsam',
    isPublic: false,
    description: 'Tomato and squash seedlings for the spring plant sale.',
  },
  {
    name: 'Leechwell Lane nest box hedge',
    category: 'HEDGE',
    at: { latitude: 50.4301, longitude: -3.6866 },
    owner: 'stewardsam',
    isPublic: false,
    description: 'Hedge with three nest boxes; location kept private during the breeding season.',
  },
  {
    name: 'Orchid patch at Longmarsh',
    category: 'MEADOW',
    at: { latitude: 50.4251, longitude: -3.6766 },
    owner: 'organiserolu',
    isPublic: false,
    description: 'Southern marsh orchids; kept private to protect them from picking.',
  },
  {
    name: 'Organisers\u2019 tool store',
    category: 'BOOKSHARE',
    at: { latitude: 50.431, longitude: -3.6858 },
    owner: 'organiserolu',
    isPublic: false,
    description: 'Lock-up behind the Civic Hall with loan tools and the seed library.',
  },
  {
    name: 'Kingsbridge Inn raised bed',
    category: 'VEGETABLEBED',
    at: { latitude: 50.4299, longitude: -3.6875 },
    owner: 'stewardsam',
    isPublic: false,
    description: 'Trial bed for no-dig beans; not yet open to volunteers.',
  },
];

export interface SeedOptions {
  /**
   * How many past actions to record across the public things (the demo uses
   * DEMO_ACTIVITY; tests keep the default 0 for speed).
   */
  activity?: number;
  /** Where uploads live; when given, a few public things get a demo photo. */
  storage?: FileStorage;
  /**
   * Give the admin's dashboard something to show (demoSupport.ts): a failed e-mail job, a
   * lockout, an unverified address. Off by default: tests count the queue's jobs.
   */
  support?: boolean;
}

/** How many public things get a demo photo (the dashboard gallery). */
export const DEMO_PHOTOS = 6;

/** The demo's activity history: enough for the feed to need infinite scroll. */
export const DEMO_ACTIVITY = 10_000;

/** Neighbours who appear in the activity feed and on the leaderboard. */
export const DEMO_NEIGHBOURS: ReadonlyArray<{ username: string; name: string }> = [
  { username: 'bramble_bea', name: 'Beatrice Bramble' },
  { username: 'dartside_dan', name: 'Daniel Dart' },
  { username: 'hollyhock_hal', name: 'Hal Hollyhock' },
  { username: 'meadow_mira', name: 'Mira Meadows' },
  { username: 'oakley_ola', name: 'Ola Oakley' },
  { username: 'poppy_priya', name: 'Priya Poppy' },
  { username: 'rowan_reid', name: 'Rowan Reid' },
  { username: 'sorrel_sue', name: 'Sue Sorrel' },
  { username: 'teasel_tom', name: 'Tom Teasel' },
  { username: 'willow_wen', name: 'Wen Willow' },
];

/** Categories with a soil moisture reading in the demo. */
const WATERED_CATEGORIES = new Set([
  'BEECAFE',
  'PLANTER',
  'FLOWERBED',
  'VEGETABLEBED',
  'MEADOW',
  'TREE',
  'HEDGE',
  'GREENHOUSE',
]);

const DEMO_COMMENTS: Record<string, readonly string[]> = {
  WATERING: [
    'Two cans on the roots before the heat.',
    'Watered from the butt; soil was dusty.',
    'Gave it a long soak, the top inch was dry.',
    'Quick top-up after a windy day.',
  ],
  UPKEEP: [
    'Deadheaded and cut back the lavender.',
    'Weeded around the edges and tidied the mulch.',
    'Oiled the slats and tightened two bolts.',
    'Cleared moss from the path.',
  ],
  LITTER_CLEANUP: [
    'Picked a bag of cans and crisp packets.',
    'Cleared litter after the market.',
    'Removed fly-tipped cardboard.',
  ],
  EDUCATION: [
    'Showed the primary school group the bee hotel.',
    'Talked to visitors about pollinators.',
    'Led a seed-saving session for neighbours.',
  ],
  MEASUREMENT: [
    'Soil felt damp at 5 cm.',
    'Counted 14 bumblebees in ten minutes.',
    'Girth measured at 1.2 m.',
  ],
  SHARE: ['Shared with the Saturday volunteers.', 'Posted on the town noticeboard.'],
};

const ACTIVITY_TYPES = [
  'WATERING',
  'WATERING',
  'WATERING',
  'UPKEEP',
  'UPKEEP',
  'LITTER_CLEANUP',
  'MEASUREMENT',
  'EDUCATION',
  'SHARE',
] as const;

function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return chosen;
}

/** Past actions by each public thing's stewards over the last 18 months. */
async function seedActivity(
  client: pg.Client,
  things: ReadonlyArray<{ id: string; stewards: string[] }>,
  count: number,
  random: () => number,
): Promise<void> {
  const withStewards = things.filter((thing) => thing.stewards.length > 0);
  if (count <= 0 || withStewards.length === 0) return;
  const rows = {
    thing: [] as string[],
    creator: [] as string[],
    type: [] as string[],
    comments: [] as (string | null)[],
    at: [] as string[],
  };
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const thing = withStewards[Math.floor(random() * withStewards.length)]!;
    const type = ACTIVITY_TYPES[Math.floor(random() * ACTIVITY_TYPES.length)]!;
    const comments = DEMO_COMMENTS[type]!;
    rows.thing.push(thing.id);
    rows.creator.push(thing.stewards[Math.floor(random() * thing.stewards.length)]!);
    rows.type.push(type);
    rows.comments.push(random() < 0.8 ? comments[Math.floor(random() * comments.length)]! : null);
    // Older actions are sparser: most activity is recent.
    rows.at.push(new Date(now - Math.pow(random(), 2) * 540 * 86_400_000).toISOString());
  }
  await client.query(
    `insert into app_public.actions (thing_id, creator_id, type, comments, created_at)
     select * from unnest($1::uuid[], $2::uuid[], $3::app_public.action_type[], $4::text[], $5::timestamptz[])
     order by 5`,
    [rows.thing, rows.creator, rows.type, rows.comments, rows.at],
  );
}

/** Insert the demo accounts and things when the database has no users. */
export async function seedDemoData(
  databaseUrl: string,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const activity = options.activity ?? 0;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // Serialise with other starting servers.
    await client.query('lock table app_public.users in share row exclusive mode');
    const { rows } = await client.query<{ count: string }>('select count(*) from app_public.users');
    if (Number(rows[0]?.count) > 0) {
      await client.query('rollback');
      return { seeded: false };
    }
    const ids = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      ids.set(account.username, await insertVerifiedAccount(client, account));
    }
    for (const neighbour of DEMO_NEIGHBOURS) {
      // Neighbours exist for the activity feed and leaderboard; they cannot sign in.
      const { rows: inserted } = await client.query<{ id: string }>(
        'insert into app_public.users (username, name) values ($1, $2) returning id',
        [neighbour.username, neighbour.name],
      );
      ids.set(neighbour.username, inserted[0]!.id);
    }
    const random = seededRandom(20261122);
    const thingIds: string[] = [];
    const thingIdsByName = new Map<string, string>();
    const publicThings: Array<{ id: string; stewards: string[] }> = [];
    for (const thing of DEMO_THINGS) {
      const ownerId = thing.owner ? ids.get(thing.owner) : undefined;
      const water = WATERED_CATEGORIES.has(thing.category) ? Math.round(random() * 70) : null;
      const point = pointFromLngLat(thing.at);
      const { rows: inserted } = await client.query<{ id: string }>(
        `insert into app_public.things
           (name, description, category, location, is_public, water, last_sensor_data, created_at)
         values ($1, $2, $3, point($4, $5), $6, $7, case when $7::float8 is null then null else now() end,
           now() - make_interval(days => $8))
         returning id`,
        [
          thing.name,
          thing.description,
          thing.category,
          point.x,
          point.y,
          thing.isPublic ?? true,
          water,
          400 + Math.floor(random() * 300),
        ],
      );
      const id = inserted[0]!.id;
      thingIds.push(id);
      thingIdsByName.set(thing.name, id);
      const stewards = ownerId ? [ownerId] : [];
      if (ownerId) {
        await client.query(
          'insert into app_public.thing_accesses (thing_id, user_id, is_owner) values ($1, $2, true)',
          [id, ownerId],
        );
        await client.query(
          `insert into app_public.actions (thing_id, creator_id, type, created_at)
           select $1, $2, 'CREATED', t.created_at from app_public.things t where t.id = $1`,
          [id, ownerId],
        );
      }
      if (thing.isPublic ?? true) {
        // A few neighbours help with each public thing.
        for (const neighbour of pick(DEMO_NEIGHBOURS, 3, random)) {
          const userId = ids.get(neighbour.username)!;
          await client.query(
            `insert into app_public.thing_accesses (thing_id, user_id, is_collaborator)
             values ($1, $2, true) on conflict do nothing`,
            [id, userId],
          );
          stewards.push(userId);
        }
        publicThings.push({ id, stewards });
      }
    }
    await seedActivity(client, publicThings, activity, random);
    // A sensor of each model with 30 days of history (its own deterministic randomness, so the
    // things and activity above stay as they were).
    await seedDemoDevices(client, ids.get(DEMO_DEVICE_OWNER)!, thingIdsByName);
    // The map's sample B-Lines and the gateway the demo uplinks name.
    await seedMapSamples(client);
    // Two groups (one private) of the demo accounts, looking after a few of the things.
    await seedDemoGroups(client, ids, thingIdsByName);
    if (options.support) {
      await seedDemoSupport(
        client,
        ids,
        DEMO_NEIGHBOURS.map((neighbour) => neighbour.username),
      );
    }
    if (options.storage) {
      const photographed = publicThings
        .filter((thing) => thing.stewards.length > 0)
        .slice(0, DEMO_PHOTOS)
        .map((thing) => ({ id: thing.id, ownerId: thing.stewards[0]! }));
      await seedDemoPhotos(client, options.storage, photographed);
    }
    await client.query('commit');
    return { seeded: true };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Whether any administrator exists (without demo data, an operator makes the first). */
export async function hasAdministrator(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>(
      'select exists (select 1 from app_public.users where is_admin) as found',
    );
    return rows[0]?.found === true;
  } finally {
    await client.end();
  }
}

export function formatDemoAccounts(): string {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `${a.username.padEnd(13)} ${a.password.padEnd(22)} ${a.isAdmin ? 'admin' : 'user'}`,
  );
  const width = Math.max(...lines.map((l) => l.length), 20);
  const rule = '─'.repeat(width + 2);
  return [
    `┌${rule}┐`,
    `│ ${'Demo accounts'.padEnd(width)} │`,
    `├${rule}┤`,
    ...lines.map((l) => `│ ${l.padEnd(width)} │`),
    `└${rule}┘`,
  ].join('\n');
}
