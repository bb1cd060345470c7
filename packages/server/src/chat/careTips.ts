// Care tips per category (issue 15): a small curated table the assistants quote for "How do
// I look after a hedge in winter?". General UK community-gardening practice (the RHS's and
// wildlife trusts' advice, in our own words); short, safe and seasonal. Add to it here.
import type { ThingCategory } from '@bloomkeep/schema';

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

interface CareTips {
  general: string[];
  seasons?: Partial<Record<Season, string[]>>;
}

const CARE_TIPS: Record<ThingCategory, CareTips> = {
  APIARY: {
    general: [
      'Leave the hives to the beekeeper; keep the entrance area clear and quiet.',
      'Plant nectar-rich flowers nearby and keep a shallow water source with stones to land on.',
    ],
    seasons: {
      winter: ['Do not open the hives in winter; check that nothing blocks the entrances.'],
      summer: ['Keep the water source topped up on hot days.'],
    },
  },
  BEECAFE: {
    general: [
      'Grow a mix of single-flowered plants that bloom from early spring to late autumn.',
      'Avoid pesticides, and leave some bare ground and hollow stems for solitary bees.',
    ],
    seasons: {
      spring: ['Plant early flowers (crocus, pulmonaria, willow) for the first bees.'],
      summer: ['Deadhead to keep flowers coming, and water in the evening in dry spells.'],
      autumn: ['Leave ivy to flower: it feeds bees late in the year.'],
      winter: ['Leave seed heads and hollow stems standing: insects overwinter in them.'],
    },
  },
  BENCH: {
    general: ['Wipe it down and check for loose slats or bolts; report damage to the owners.'],
    seasons: { autumn: ['Oil wooden benches before winter to keep the wet out.'] },
  },
  BIN: {
    general: ['Empty it before it overflows and keep the lid closed to keep animals out.'],
  },
  BOOKSHARE: {
    general: ['Keep the books dry and tidy, and take out damaged ones.'],
    seasons: { winter: ['Check the door seal: damp spoils books in winter.'] },
  },
  FENCE: {
    general: ['Check posts and panels for rot or damage, and keep climbing plants tied in.'],
    seasons: { autumn: ['Treat wooden fences before winter, in dry weather.'] },
  },
  FLOWERBED: {
    general: [
      'Water deeply and less often rather than a little every day; mulch to keep moisture in.',
      'Weed little and often, and deadhead to keep flowers coming.',
    ],
    seasons: {
      spring: ['Mulch with compost once the soil warms, and plant out after the last frost.'],
      summer: ['Water in the early morning or evening during dry spells.'],
      autumn: ['Plant spring bulbs and divide crowded perennials.'],
      winter: ['Leave seed heads for birds, and keep off the soil when it is wet or frozen.'],
    },
  },
  GRAVE: {
    general: ['Keep it tidy with care and respect; ask the family before planting anything.'],
  },
  GREENHOUSE: {
    general: [
      'Rain does not reach plants under cover: they need watering even in wet weeks.',
      'Open vents on warm days to avoid overheating and disease.',
    ],
    seasons: {
      summer: ['Water daily in hot weather and shade the glass if it gets above 27 °C.'],
      winter: ['Water sparingly, ventilate on mild days, and clean the glass for light.'],
    },
  },
  HEDGE: {
    general: [
      'Trim it into a slight A shape (wider at the bottom) so light reaches the base.',
      'Never cut during the bird nesting season (March to August) without checking for nests.',
    ],
    seasons: {
      winter: [
        'Winter is the time for hard cutting or laying a hedge, while birds are not nesting and it is dormant.',
        'Plant bare-root hedging between November and March when the ground is not frozen.',
        'Leave the berries that are left: they feed birds through the winter.',
      ],
      spring: ['Mulch new hedges and keep them weed-free for their first years.'],
      summer: ['Water new hedges in dry spells during their first summer.'],
      autumn: ['Give a light trim once nesting is over, leaving some berries for birds.'],
    },
  },
  MEADOW: {
    general: [
      'Cut once a year after the flowers have set seed, and take the cuttings away.',
      'Do not feed it: wildflowers do best on poor soil.',
    ],
    seasons: {
      summer: ['Cut in late summer once the seed has dropped.'],
      autumn: ['Sow yellow rattle to weaken the grasses.'],
    },
  },
  MURAL: {
    general: ['Keep plants from growing over it and report damage or graffiti to the owners.'],
  },
  NOTICEBOARD: {
    general: ['Take down out-of-date notices and keep the glass clean.'],
  },
  PLANTER: {
    general: [
      'Planters dry out fast: check the soil a finger deep and water when it is dry.',
      'Top up with fresh compost each spring and keep the drainage holes clear.',
    ],
    seasons: {
      summer: ['In hot weather a planter may need water every day; water in the evening.'],
      winter: ['Raise planters on feet so they drain, and water only when the compost is dry.'],
    },
  },
  PLAQUE: {
    general: ['Clean it gently with water and a soft cloth; no harsh chemicals.'],
  },
  SCULPTURE: {
    general: ['Keep plants clear of it and report damage to the owners.'],
  },
  TREE: {
    general: [
      'Young trees need about 50 litres a week in dry spells for their first three summers.',
      'Keep a metre round the trunk clear of grass and loosen ties as the tree grows.',
    ],
    seasons: {
      winter: ['Plant bare-root trees between November and March, and check stakes after storms.'],
      summer: ['Water young trees slowly and deeply once a week in dry weather.'],
      spring: ['Mulch round the base (not touching the trunk) to keep moisture in.'],
    },
  },
  VEGETABLEBED: {
    general: [
      'Water the roots, not the leaves, and keep the soil covered with mulch.',
      'Rotate crops each year to keep the soil healthy.',
    ],
    seasons: {
      spring: ['Sow after the last frost and protect seedlings from slugs.'],
      summer: ['Pick often and water regularly: irregular watering makes crops split or bolt.'],
      autumn: ['Sow green manure or cover the bed to protect the soil over winter.'],
      winter: ['Dig in compost or leave it on the surface for the worms to take down.'],
    },
  },
  WALL: {
    general: ['Check for loose stones or bricks, and keep ivy from getting into the mortar.'],
  },
};

/** The meteorological season in the UK for a date (winter: December to February). */
export function seasonOf(date: Date): Season {
  const month = date.getUTCMonth();
  if (month === 11 || month <= 1) return 'winter';
  if (month <= 4) return 'spring';
  if (month <= 7) return 'summer';
  return 'autumn';
}

/** The tips for a category: general ones, and the season's (the given one, or now's). */
export function careTipsFor(
  category: ThingCategory,
  season: Season | null,
  now: Date,
): { season: Season; general: string[]; seasonal: string[] } {
  const tips = CARE_TIPS[category];
  const chosen = season ?? seasonOf(now);
  return { season: chosen, general: tips.general, seasonal: tips.seasons?.[chosen] ?? [] };
}
