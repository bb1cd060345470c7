import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, type CarouselItem } from './Carousel';

/** A small landscape drawing as a data URI, standing in for a photo (stories make no requests). */
function scene(sky: string, hill: string, near: string, sun: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${sky}"/><circle cx="500" cy="90" r="46" fill="${sun}"/><path d="M0 250 Q160 170 320 230 T640 210 V360 H0Z" fill="${hill}"/><path d="M0 300 Q200 250 420 300 T640 290 V360 H0Z" fill="${near}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const items: CarouselItem[] = [
  {
    id: 'planter',
    src: scene('#cfe8f6', '#7fb069', '#4c7a3a', '#f7d154'),
    alt: 'Green hills under a pale blue sky with the sun high up',
    caption: 'Corner planter, watered on 12 May 2026',
  },
  {
    id: 'meadow',
    src: scene('#fde2c8', '#d9a441', '#8a6d2f', '#f29e4c'),
    alt: 'Golden meadow at sunset',
    caption: 'Wildflower meadow in the evening',
  },
  {
    id: 'pond',
    src: null,
    alt: 'The school pond (no picture yet)',
    caption: 'School pond',
  },
];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  parameters: {
    docs: {
      description: {
        component:
          'A gallery that shows one picture at a time: previous/next buttons, a slide picker, a pause/play button for automatic rotation and a full-screen button. Rotation pauses while the pointer is over the carousel or focus is inside it, and never starts by itself when the user prefers reduced motion. Do give every picture a meaningful `alt`; don’t put essential information only in a rotating slide.',
      },
    },
  },
  args: { items, 'aria-label': 'Pictures of the corner planter', autoPlay: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function currentSlide(canvasElement: HTMLElement): HTMLElement {
  const slide = Array.from(
    canvasElement.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
  ).find((element) => !element.hidden);
  if (!slide) throw new Error('No visible slide');
  return slide;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Pictures of the corner planter' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(currentSlide(canvasElement)).toHaveAttribute('aria-label', '1 of 3');
    const next = canvas.getByRole('button', { name: 'Next slide' });
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    // Keyboard: Tab to "Next slide" (after play/pause and previous) and press Enter.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play slide show' })).toHaveFocus();
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(currentSlide(canvasElement)).toHaveAttribute('aria-label', '2 of 3');
    await userEvent.keyboard(' ');
    await expect(currentSlide(canvasElement)).toHaveAttribute('aria-label', '3 of 3');
    // Pointer: previous, and the picker.
    await userEvent.click(previous);
    await expect(currentSlide(canvasElement)).toHaveAttribute('aria-label', '2 of 3');
    const first = canvas.getByRole('button', { name: 'Show slide 1 of 3' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(currentSlide(canvasElement)).toHaveAttribute('aria-label', '1 of 3');
    await expect(canvas.getByRole('button', { name: 'Enter full screen' })).toBeVisible();
    await userEvent.unhover(region);
    first.blur();
  },
};

export const PausePlay: Story = {
  name: 'Pause and play',
  args: { autoPlay: true, intervalMs: 5000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region');
    const slides = currentSlide(canvasElement).parentElement as HTMLElement;
    // Rotating (unless the machine prefers reduced motion): the slides are not announced.
    const rotating = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (rotating) await expect(slides).toHaveAttribute('aria-live', 'off');
    // Pointer: pause, then play again.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide show' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Play slide show' }));
    await expect(canvas.getByRole('button', { name: 'Pause slide show' })).toBeVisible();
    // Keyboard: focus pauses rotation for as long as it stays inside; Enter pauses for good.
    const toggle = canvas.getByRole('button', { name: 'Pause slide show' });
    toggle.focus();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Play slide show');
    await userEvent.unhover(region);
    toggle.blur();
    await waitFor(() => expect(slides).toHaveAttribute('aria-live', 'polite'));
    await expect(currentSlide(canvasElement)).toHaveAttribute('aria-label', '1 of 3');
  },
};

export const MissingPictures: Story = {
  name: 'Error (pictures missing or failing)',
  args: {
    items: [
      { id: 'broken', src: '/no-such-picture.jpg', alt: 'The oak tree on Willow Lane' },
      { id: 'none', src: null, alt: 'The bee hotel' },
    ],
  },
  play: async ({ canvasElement }) => {
    const slide = currentSlide(canvasElement);
    // A picture that fails to load is replaced by a placeholder with the same name.
    await waitFor(() =>
      expect(within(slide).getByRole('img', { name: 'The oak tree on Willow Lane' }).tagName).toBe(
        'DIV',
      ),
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No pictures yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SinglePicture: Story = {
  args: { items: items.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        ...items[0]!,
        caption:
          'The community orchard and wildflower meadow behind the old railway station on Willow Lane, photographed by the Riverside Gardeners after the spring planting day on 12 May 2026',
      },
      ...items.slice(1),
    ],
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
