import { describe, expect, it } from 'vitest';
import { DRAINAGE_FACTOR } from './wateringAdvice';
import { SOIL_FIELDS, soilExplanation, soilFieldMeaning } from './soil';

describe('soilExplanation', () => {
  it('explains every drainage class the watering rule weighs, each differently', () => {
    const texts = Object.keys(DRAINAGE_FACTOR).map((drainage) =>
      soilExplanation('drainage', drainage),
    );
    for (const text of texts) expect(text).not.toBe(soilFieldMeaning('drainage'));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('tells impeded drainage to water less often, more deeply, whatever the case', () => {
    expect(soilExplanation('drainage', '  IMPEDED drainage ')).toBe(
      'Water sits after rain. Water less often, more deeply, and feel the soil first.',
    );
    expect(soilExplanation('drainage', 'Slightly impeded drainage')).toMatch(/fairly well/);
  });

  it('reads the most specific class first: very low is not low, lime-rich is lime', () => {
    expect(soilExplanation('fertility', 'Very low')).toMatch(/^Few nutrients/);
    expect(soilExplanation('fertility', 'Low')).toMatch(/^Fairly poor/);
    expect(soilExplanation('fertility', 'Lime-rich but base-poor')).toMatch(/^Alkaline/);
    expect(soilExplanation('texture', 'Loamy and clayey')).toMatch(/^Heavy/);
  });

  it('falls back to what the field means for values it does not know and free text', () => {
    expect(soilExplanation('texture', 'Gravel')).toBe(soilFieldMeaning('texture'));
    expect(soilExplanation('drainsTo', 'The River Dart')).toBe(soilFieldMeaning('drainsTo'));
    for (const field of SOIL_FIELDS) expect(soilFieldMeaning(field)).toMatch(/\.$/);
  });
});
