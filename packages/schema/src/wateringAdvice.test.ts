import { describe, expect, it } from 'vitest';
import { wateringAdvice, whenRain, type WateringInputs } from './wateringAdvice';

// Local times, as the person reading the advice sees them.
const now = new Date(2026, 6, 1, 10, 0);
const at = (day: number, hour: number) => new Date(2026, 6, day, hour, 0);

const cases: Array<[string, WateringInputs, { kind: string; litres?: number; headline: string }]> =
  [
    [
      'a heavy shower due tonight: skip',
      {
        category: 'FLOWERBED',
        rainLast7DaysMm: 0,
        forecast: { rainMm: 6, rainProbability: 80, firstRainAt: at(1, 20) },
        now,
      },
      { kind: 'skip', headline: 'Skip: 6 mm of rain expected tonight' },
    ],
    [
      'heavy rain tomorrow afternoon, even with no rain record: skip',
      {
        category: 'VEGETABLEBED',
        forecast: { rainMm: 9.4, rainProbability: 90, firstRainAt: at(2, 14) },
        now,
      },
      { kind: 'skip', headline: 'Skip: 9.4 mm of rain expected tomorrow' },
    ],
    [
      'a likely-but-light shower does not cancel a dry week',
      {
        category: 'PLANTER',
        bedArea: 1,
        rainLast7DaysMm: 10,
        forecast: { rainMm: 1, rainProbability: 50 },
        now,
      },
      { kind: 'water', litres: 13, headline: 'Water about 13 litres today' },
    ],
    [
      'heavy rain that is unlikely (30%) does not skip',
      {
        category: 'FLOWERBED',
        rainLast7DaysMm: 0,
        forecast: { rainMm: 8, rainProbability: 30 },
        drainage: 'Slightly impeded drainage',
        now,
      },
      { kind: 'water', litres: 60, headline: 'Water about 60 litres today' },
    ],
    [
      'a dry week on freely draining soil needs more',
      {
        category: 'VEGETABLEBED',
        bedArea: 2.5,
        rainLast7DaysMm: 5,
        forecast: { rainMm: 2 },
        drainage: 'Freely draining',
        now,
      },
      { kind: 'water', litres: 40, headline: 'Water about 40 litres today' },
    ],
    [
      'the same week on naturally wet soil needs less',
      {
        category: 'VEGETABLEBED',
        bedArea: 2.5,
        rainLast7DaysMm: 5,
        forecast: { rainMm: 2 },
        drainage: 'Naturally wet',
        now,
      },
      { kind: 'water', litres: 20, headline: 'Water about 20 litres today' },
    ],
    [
      'a wet week: skip',
      {
        category: 'FLOWERBED',
        rainLast7DaysMm: 18,
        forecast: { rainMm: 0, rainProbability: 5 },
        now,
      },
      { kind: 'skip', headline: 'Skip: enough rain this week (18 mm)' },
    ],
    [
      'a moist sensor reading wins over a dry week',
      { category: 'FLOWERBED', rainLast7DaysMm: 0, moisture: 45, now },
      { kind: 'skip', headline: 'Skip: the soil sensor reads 45% moisture' },
    ],
    [
      'a dry sensor reading wins over forecast rain: a top-up',
      {
        category: 'FLOWERBED',
        rainLast7DaysMm: 20,
        forecast: { rainMm: 6, rainProbability: 80 },
        moisture: 15,
        now,
      },
      { kind: 'water', litres: 17, headline: 'Water about 17 litres today' },
    ],
    [
      'a dry sensor reading is enough without any rain record',
      { category: 'BEECAFE', moisture: 25, now },
      { kind: 'water', litres: 40, headline: 'Water about 40 litres today' },
    ],
    [
      'no rain record and no sensor: says it cannot tell',
      {
        category: 'FLOWERBED',
        forecast: { rainMm: 1, rainProbability: 40 },
        drainage: 'Freely draining',
        now,
      },
      {
        kind: 'unknown',
        headline: 'Not sure: no rain record and no moisture sensor for this spot',
      },
    ],
    [
      'a greenhouse ignores the rain',
      {
        category: 'GREENHOUSE',
        rainLast7DaysMm: 40,
        forecast: { rainMm: 12, rainProbability: 100 },
        drainage: 'Impeded drainage',
        now,
      },
      { kind: 'water', litres: 100, headline: 'Water about 100 litres today' },
    ],
  ];

describe('wateringAdvice', () => {
  it.each(cases)('%s', (_name, inputs, expected) => {
    const advice = wateringAdvice(inputs)!;
    expect({ kind: advice.kind, litres: advice.litres, headline: advice.headline }).toEqual({
      litres: undefined,
      ...expected,
    });
  });

  it.each(['BENCH', 'BIN', 'MURAL', 'PLAQUE', 'MEADOW', 'APIARY'] as const)(
    'gives no advice for a %s',
    (category) => {
      expect(wateringAdvice({ category, rainLast7DaysMm: 0, now })).toBeNull();
    },
  );

  it('explains each input it used and how it moved the advice', () => {
    const advice = wateringAdvice({
      category: 'VEGETABLEBED',
      bedArea: 2.5,
      rainLast7DaysMm: 5,
      forecast: { rainMm: 2, rainProbability: 70, firstRainAt: at(1, 15) },
      drainage: 'Freely draining',
      now,
    })!;
    expect(advice.reasons).toEqual([
      { input: 'category', text: 'Plants like these use about 21 litres per m² a week in summer.' },
      { input: 'bedArea', text: 'The bed is 2.5 m².' },
      { input: 'forecast', text: '2 mm of rain forecast today (70% chance).' },
      {
        input: 'drainage',
        text: 'The soil is freely draining: it holds little water, so it needs more.',
      },
      {
        input: 'rainLast7Days',
        text: '5 mm of rain fell in the last 7 days at the nearest gauge.',
      },
    ]);
    expect(advice.missing).toEqual([
      { input: 'moisture', text: 'No moisture sensor linked: the soil is estimated from rain.' },
    ]);
  });

  it('says plainly what it lacks, and which assumptions it made instead', () => {
    const advice = wateringAdvice({ category: 'FLOWERBED', drainage: 'Gravelly', now })!;
    expect(advice.kind).toBe('unknown');
    expect(advice.missing).toEqual([
      {
        input: 'bedArea',
        text: 'No bed area recorded: assuming 4 m², typical for this kind of thing.',
      },
      { input: 'moisture', text: 'No moisture sensor linked: the soil is estimated from rain.' },
      { input: 'forecast', text: 'No forecast for the next 24 hours.' },
      { input: 'drainage', text: 'Soil drainage "Gravelly" is not one the rule knows.' },
      { input: 'rainLast7Days', text: 'No rain gauge nearby: the last week’s rain is unknown.' },
    ]);
  });

  it('scales with the bed area', () => {
    const base = { category: 'FLOWERBED' as const, rainLast7DaysMm: 0, now };
    expect(wateringAdvice({ ...base, bedArea: 1 })!.litres).toBe(17);
    expect(wateringAdvice({ ...base, bedArea: 10 })!.litres).toBe(170);
  });
});

describe('whenRain', () => {
  it.each([
    [at(1, 12), 'today'],
    [at(1, 21), 'tonight'],
    [at(2, 3), 'tonight'],
    [at(2, 9), 'tomorrow'],
    [at(4, 9), 'in the next 24 hours'],
    [null, 'in the next 24 hours'],
  ])('rain from %s falls %s', (start, words) => {
    expect(whenRain(start, now)).toBe(words);
  });
});
