import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sprout } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Image } from './Image';

// An inline picture so the story never depends on the network.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#cfe8f3"/><rect y="210" width="400" height="90" fill="#7cb342"/><rect x="120" y="170" width="160" height="70" rx="6" fill="#8d6e63"/><circle cx="160" cy="150" r="28" fill="#e91e63"/><circle cx="205" cy="135" r="32" fill="#ffc107"/><circle cx="245" cy="152" r="26" fill="#9c27b0"/><circle cx="330" cy="60" r="30" fill="#fff59d"/></svg>',
  );

const meta = {
  title: 'Components/Image',
  component: Image,
  args: { src: picture, alt: 'Planter with flowers on Mill Road' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A picture that fills a frame of fixed aspect ratio, with a themed placeholder when there is no picture or it fails to load. Do: describe the picture in `alt`; use `alt=""` when it is decorative.',
      },
    },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', {
      name: 'Planter with flowers on Mill Road',
    });
    await expect(image.tagName).toBe('IMG');
  },
};

export const Empty: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('image-placeholder')).toHaveAccessibleName(
      'Planter with flowers on Mill Road',
    );
  },
};

export const LoadError: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('image-placeholder')).toBeVisible();
  },
};

export const CustomFallback: Story = {
  args: { src: null, aspectRatio: '16 / 9', fallback: <Sprout size={40} aria-hidden="true" /> },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  args: { aspectRatio: '1 / 1' },
};
