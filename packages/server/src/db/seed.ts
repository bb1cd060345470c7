// Demo data for a fresh database: three accounts and things around Totnes, Devon.
// Runs as the owner (bypassing RLS) and only when there are no users yet.
import pg from 'pg';

export interface DemoAccount {
  username: string;
  name: string;
  password: string;
  /** A verified primary address. */
  email: string;
  isAdmin: boolean;
}

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
  },
  {
    username: 'organiserolu',
    name: 'Olu Organiser',
    password: 'Bloomkeep-organiser-1',
    email: 'olu@bloomkeep.example',
    isAdmin: false,
  },
];

type Owner = 'admin' | 'stewardsam' | 'organiserolu' | null;

interface DemoThing {
  name: string;
  category: string;
  /** Latitude, longitude. */
  at: [number, number];
  owner: Owner;
  description: string;
  isPublic?: boolean;
}

export const DEMO_THINGS: readonly DemoThing[] = [
  {
    name: 'Castle Street bee cafe',
    category: 'BEECAFE',
    at: [50.4331, -3.6884],
    owner: 'stewardsam',
    description:
      'Lavender, catmint and thyme in three tiers by the castle steps. Visited by bumblebees from March.',
  },
  {
    name: 'Vire Island planter',
    category: 'PLANTER',
    at: [50.4299, -3.6789],
    owner: 'organiserolu',
    description:
      'Large oak planter at the island entrance, replanted each spring by the Saturday volunteers.',
  },
  {
    name: 'Rotherfold bench',
    category: 'BENCH',
    at: [50.4312, -3.6879],
    owner: 'stewardsam',
    description: 'Memorial bench facing the market square. Needs an annual coat of oil.',
  },
  {
    name: 'Leechwell Garden flower bed',
    category: 'FLOWERBED',
    at: [50.4304, -3.6871],
    owner: 'organiserolu',
    description:
      'Cottage-garden bed beside the old wells: foxgloves, hollyhocks and self-seeded poppies.',
  },
  {
    name: 'Civic Square notice board',
    category: 'NOTICEBOARD',
    at: [50.4319, -3.6862],
    owner: 'admin',
    description: 'Community notices and the volunteer rota. Keys at the town council office.',
  },
  {
    name: 'St Mary\u2019s churchyard yew',
    category: 'TREE',
    at: [50.4317, -3.6868],
    owner: 'organiserolu',
    description:
      'Ancient yew on the north side of the church. Watch for the roots heaving the path.',
  },
  {
    name: 'East Gate plaque',
    category: 'PLAQUE',
    at: [50.4314, -3.6851],
    owner: 'admin',
    description: 'Bronze plaque recording the rebuilding of the arch. Polish twice a year.',
  },
  {
    name: 'The Plains obelisk',
    category: 'SCULPTURE',
    at: [50.4307, -3.6812],
    owner: 'admin',
    description: 'Granite memorial at the foot of Fore Street; lichen survey every autumn.',
  },
  {
    name: 'Totnes Bridge hanging baskets',
    category: 'PLANTER',
    at: [50.4318, -3.6791],
    owner: 'stewardsam',
    description: 'Twelve baskets along the bridge railings; watered daily in July and August.',
  },
  {
    name: 'Bridgetown verge meadow',
    category: 'MEADOW',
    at: [50.4325, -3.6764],
    owner: 'organiserolu',
    description:
      'Roadside verge left uncut until September: oxeye daisies, knapweed and bird\u2019s-foot trefoil.',
  },
  {
    name: 'Steamer Quay fence',
    category: 'FENCE',
    at: [50.4291, -3.6779],
    owner: 'stewardsam',
    description: 'Chestnut paling along the quay path, with climbing roses trained along it.',
  },
  {
    name: 'Longmarsh wildflower meadow',
    category: 'MEADOW',
    at: [50.4256, -3.6771],
    owner: 'organiserolu',
    description:
      'Riverside meadow on the walk to Sharpham. Hay cut in late August; yellow rattle sown in autumn.',
  },
  {
    name: 'Borough Park apiary',
    category: 'APIARY',
    at: [50.4347, -3.6829],
    owner: 'stewardsam',
    description:
      'Two hives behind the bowling green fence. Inspections on Sunday mornings, veils provided.',
  },
  {
    name: 'Station book swap',
    category: 'BOOKSHARE',
    at: [50.4374, -3.6889],
    owner: 'organiserolu',
    description: 'Weatherproof cabinet on platform 1: take a book, leave a book.',
  },
  {
    name: 'Ticklemore Street herb planter',
    category: 'PLANTER',
    at: [50.4304, -3.6802],
    owner: 'stewardsam',
    description: 'Rosemary, sage and chives free for passers-by to pick.',
  },
  {
    name: 'Castle mound oak',
    category: 'TREE',
    at: [50.4338, -3.6891],
    owner: 'admin',
    description:
      'Veteran oak on the motte\u2019s western slope. Tree survey due every three years.',
  },
  {
    name: 'Harpers Hill hedge',
    category: 'HEDGE',
    at: [50.4289, -3.6904],
    owner: 'stewardsam',
    description:
      'Devon bank with hawthorn, hazel and blackthorn; laid in winter, never flailed in nesting season.',
  },
  {
    name: 'Coronation Road living wall',
    category: 'WALL',
    at: [50.4334, -3.6845],
    owner: 'organiserolu',
    description:
      'Ferns and ivy-leaved toadflax in the old stone wall; keep the drip line running in dry spells.',
  },
  {
    name: 'Fore Street mural',
    category: 'MURAL',
    at: [50.4313, -3.684],
    owner: 'admin',
    description: 'Painted by pupils of the primary school: the River Dart from source to sea.',
  },
  {
    name: 'Vire Island compost bins',
    category: 'BIN',
    at: [50.4302, -3.6794],
    owner: 'organiserolu',
    description: 'Three-bay compost for the island beds. Turn fortnightly; no cooked food.',
  },
  {
    name: 'Bridgetown allotment greenhouse',
    category: 'GREENHOUSE',
    at: [50.4337, -3.6738],
    owner: 'stewardsam',
    description: 'Shared greenhouse for seedlings. Open the vents on sunny mornings.',
  },
  {
    name: 'Station approach vegetable bed',
    category: 'VEGETABLEBED',
    at: [50.4369, -3.688],
    owner: 'organiserolu',
    description: 'Incredible-edible style bed: kale, chard and beans for anyone to harvest.',
  },
  {
    name: 'Totnes weir lookout bench',
    category: 'BENCH',
    at: [50.4383, -3.6826],
    owner: 'stewardsam',
    description: 'Bench above the weir where the salmon leap in autumn.',
  },
  {
    name: 'St Mary\u2019s churchyard graves',
    category: 'GRAVE',
    at: [50.4315, -3.6871],
    owner: 'admin',
    description:
      'Older headstones in the south churchyard; gentle clearing only, wildflowers left to seed.',
  },
  {
    name: 'Baltic Wharf bee cafe',
    category: 'BEECAFE',
    at: [50.4246, -3.6759],
    owner: 'stewardsam',
    description: 'Pollinator border by the boatyard: sedum, echinacea and borage.',
  },
  {
    name: 'High Street Butterwalk planters',
    category: 'PLANTER',
    at: [50.4321, -3.6873],
    owner: null,
    description: 'Window-box planters under the Butterwalk arcade. Looking for a steward.',
  },
  {
    name: 'Follaton orchard tree',
    category: 'TREE',
    at: [50.4322, -3.6995],
    owner: 'organiserolu',
    description: 'Devon apple variety \u201cPig\u2019s Snout\u201d, grafted in 2019.',
  },
  // Private: visible only to their owner and administrators.
  {
    name: 'Sam\u2019s seedling trays',
    category: 'GREENHOUSE',
    at: [50.4336, -3.6741],
    owner: 'stewardsam',
    isPublic: false,
    description: 'Tomato and squash seedlings for the spring plant sale.',
  },
  {
    name: 'Leechwell Lane nest box hedge',
    category: 'HEDGE',
    at: [50.4301, -3.6866],
    owner: 'stewardsam',
    isPublic: false,
    description: 'Hedge with three nest boxes; location kept private during the breeding season.',
  },
  {
    name: 'Orchid patch at Longmarsh',
    category: 'MEADOW',
    at: [50.4251, -3.6766],
    owner: 'organiserolu',
    isPublic: false,
    description: 'Southern marsh orchids; kept private to protect them from picking.',
  },
  {
    name: 'Organisers\u2019 tool store',
    category: 'BOOKSHARE',
    at: [50.431, -3.6858],
    owner: 'organiserolu',
    isPublic: false,
    description: 'Lock-up behind the Civic Hall with loan tools and the seed library.',
  },
  {
    name: 'Kingsbridge Inn raised bed',
    category: 'VEGETABLEBED',
    at: [50.4299, -3.6875],
    owner: 'stewardsam',
    isPublic: false,
    description: 'Trial bed for no-dig beans; not yet open to volunteers.',
  },
];

/** Insert the demo accounts and things when the database has no users. */
export async function seedDemoData(databaseUrl: string): Promise<{ seeded: boolean }> {
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
      const { rows: inserted } = await client.query<{ id: string }>(
        'insert into app_public.users (username, name, is_admin) values ($1, $2, $3) returning id',
        [account.username, account.name, account.isAdmin],
      );
      const id = inserted[0]!.id;
      ids.set(account.username, id);
      await client.query('select app_private.set_password($1, $2)', [id, account.password]);
      // Verified already, so no verification e-mail is queued.
      await client.query(
        `insert into app_public.user_emails (user_id, email, is_verified) values ($1, $2, true)`,
        [id, account.email],
      );
    }
    for (const thing of DEMO_THINGS) {
      await client.query(
        `insert into app_public.things (name, description, category, location, is_public, owner_id)
         values ($1, $2, $3, point($4, $5), $6, $7)`,
        [
          thing.name,
          thing.description,
          thing.category,
          thing.at[0],
          thing.at[1],
          thing.isPublic ?? true,
          thing.owner ? ids.get(thing.owner) : null,
        ],
      );
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
