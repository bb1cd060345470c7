import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import {
  GuidedTour,
  GuidedTourStepPreview,
  type GuidedTourProps,
  type GuidedTourStep,
} from './GuidedTour';

const steps: GuidedTourStep[] = [
  {
    target: 'tour-add-thing',
    title: 'Add a thing',
    content: 'Start by adding a plant, tree or habitat you look after.',
  },
  {
    target: '#tour-search',
    title: 'Find things',
    content: 'Search your things by name or category.',
  },
  {
    target: '[data-tour="first-thing"]',
    title: 'Your things',
    content: 'Every thing has its own page with readings, actions and pictures.',
  },
];

/** A small mock page with three targets and a "Start tour" button. */
function MockPage(props: Omit<GuidedTourProps, 'isOpen'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, onClose, ...tour } = props;
  const [isOpen, setOpen] = useState(initiallyOpen);
  const input = {
    minHeight: 40,
    paddingInline: vars.space.medium,
    border: `1px solid ${vars.colour.border}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.colour.surface,
    color: vars.colour.text,
    font: 'inherit',
  } as const;
  return (
    <div style={{ display: 'grid', gap: vars.space.large, minHeight: 560, alignContent: 'start' }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'center' }}
      >
        <Heading level={1}>Your things</Heading>
        <div style={{ marginInlineStart: 'auto', display: 'flex', gap: vars.space.small }}>
          <Button tone="neutral" onPress={() => setOpen(true)}>
            Start tour
          </Button>
          <Button id="tour-add-thing">Add thing</Button>
        </div>
      </div>
      <input
        id="tour-search"
        type="search"
        aria-label="Search things"
        placeholder="Search things"
        style={input}
      />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: vars.space.medium,
        }}
      >
        <div data-tour="first-thing">
          <Card as="article" aria-label="Corner planter">
            Corner planter
          </Card>
        </div>
        <Card as="article" aria-label="Oak tree">
          Oak tree
        </Card>
      </div>
      <GuidedTour
        {...tour}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Patterns/GuidedTour',
  component: GuidedTour,
  parameters: {
    docs: {
      description: {
        component:
          'A guided tour: one step at a time in a non-modal dialog next to the element it explains (by element id or CSS selector), which is outlined. "Back", "Next"/"Finish", "Skip tour" and Escape; focus moves into each step and returns to where it was. Do keep tours short (three to five steps) and always skippable; don’t use a tour to explain what clearer labels would.\n\nOn this page a step is drawn inline (a still preview); the stories that run the real tour are in the sidebar and run in the tests.',
      },
    },
  },
  args: { steps, isOpen: false, onClose: fn(), onFinish: fn() },
  // `startAt` would otherwise match the date control (names ending in At).
  argTypes: { startAt: { control: 'number' } },
  render: ({ isOpen, ...args }) => <MockPage {...args} initiallyOpen={isOpen} />,
} satisfies Meta<typeof GuidedTour>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One step, drawn in the page so it can be read here (not anchored to its target). */
export const InlinePreview: Story = {
  name: 'A step (inline preview)',
  args: { startAt: 1 },
  render: ({ steps: tourSteps, startAt }) => (
    <GuidedTourStepPreview steps={tourSteps} step={startAt} />
  ),
  play: async ({ canvasElement }) => {
    const step = within(canvasElement).getByRole('group', { name: 'Find things' });
    await expect(step).toHaveTextContent('Step 2 of 3');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const Default: Story = {
  name: 'Walk through with the pointer',
  play: async ({ canvasElement, args }) => {
    (args.onClose as Mock).mockClear();
    (args.onFinish as Mock).mockClear();
    const canvas = within(canvasElement);
    const body = within(document.body);
    const start = canvas.getByRole('button', { name: 'Start tour' });
    await userEvent.click(start);
    let dialog = await body.findByRole('dialog', { name: 'Add a thing' });
    await expect(dialog).toHaveTextContent('Step 1 of 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await body.findByRole('dialog', { name: 'Find things' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    dialog = await body.findByRole('dialog', { name: 'Add a thing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await body.findByRole('dialog', { name: 'Find things' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await body.findByRole('dialog', { name: 'Your things' });
    await expect(dialog).toHaveTextContent('Step 3 of 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(start).toHaveFocus());
    await userEvent.unhover(start);
    start.blur();
  },
};

export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  name: 'Walk through with the keyboard',
  play: async ({ canvasElement, args }) => {
    (args.onClose as Mock).mockClear();
    (args.onFinish as Mock).mockClear();
    const canvas = within(canvasElement);
    const body = within(document.body);
    const start = canvas.getByRole('button', { name: 'Start tour' });
    start.focus();
    await userEvent.keyboard('{Enter}');
    for (const title of ['Add a thing', 'Find things']) {
      const dialog = await body.findByRole('dialog', { name: title });
      // Focus moves to the step's title; Tab reaches the buttons (Skip tour, [Back], Next).
      await waitFor(() =>
        expect(within(dialog).getByRole('heading', { name: title })).toHaveFocus(),
      );
      const next = within(dialog).getByRole('button', { name: 'Next' });
      while (document.activeElement !== next) await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    }
    const last = await body.findByRole('dialog', { name: 'Your things' });
    await waitFor(() => expect(within(last).getByRole('heading')).toHaveFocus());
    // Escape closes the tour and focus returns to "Start tour".
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onFinish).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(start).toHaveFocus());
    // Open again and leave step 2 showing for the screenshot.
    await userEvent.keyboard('{Enter}');
    const first = await body.findByRole('dialog', { name: 'Add a thing' });
    await waitFor(() => expect(within(first).getByRole('heading')).toHaveFocus());
    const next = within(first).getByRole('button', { name: 'Next' });
    while (document.activeElement !== next) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const second = await body.findByRole('dialog', { name: 'Find things' });
    await waitFor(() => expect(within(second).getByRole('heading')).toHaveFocus());
  },
};

export const Skip: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  name: 'Skip the tour',
  play: async ({ canvasElement, args }) => {
    (args.onClose as Mock).mockClear();
    (args.onFinish as Mock).mockClear();
    const canvas = within(canvasElement);
    const body = within(document.body);
    const start = canvas.getByRole('button', { name: 'Start tour' });
    await userEvent.click(start);
    const dialog = await body.findByRole('dialog', { name: 'Add a thing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip tour' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onFinish).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.unhover(start);
    start.blur();
  },
};

export const Open: Story = {
  tags: ['!autodocs'],
  name: 'Open at the first step',
  args: { isOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add a thing' });
    await expect(dialog).toHaveTextContent('Step 1 of 3');
  },
};

export const LongText: Story = {
  tags: ['!autodocs'],
  args: {
    isOpen: true,
    startAt: 2,
    steps: [
      ...steps.slice(0, 2),
      {
        target: '[data-tour="first-thing"]',
        title: 'Everything about the community orchard and wildflower meadow on Willow Lane',
        content:
          'Each thing has its own page with sensor readings, the watering history, pictures from everyone who looks after it, and the badges your group has earned together.',
      },
    ],
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Step 3 of 3');
  },
};

export const SmallViewport: Story = {
  tags: ['!autodocs'],
  args: { isOpen: true, startAt: 1 },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await within(document.body).findByRole('dialog', { name: 'Find things' });
  },
};
