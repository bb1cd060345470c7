import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Popover, PopoverPreview } from './Popover';

describe('Popover', () => {
  it('turns a string trigger into a button that opens a dialog named by title', async () => {
    render(
      <Popover trigger="Help" title="Bee cafe">
        Flowers for bees
      </Popover>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('dialog', { name: 'Bee cafe' }).textContent).toContain(
      'Flowers for bees',
    );
    expect(screen.getByRole('heading', { name: 'Bee cafe' })).toBeTruthy();
  });

  it('accepts an element as trigger', async () => {
    render(
      <Popover trigger={<Button>Details</Button>} aria-label="Details">
        More
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeTruthy();
  });

  it('uses aria-label when there is no title', () => {
    render(
      <Popover trigger="Help" aria-label="Help text" defaultOpen>
        More
      </Popover>,
    );
    expect(screen.getByRole('dialog', { name: 'Help text' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('opens with the keyboard and closes on Escape, calling onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Popover trigger="Help" title="Bee cafe" onOpenChange={onOpenChange}>
        More
      </Popover>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('is controlled by isOpen', () => {
    const { rerender } = render(
      <Popover trigger="Help" title="Bee cafe" isOpen={false}>
        More
      </Popover>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Popover trigger="Help" title="Bee cafe" isOpen>
        More
      </Popover>,
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows an arrow unless hasArrow is false, and sets the placement', () => {
    const { rerender } = render(
      <Popover trigger="Help" title="Bee cafe" defaultOpen placement="top">
        More
      </Popover>,
    );
    expect(document.querySelector('svg path')).not.toBeNull();
    expect(document.querySelector('[data-placement]')).not.toBeNull();
    rerender(
      <Popover trigger="Help" title="Bee cafe" defaultOpen hasArrow={false}>
        More
      </Popover>,
    );
    expect(document.querySelector('svg path')).toBeNull();
  });
});

describe('PopoverPreview', () => {
  it('shows the open popover below its trigger, in the page and not as a dialog', () => {
    const { container } = render(
      <PopoverPreview trigger="What is a bee cafe?" title="Bee cafe">
        A patch of flowers for pollinators.
      </PopoverPreview>,
    );
    const preview = screen.getByRole('group', { name: 'Bee cafe' });
    expect(container.contains(preview)).toBe(true);
    expect(preview.textContent).toContain('A patch of flowers for pollinators.');
    expect(screen.getByRole('button', { name: 'What is a bee cafe?' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
