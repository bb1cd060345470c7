import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as styles from './GuidedTour.css';
import { GuidedTour, GuidedTourStepPreview, type GuidedTourProps } from './GuidedTour';

const steps = [
  { target: 'add-thing', title: 'Add a thing', content: 'Start by adding what you look after.' },
  { target: '#search', title: 'Find things', content: 'Search by name or category.' },
  { target: '.thing-card', title: 'Your things', content: 'Every thing has its own page.' },
];

function Page(props: Partial<GuidedTourProps> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, ...tourProps } = props;
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Start tour
      </button>
      <button type="button" id="add-thing">
        Add thing
      </button>
      <input id="search" aria-label="Search" />
      <div className="thing-card">Corner planter</div>
      <GuidedTour
        steps={steps}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          tourProps.onClose?.();
        }}
        onFinish={tourProps.onFinish}
        startAt={tourProps.startAt}
      />
    </>
  );
}

async function openTour(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start tour' }));
  return screen.findByRole('dialog');
}

describe('GuidedTour', () => {
  it('renders nothing when closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the first step in a dialog named by its title, with "Step 1 of 3"', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await openTour(user);
    expect(screen.getByRole('dialog', { name: 'Add a thing' })).toBe(dialog);
    expect(within(dialog).getByText('Step 1 of 3')).toBeTruthy();
    expect(within(dialog).getByText('Start by adding what you look after.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('outlines the target found by id, then by selector', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await openTour(user);
    const add = screen.getByRole('button', { name: 'Add thing' });
    expect(add.classList.contains(styles.highlight)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Find things' });
    expect(add.classList.contains(styles.highlight)).toBe(false);
    expect(
      screen.getByRole('textbox', { name: 'Search' }).classList.contains(styles.highlight),
    ).toBe(true);
  });

  it('moves focus into the step', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await openTour(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a thing' })),
    );
  });

  it('goes Next and Back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await openTour(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'Find things' });
    expect(within(second).getByText('Step 2 of 3')).toBeTruthy();
    await user.click(within(second).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Add a thing' })).toBeTruthy();
  });

  it('walks through with the keyboard and finishes, calling onFinish then onClose', async () => {
    const onFinish = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page onFinish={onFinish} onClose={onClose} />);
    const start = screen.getByRole('button', { name: 'Start tour' });
    start.focus();
    await user.keyboard('{Enter}');
    for (const title of ['Add a thing', 'Find things']) {
      const dialog = await screen.findByRole('dialog', { name: title });
      within(dialog).getByRole('button', { name: 'Next' }).focus();
      await user.keyboard('{Enter}');
    }
    const last = await screen.findByRole('dialog', { name: 'Your things' });
    expect(within(last).queryByRole('button', { name: 'Next' })).toBeNull();
    within(last).getByRole('button', { name: 'Finish' }).focus();
    await user.keyboard('{Enter}');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(start));
  });

  it('closes on "Skip tour" without calling onFinish, returning focus', async () => {
    const onFinish = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page onFinish={onFinish} onClose={onClose} />);
    const dialog = await openTour(user);
    await user.click(within(dialog).getByRole('button', { name: 'Skip tour' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onFinish).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start tour' })),
    );
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page onClose={onClose} />);
    await openTour(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a thing' })),
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps focus in the step: Tab and Shift+Tab cycle through its buttons', async () => {
    const user = userEvent.setup();
    render(<Page startAt={1} />);
    const dialog = await openTour(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Find things' })),
    );
    // Key events only (the browser's own Tab move is what the trap prevents; e2e covers it live).
    const tab = (shift = false) =>
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      seen.push(document.activeElement?.textContent ?? '');
    }
    expect(seen).toEqual(['Skip tour', 'Back', 'Next', 'Skip tour', 'Back']);
    tab(true);
    tab(true);
    expect(document.activeElement?.textContent).toBe('Next');
    // Focus sent elsewhere comes back.
    screen.getByRole('textbox', { name: 'Search' }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('returns focus to the fallback (the main heading) when it was opened from nowhere', async () => {
    const onClose = vi.fn();
    function Opened() {
      const [isOpen, setOpen] = useState(true);
      return (
        <main>
          <h1>Welcome</h1>
          <GuidedTour
            steps={steps}
            isOpen={isOpen}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
          />
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Opened />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a thing' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Welcome' })),
    );
  });

  it('starts at startAt', async () => {
    const user = userEvent.setup();
    render(<Page startAt={2} />);
    const dialog = await openTour(user);
    expect(within(dialog).getByText('Step 3 of 3')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeTruthy();
  });

  it('still shows a step whose target is missing', async () => {
    render(
      <GuidedTour
        steps={[{ target: '#nowhere', title: 'Welcome', content: 'Hello' }]}
        isOpen
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeTruthy();
  });
});

describe('GuidedTourStepPreview', () => {
  it('shows one step in the page, without a dialog, a highlight or a focus move', () => {
    render(
      <>
        <button id="add">Add thing</button>
        <GuidedTourStepPreview
          steps={[
            { target: 'add', title: 'Add a thing', content: 'Start here.' },
            { target: 'add', title: 'Find things', content: 'Search by name.' },
          ]}
          step={1}
        />
      </>,
    );
    const step = screen.getByRole('group', { name: 'Find things' });
    expect(step.textContent).toContain('Step 2 of 2');
    expect(within(step).getByRole('button', { name: 'Finish' })).toBeTruthy();
    expect(within(step).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'Add thing' }).className).not.toContain(
      styles.highlight,
    );
  });
});
