import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ScrollCue, hiddenEdges } from './ScrollCue';

function Row() {
  const ref = useRef<HTMLUListElement>(null);
  return (
    <ScrollCue scrollRef={ref}>
      <ul ref={ref} data-testid="row">
        <li>Profile</li>
        <li>Passphrase</li>
        <li>E-mail addresses</li>
      </ul>
    </ScrollCue>
  );
}

/** happy-dom lays nothing out: give the row a size, as a browser would. */
function size(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('hiddenEdges', () => {
  it('finds cut-off items at either edge', () => {
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({
      start: false,
      end: false,
    });
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 600, clientWidth: 300 })).toEqual({
      start: false,
      end: true,
    });
    expect(hiddenEdges({ scrollLeft: 150, scrollWidth: 600, clientWidth: 300 })).toEqual({
      start: true,
      end: true,
    });
    expect(hiddenEdges({ scrollLeft: 300, scrollWidth: 600, clientWidth: 300 })).toEqual({
      start: true,
      end: false,
    });
  });
});

describe('ScrollCue', () => {
  it('shows no cue while everything fits', () => {
    const { container } = render(<Row />);
    expect(container.querySelector('[data-scroll-cue]')).toBeNull();
  });

  it('shows a cue at each edge that hides items, as the row scrolls', () => {
    const { container, getByTestId } = render(<Row />);
    const row = getByTestId('row');
    size(row, 600, 300);
    act(() => void fireEvent.scroll(row));
    expect(container.querySelector('[data-scroll-cue="end"]')).not.toBeNull();
    expect(container.querySelector('[data-scroll-cue="start"]')).toBeNull();
    row.scrollLeft = 300;
    act(() => void fireEvent.scroll(row));
    expect(container.querySelector('[data-scroll-cue="start"]')).not.toBeNull();
    expect(container.querySelector('[data-scroll-cue="end"]')).toBeNull();
  });

  it('keeps its arrows out of the tab order and hidden from assistive technology', () => {
    const { container, getByTestId } = render(<Row />);
    const row = getByTestId('row');
    size(row, 600, 300);
    act(() => void fireEvent.scroll(row));
    const arrow = container.querySelector('[data-scroll-cue="end"]')!;
    expect(arrow.getAttribute('tabindex')).toBe('-1');
    expect(arrow.getAttribute('aria-hidden')).toBe('true');
  });
});
