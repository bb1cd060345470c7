// What a thing's soil means for the person who looks after it (issue 12, "Soil": "a soil
// panel, with plain-language explanations of each field"). The fields are Cranfield
// Soilscapes' attributes (docs/decisions/0128-soilscapes.md). Classed fields (texture,
// drainage, fertility, carbon) are explained by their class; the free-text ones by what
// the field tells a steward. The drainage classes are those the watering rule weighs
// (wateringAdvice.ts DRAINAGE_FACTOR), so the panel and "Why?" say the same thing.

export const SOIL_FIELDS = [
  'texture',
  'drainage',
  'fertility',
  'carbon',
  'landcover',
  'habitats',
  'drainsTo',
  'waterProtection',
  'generalCropping',
] as const;
export type SoilField = (typeof SOIL_FIELDS)[number];

export const SOIL_FIELD_LABELS: Record<SoilField, string> = {
  texture: 'Texture',
  drainage: 'Drainage',
  fertility: 'Fertility',
  carbon: 'Carbon',
  landcover: 'Land cover',
  habitats: 'Habitats',
  drainsTo: 'Drains to',
  waterProtection: 'Water protection',
  generalCropping: 'Grows well',
};

/** What each field is, for values the classes below do not know (and free-text fields). */
const FIELD_MEANING: Record<SoilField, string> = {
  texture: 'How the topsoil feels: it decides how fast water drains and how much the soil holds.',
  drainage: 'How fast rain drains away: it decides how often to water.',
  fertility: 'How many nutrients the soil has for plants.',
  carbon: 'How much organic matter the soil holds: more holds more water.',
  landcover: 'What the land around here is mostly used for.',
  habitats:
    'The wild habitats this soil supports: plants that belong here do best and feed local wildlife.',
  drainsTo:
    'Where water from this soil ends up: fertiliser or weedkiller put on the soil can follow it.',
  waterProtection: 'How to keep nearby water clean.',
  generalCropping: 'What farmers usually grow on this soil: a hint of what does well.',
};

/** Class keywords, most specific first, and what each means for watering and planting. */
const CLASSES: Partial<Record<SoilField, ReadonlyArray<readonly [string, string]>>> = {
  texture: [
    [
      'peat',
      'Full of organic matter and holds a lot of water. Keep it from drying out: dry peat is hard to wet again.',
    ],
    [
      'clay',
      'Heavy, holds water and nutrients, cracks when dry. Water less often, more deeply; keep off it when wet.',
    ],
    [
      'sand',
      'Light and quick to drain, so it dries out fast. Water more often in dry spells and mulch to keep moisture in.',
    ],
    [
      'loam',
      'A mix of sand, silt and clay that holds water yet drains well. The easiest soil to garden.',
    ],
  ],
  drainage: [
    [
      'freely draining',
      'Rain drains away quickly and the soil dries out soonest. Water more often in dry spells.',
    ],
    [
      'slightly impeded',
      'Drains fairly well but can stay wet in winter. Ordinary watering suits it.',
    ],
    ['impeded', 'Water sits after rain. Water less often, more deeply, and feel the soil first.'],
    [
      'naturally wet',
      'The water table is near the surface for much of the year. Water only in long dry spells.',
    ],
    [
      'surface wetness',
      'The top stays wet after rain while deeper soil may be drier. Water less often, more deeply.',
    ],
    [
      'variable',
      'Drainage changes across this area. Feel the soil with a finger before you water.',
    ],
  ],
  fertility: [
    [
      'lime',
      'Alkaline soil. Lavender, clematis and many wildflowers love it; blueberries and rhododendrons do not.',
    ],
    [
      'very low',
      'Few nutrients. Wildflowers thrive; vegetables need compost or well-rotted manure.',
    ],
    [
      'low',
      'Fairly poor in nutrients. Herbs and wildflowers do well as it is; add compost for vegetables.',
    ],
    ['moderate', 'Enough nutrients for most plants. A yearly mulch of compost keeps it that way.'],
    ['high', 'Rich in nutrients, so most plants thrive, but grasses crowd out wildflower meadows.'],
  ],
  carbon: [
    ['low', 'Little organic matter. Mulching with compost helps the soil hold water.'],
    ['medium', 'Some organic matter. Keep adding mulch to keep it.'],
    ['high', 'Rich in organic matter. Avoid digging it over, which releases the carbon it stores.'],
  ],
};

/** What a field means in general: the panel's description of it. */
export function soilFieldMeaning(field: SoilField): string {
  return FIELD_MEANING[field];
}

/**
 * What this value means for the steward: the class's explanation for classed fields it
 * knows, else what the field tells (a free-text value speaks for itself beside it).
 */
export function soilExplanation(field: SoilField, value: string): string {
  const text = value.trim().toLowerCase();
  const known = CLASSES[field]?.find(([keyword]) => text.includes(keyword));
  return known ? known[1] : FIELD_MEANING[field];
}
