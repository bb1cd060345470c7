import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RenderTimeProvider, useMountTime, useRenderTime } from './renderTime';

function Times() {
  const now = useRenderTime();
  const mounted = useMountTime();
  return (
    <p>
      <span data-testid="now">{now.toISOString()}</span>
      <span data-testid="mounted">{mounted.toISOString()}</span>
    </p>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('"now" while a page renders', () => {
  it('is the provider’s time while it holds one, then the clock, but a mount time stays', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:01:30Z') });
    const server = new Date('2026-11-27T12:00:00Z');
    const { rerender } = render(
      <RenderTimeProvider time={server}>
        <Times />
      </RenderTimeProvider>,
    );
    expect(text('now')).toBe('2026-11-27T12:00:00.000Z');
    expect(text('mounted')).toBe('2026-11-27T12:00:00.000Z');
    rerender(
      <RenderTimeProvider time={null}>
        <Times />
      </RenderTimeProvider>,
    );
    expect(text('now')).toBe('2026-11-27T12:01:30.000Z');
    expect(text('mounted')).toBe('2026-11-27T12:00:00.000Z');
    vi.useRealTimers();
  });

  it('is the clock with no provider, and a component’s own date wins', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') });
    render(<Times />);
    expect(text('now')).toBe('2026-11-27T09:00:00.000Z');
    function Fixed() {
      return (
        <span data-testid="fixed">
          {useRenderTime(new Date('2020-01-01T00:00:00Z')).toISOString()}
        </span>
      );
    }
    render(
      <RenderTimeProvider time={new Date('2026-11-27T12:00:00Z')}>
        <Fixed />
      </RenderTimeProvider>,
    );
    expect(text('fixed')).toBe('2020-01-01T00:00:00.000Z');
    vi.useRealTimers();
  });
});
