import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { vars } from '../../themes/contract.css';
import { Disclosure } from './Disclosure';

const paragraph = (text: string) => <p style={{ margin: 0, color: vars.colour.text }}>{text}</p>;

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    label: 'How the reading is taken',
    children: paragraph(
      'The probe measures the soil between its two prongs, 10 cm down, every hour.',
    ),
    onExpandedChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    headingLevel: { control: 'inline-radio', options: [undefined, 2, 3, 4] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Content that opens under its trigger, for detail most readers skip (an explanation's \"Why?\", the small print of a reading). react-aria's Disclosure: the trigger is a button with `aria-expanded` that Enter and Space toggle, and the panel is a group named by the trigger's words; the chevron turns to point at what opened. Closed panels stay findable with the browser's find-in-page. It has no outer margins. Do give the trigger words that say what opens; when several read alike (\"Why?\" in a list), add the difference in a visually hidden span. Don't hide what every reader needs, or a form's required fields.",
      },
    },
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger alone. Enter and Space open and close it. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'How the reading is taken' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group')).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'How the reading is taken' })).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    button.blur();
  },
};

/** Open: the panel's content starts under the label, after the chevron. */
export const Open: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'How the reading is taken' })).toHaveTextContent(
      /10 cm down/,
    );
  },
};

/**
 * Small, beside other content: the watering advice's "Why?". The words for screen readers name
 * the thing, so a list of them reads apart.
 */
export const Small: Story = {
  args: {
    size: 'small',
    defaultExpanded: true,
    label: (
      <>
        Why?<span className={visuallyHidden}> (advice for Castle Street bed)</span>
      </>
    ),
    children: (
      <>
        {paragraph('No rain is forecast for the next 24 hours.')}
        {paragraph('2 mm of rain fell at the Totnes gauge in the last 7 days.')}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Why? (advice for Castle Street bed)' }),
    ).toBeVisible();
  },
};

/** A long label wraps beside its chevron; long content wraps, even an unbroken word. */
export const LongContent: Story = {
  args: {
    defaultExpanded: true,
    headingLevel: 3,
    label: 'How the watering advice weighs the rain gauge, the forecast, the soil and the sensor',
    children: (
      <>
        {paragraph(
          "A linked soil sensor beats any estimate. Otherwise 5 mm of rain or more in the next 24 hours, at a 60% chance or more, means skip. Else the plants need about 3 mm of water a day in a UK summer, scaled for the kind of planting and the soil's drainage, less the week's rain and the rain expected.",
        )}
        {paragraph(
          'Gauge: https://environment.data.gov.uk/flood-monitoring/id/stations/E85123-rainfall-tipping_bucket_raingauge-t-15_min-mm',
        )}
        {paragraph(
          "Sources: the FAO's Irrigation and Drainage Paper 56, the Royal Horticultural Society's watering advice and Cranfield University's Soilscapes drainage classes.",
        )}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(within(heading).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group')).toHaveTextContent(/Soilscapes drainage classes/);
  },
};

/** Unavailable: the trigger does nothing and says so. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

/** On a phone: the label and the panel wrap within 327 px. */
export const SmallViewport: Story = {
  parameters: { test: { viewport: { width: 375, height: 812 } } },
  decorators: [
    (Story) => (
      <div style={{ width: 327 }}>
        <Story />
      </div>
    ),
  ],
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group');
    await expect(group).toBeVisible();
    // Nothing runs past the column.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
