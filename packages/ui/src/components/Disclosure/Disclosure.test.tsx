import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Disclosure } from './Disclosure';

const LABEL = 'How the reading is taken';

function renderDisclosure(props: Partial<Parameters<typeof Disclosure>[0]> = {}) {
  return render(
    <Disclosure label={LABEL} {...props}>
      <p>Every hour, 10 cm down.</p>
    </Disclosure>,
  );
}

describe('Disclosure', () => {
  it('starts closed: a button saying so, its panel hidden', () => {
    renderDisclosure();
    const button = screen.getByRole('button', { name: LABEL });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group')).toBeNull();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('Every hour, 10 cm down.');
    expect(panel?.hasAttribute('hidden')).toBe(true);
  });

  it('opens and closes with Enter and Space, the panel named by the trigger', async () => {
    const onExpandedChange = vi.fn();
    renderDisclosure({ onExpandedChange });
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: LABEL });
    expect(button).toBe(document.activeElement);

    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: LABEL }).textContent).toBe('Every hour, 10 cm down.');
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group')).toBeNull();
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles on a click', async () => {
    renderDisclosure();
    await userEvent.click(screen.getByRole('button', { name: LABEL }));
    expect(screen.getByRole('group', { name: LABEL })).toBeTruthy();
  });

  it('starts open with defaultExpanded', () => {
    renderDisclosure({ defaultExpanded: true });
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: LABEL })).toBeTruthy();
  });

  it('follows isExpanded when controlled', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open from outside
          </button>
          <Disclosure label={LABEL} isExpanded={open} onExpandedChange={setOpen}>
            Text
          </Disclosure>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Open from outside' }));
    expect(screen.getByRole('button', { name: LABEL }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: LABEL }));
    expect(screen.getByRole('button', { name: LABEL }).getAttribute('aria-expanded')).toBe('false');
  });

  it('stays closed when disabled', async () => {
    const onExpandedChange = vi.fn();
    renderDisclosure({ isDisabled: true, onExpandedChange });
    const button = screen.getByRole('button', { name: LABEL });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(onExpandedChange).not.toHaveBeenCalled();
  });

  it('puts the trigger in a heading of headingLevel', () => {
    renderDisclosure({ headingLevel: 3 });
    const heading = screen.getByRole('heading', { level: 3, name: LABEL });
    expect(heading.querySelector('button')).toBe(screen.getByRole('button', { name: LABEL }));
  });

  it('has no heading without headingLevel', () => {
    renderDisclosure();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('names the panel with words only screen readers hear', async () => {
    render(
      <Disclosure
        size="small"
        label={
          <>
            Why?<span style={{ position: 'absolute' }}> (advice for Castle Street bed)</span>
          </>
        }
      >
        Reasons
      </Disclosure>,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Why? (advice for Castle Street bed)' }),
    );
    expect(screen.getByRole('group', { name: 'Why? (advice for Castle Street bed)' })).toBeTruthy();
  });
});
