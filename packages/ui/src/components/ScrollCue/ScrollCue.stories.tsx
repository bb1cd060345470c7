import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { ScrollCue } from './ScrollCue';

const pages = ['Profile', 'Passphrase', 'E-mail addresses', 'Badges', 'Things', 'Delete account'];

function Row({ width, current }: { width: number; current?: string }) {
  const ref = useRef<HTMLUListElement>(null);
  return (
    <nav aria-label="Account" style={{ width }}>
      <ScrollCue scrollRef={ref}>
        <ul
          ref={ref}
          style={{
            display: 'flex',
            gap: vars.space.xsmall,
            margin: 0,
            padding: 0,
            listStyle: 'none',
            overflowX: 'auto',
            scrollPaddingInline: '2.75rem',
            borderBottom: `1px solid ${vars.colour.border}`,
          }}
        >
          {pages.map((page) => (
            <li key={page}>
              <a
                href={`#${page}`}
                aria-current={page === current ? 'page' : undefined}
                style={{
                  display: 'block',
                  padding: `${vars.space.small} ${vars.space.medium}`,
                  whiteSpace: 'nowrap',
                  color: vars.colour.text,
                }}
              >
                {page}
              </a>
            </li>
          ))}
        </ul>
      </ScrollCue>
    </nav>
  );
}

const meta = {
  title: 'Components/ScrollCue',
  component: Row,
  args: { width: 300 },
  parameters: {
    docs: {
      description: {
        component:
          "A visible cue on a row that scrolls sideways, such as tabs or a sub-navigation on a phone: the cut-off edge fades out and shows an arrow that scrolls the row. Keyboard users move through the items, which scroll into view as they take focus; the arrows are for pointers and are not tab stops.\n\n**Do** give the scrolling element `overflow-x: auto` and `scroll-padding-inline: 2.75rem`, and pass it as `scrollRef`. **Don't** use it where the items could simply wrap.",
      },
    },
  },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row is cut off at the end: a fade and an arrow say there is more. */
export const CutOffAtEnd: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-scroll-cue="end"]')).not.toBeNull(),
    );
    await expect(canvasElement.querySelector('[data-scroll-cue="start"]')).toBeNull();
  },
};

/** The current page starts in view, with cues on both sides. */
export const CurrentInTheMiddle: Story = {
  args: { current: 'Badges' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-scroll-cue="start"]')).not.toBeNull(),
    );
  },
};

/** Tab reaches every link, and each one focused is scrolled fully into view, clear of the fades. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
    for (const name of pages) {
      await userEvent.tab();
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveFocus();
      const row = link.closest('ul')!.getBoundingClientRect();
      await waitFor(() => {
        const box = link.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(row.left - 1);
        expect(box.right).toBeLessThanOrEqual(row.right + 1);
      });
    }
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Wide enough: no cue at all. */
export const Fits: Story = {
  args: { width: 900 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-scroll-cue]')).toBeNull();
  },
};
