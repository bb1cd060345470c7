import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, DialogPreview } from './Dialog';

describe('Dialog', () => {
  it('opens from a string trigger as a modal dialog named by its title', async () => {
    render(
      <Dialog title="Rename thing" trigger="Rename">
        Pick a new name.
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename thing' });
    expect(dialog.textContent).toContain('Pick a new name.');
    expect(screen.getByRole('heading', { name: 'Rename thing' })).toBeTruthy();
  });

  it('accepts an element trigger and opens it with the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Rename thing" trigger={<Button tone="neutral">Edit</Button>}>
        Body
      </Dialog>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Rename thing' })).toBeTruthy();
  });

  it('has a Close button that closes it and calls onOpenChange(false)', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Rename thing" defaultOpen trigger="Rename" onOpenChange={onOpenChange}>
        Body
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Rename thing" isOpen onOpenChange={onOpenChange}>
        Body
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('is controlled by isOpen without a trigger', () => {
    const { rerender } = render(
      <Dialog title="Rename thing" isOpen={false}>
        Body
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Dialog title="Rename thing" isOpen>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Rename thing' })).toBeTruthy();
  });

  it('renders actions in a footer; a function receives close', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        title="Rename thing"
        isOpen
        onOpenChange={onOpenChange}
        actions={(close) => (
          <Button tone="neutral" onPress={close}>
            Cancel
          </Button>
        )}
      >
        {(close) => <Button onPress={close}>Done</Button>}
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('styles sizes differently', () => {
    const { rerender } = render(
      <Dialog title="A" isOpen size="small">
        Body
      </Dialog>,
    );
    const small = screen.getByRole('dialog').parentElement?.className;
    rerender(
      <Dialog title="A" isOpen size="large">
        Body
      </Dialog>,
    );
    expect(screen.getByRole('dialog').parentElement?.className).not.toBe(small);
  });

  it('closes on a backdrop click only when isDismissable', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog title="A" isOpen isDismissable={false} onOpenChange={onOpenChange}>
        Body
      </Dialog>,
    );
    const overlay = screen.getByRole('dialog').parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(
      <Dialog title="A" isOpen isDismissable onOpenChange={onOpenChange}>
        Body
      </Dialog>,
    );
    await userEvent.click(overlay);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

/** A docs page with this preview on it must stay readable: nothing modal, nothing scroll-locked. */
function expectCalmPage() {
  expect(document.querySelector('[aria-modal="true"]')).toBeNull();
  expect(document.documentElement.style.overflow).not.toBe('hidden');
  expect(document.body.style.overflow).not.toBe('hidden');
}

describe('DialogPreview', () => {
  it('shows an open dialog in the page, with no modal, focus move or scroll lock', () => {
    render(
      <DialogPreview title="Rename thing" actions={<Button>Save</Button>}>
        Pick a new name.
      </DialogPreview>,
    );
    const preview = screen.getByRole('group', { name: 'Rename thing' });
    expect(preview.textContent).toContain('Pick a new name.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(preview.contains(document.activeElement)).toBe(false);
    expectCalmPage();
  });
});
