import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mapPoints } from '../../fixtures/mapFixtures';
import { mapPointDescription, MapPointCard } from './MapPointCard';

const [beeCafe, , greenhouse, , sensor, station] = mapPoints;

describe('MapPointCard', () => {
  it('shows a thing’s name, category, water indicator and last action', () => {
    render(<MapPointCard point={beeCafe!} />);
    const card = screen.getByTestId('map-point-card');
    expect(card.textContent).toContain('Castle Street bee cafe');
    expect(card.textContent).toContain('Bee cafe');
    expect(card.textContent).toContain('Needs water');
    expect(card.textContent).toContain('Watered 3 days ago by Sam');
  });

  it('says Unknown for a thing without a reading and leaves out a missing last action', () => {
    render(<MapPointCard point={{ ...greenhouse!, level: undefined }} />);
    const card = screen.getByTestId('map-point-card');
    expect(card.textContent).toContain('Unknown');
    expect(card.querySelectorAll('p')).toHaveLength(1);
  });

  it('shows a device’s model', () => {
    render(<MapPointCard point={sensor!} />);
    expect(screen.getByTestId('map-point-card').textContent).toContain('Soil moisture sensor');
  });

  it('shows no water indicator for a rain gauge', () => {
    render(<MapPointCard point={station!} />);
    const card = screen.getByTestId('map-point-card');
    expect(card.textContent).toBe('Totnes rain gaugeRainfall station');
  });

  it('describes a point in one line for its focus target', () => {
    expect(mapPointDescription(beeCafe!)).toBe(
      'Castle Street bee cafe, Bee cafe, Needs water, Watered 3 days ago by Sam',
    );
    expect(mapPointDescription(station!)).toBe('Totnes rain gauge, Rainfall station');
  });
});
