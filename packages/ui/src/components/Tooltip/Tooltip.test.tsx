import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  // First: react-aria skips the delay while another tooltip has just been shown (warm-up).
  it('shows on hover after the delay, not before', async () => {
    render(
      <Tooltip content="Log a watering" delay={300}>
        <Button>Water</Button>
      </Tooltip>,
    );
    // react-aria shows hover tooltips once the user is known to be using a pointer.
    await userEvent.click(document.body);
    await userEvent.hover(screen.getByRole('button', { name: 'Water' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, { timeout: 1500 })).toBeTruthy();
  });

  it('shows on keyboard focus and describes the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Log a watering">
        <Button>Water</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Log a watering');
    expect(screen.getByRole('button', { name: 'Water' }).getAttribute('aria-describedby')).toBe(
      tooltip.id,
    );
  });

  it('hides on Escape and calls onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Tooltip content="Log a watering" onOpenChange={onOpenChange}>
        <Button>Water</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('is controlled by isOpen and opens with defaultOpen', () => {
    const { rerender } = render(
      <Tooltip content="Tip" isOpen={false}>
        <Button>Water</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(
      <Tooltip content="Tip" defaultOpen>
        <Button>Water</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(
      <Tooltip content="Tip" isOpen placement="bottom">
        <Button>Water</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').getAttribute('data-placement')).toBe('bottom');
  });

  it('never shows when isDisabled', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Tip" isDisabled>
        <Button>Water</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes after closeDelay when the pointer leaves', async () => {
    render(
      <Tooltip content="Tip" delay={0} closeDelay={300}>
        <Button>Water</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Water' });
    await userEvent.click(document.body);
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await userEvent.unhover(button);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 1500 });
  });
});
