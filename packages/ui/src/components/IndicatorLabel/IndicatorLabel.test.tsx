import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { indicatorLevels } from '../../domain/indicatorLevel';
import { IndicatorLabel } from './IndicatorLabel';

describe('IndicatorLabel', () => {
  it.each([
    ['tooWet', 'Too wet'],
    ['moist', 'Moist'],
    ['needsWater', 'Needs water'],
    ['tooDry', 'Too dry'],
    ['unknown', 'Unknown'],
  ] as const)('names level %s as "%s" in text', (level, text) => {
    const { container } = render(<IndicatorLabel level={level} />);
    expect(container.textContent).toBe(text);
  });

  it('colours each level differently', () => {
    const { container } = render(
      <>
        {indicatorLevels.map((level) => (
          <IndicatorLabel key={level} level={level} />
        ))}
      </>,
    );
    const dots = [...container.querySelectorAll('[aria-hidden="true"]')].map((d) => d.className);
    expect(new Set(dots).size).toBe(5);
  });

  it('shows a prefix before the level', () => {
    render(<IndicatorLabel level="moist" prefix="Water:" />);
    expect(screen.getByText('Water:')).toBeTruthy();
  });

  it('has a small size', () => {
    const { container } = render(
      <>
        <IndicatorLabel level="moist" size="small" />
        <IndicatorLabel level="moist" />
      </>,
    );
    const [small, medium] = container.children;
    expect(small?.className).not.toBe(medium?.className);
  });
});
