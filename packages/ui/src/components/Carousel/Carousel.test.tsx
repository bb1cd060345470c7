import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselItem } from './Carousel';

const items: CarouselItem[] = [
  { id: 'a', src: '/planter.jpg', alt: 'A planter of lavender', caption: 'Corner planter' },
  { id: 'b', src: null, alt: 'An oak tree in spring', caption: 'Oak tree' },
  { id: 'c', alt: 'A bee hotel on a fence' },
];

function visibleSlide() {
  const slides = screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hasAttribute('hidden'));
  expect(slides).toHaveLength(1);
  return slides[0]!;
}

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => userEvent.setup();

  it('renders a region with the carousel role description and the given name', () => {
    render(<Carousel items={items} aria-label="Things" />);
    const region = screen.getByRole('region', { name: 'Things' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('labels the slides "n of m" with the slide role description, showing only one', () => {
    render(<Carousel items={items} aria-label="Things" />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(
      true,
    );
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('shows the image with its alt text and caption', () => {
    render(<Carousel items={items} aria-label="Things" />);
    const slide = visibleSlide();
    const image = within(slide).getByRole('img', { name: 'A planter of lavender' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('/planter.jpg');
    expect(within(slide).getByText('Corner planter')).toBeTruthy();
  });

  it('shows a placeholder named by the alt text when src is missing', async () => {
    const user = setup();
    render(<Carousel items={items} aria-label="Things" />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    const placeholder = within(visibleSlide()).getByRole('img', { name: 'An oak tree in spring' });
    expect(placeholder.tagName).toBe('DIV');
  });

  it('goes to the next and previous slide, wrapping around', async () => {
    const user = setup();
    render(<Carousel items={items} aria-label="Things" />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide().getAttribute('aria-label')).toBe('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('picks a slide with the picker and marks it current', async () => {
    const user = setup();
    render(<Carousel items={items} aria-label="Things" />);
    const third = screen.getByRole('button', { name: 'Show slide 3 of 3' });
    expect(
      screen.getByRole('button', { name: 'Show slide 1 of 3' }).getAttribute('aria-current'),
    ).toBe('true');
    await user.click(third);
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(visibleSlide().getAttribute('aria-label')).toBe('3 of 3');
  });

  it('works with the keyboard', async () => {
    const user = setup();
    render(<Carousel items={items} aria-label="Things" />);
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(visibleSlide().getAttribute('aria-label')).toBe('3 of 3');
  });

  it('does not rotate without autoPlay and offers "Play slide show"', () => {
    vi.useFakeTimers();
    render(<Carousel items={items} aria-label="Things" />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Play slide show' })).toBeTruthy();
  });

  it('advances every intervalMs with autoPlay, with aria-live off while rotating', () => {
    vi.useFakeTimers();
    render(<Carousel items={items} aria-label="Things" autoPlay intervalMs={3000} />);
    const live = visibleSlide().parentElement!;
    expect(live.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(2999));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('defaults to 5000 ms', () => {
    vi.useFakeTimers();
    render(<Carousel items={items} aria-label="Things" autoPlay />);
    act(() => vi.advanceTimersByTime(4999));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 of 3');
  });

  it('pauses and plays with the pause/play button, aria-live polite while paused', () => {
    vi.useFakeTimers();
    render(<Carousel items={items} aria-label="Things" autoPlay intervalMs={1000} />);
    // A virtual click (no pointer over the carousel, no focus), so only the button pauses it.
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    expect(visibleSlide().parentElement?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slide show' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 of 3');
  });

  it('pauses while hovered', () => {
    vi.useFakeTimers();
    render(<Carousel items={items} aria-label="Things" autoPlay intervalMs={1000} />);
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 of 3');
  });

  it('pauses while focus is inside', () => {
    vi.useFakeTimers();
    render(<Carousel items={items} aria-label="Things" autoPlay intervalMs={1000} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide().getAttribute('aria-label')).toBe('2 of 3');
  });

  it('does not rotate when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      render(<Carousel items={items} aria-label="Things" autoPlay intervalMs={1000} />);
      act(() => vi.advanceTimersByTime(5000));
      expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
      expect(screen.getByRole('button', { name: 'Play slide show' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('enters and exits full screen with the Fullscreen API', async () => {
    const user = setup();
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    let fullscreenElement: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', {
      get: () => fullscreenElement,
      configurable: true,
    });
    const requestFullscreen = vi.fn(function (this: Element) {
      fullscreenElement = screen.getByRole('region');
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exitFullscreen = vi.fn(() => {
      fullscreenElement = null;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    document.exitFullscreen = exitFullscreen;
    try {
      render(<Carousel items={items} aria-label="Things" />);
      await user.click(await screen.findByRole('button', { name: 'Enter full screen' }));
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
      expect(requestFullscreen.mock.contexts[0]).toBe(screen.getByRole('region'));
      expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
      expect(exitFullscreen).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Enter full screen' })).toBeTruthy();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
    }
  });

  it('has no full screen button when the Fullscreen API is unavailable', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    try {
      render(<Carousel items={items} aria-label="Things" />);
      expect(screen.queryByRole('button', { name: 'Enter full screen' })).toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
    }
  });

  it('shows the empty message and no controls without items', () => {
    render(
      <Carousel items={[]} aria-label="Things" emptyMessage="No pictures of this thing yet." />,
    );
    expect(screen.getByRole('region', { name: 'Things' }).textContent).toContain(
      'No pictures of this thing yet.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no rotation or navigation controls with a single item', () => {
    render(<Carousel items={[items[0]!]} aria-label="Things" autoPlay />);
    expect(screen.queryByRole('button', { name: /slide/ })).toBeNull();
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 1');
  });
});
