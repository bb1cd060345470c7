import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog, AlertDialogPreview } from './AlertDialog';

const props = {
  title: 'Delete this thing?',
  children: 'Its actions and photos are deleted too.',
  confirmLabel: 'Delete thing',
};

describe('AlertDialog', () => {
  it('renders an alertdialog named by its title with the message', () => {
    render(<AlertDialog {...props} isOpen onConfirm={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this thing?' });
    expect(dialog.textContent).toContain('Its actions and photos are deleted too.');
  });

  it('opens from a string trigger with the keyboard', async () => {
    const user = userEvent.setup();
    render(<AlertDialog {...props} trigger="Delete" onConfirm={() => undefined} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  // Initial focus (Cancel for critical, confirm for brand) is asserted in the stories: happy-dom
  // does not reproduce react-aria's focus order on mount.

  it('uses cancelLabel', () => {
    render(<AlertDialog {...props} cancelLabel="Keep it" isOpen onConfirm={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeTruthy();
  });

  it('calls onConfirm and closes when it resolves', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onOpenChange = vi.fn();
    render(
      <AlertDialog {...props} trigger="Delete" onConfirm={onConfirm} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete thing' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  });

  it('stays open when onConfirm rejects', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('offline')));
    const onOpenChange = vi.fn();
    render(<AlertDialog {...props} isOpen onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete thing' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<AlertDialog {...props} isOpen onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the confirm button busy and disables Cancel when isPending', () => {
    render(<AlertDialog {...props} isOpen isPending onConfirm={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Delete thing' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('styles the confirm button by tone', () => {
    const { rerender } = render(<AlertDialog {...props} isOpen onConfirm={() => undefined} />);
    const critical = screen.getByRole('button', { name: 'Delete thing' }).className;
    rerender(<AlertDialog {...props} tone="brand" isOpen onConfirm={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Delete thing' }).className).not.toBe(critical);
  });
});

describe('AlertDialogPreview', () => {
  it('shows an open confirmation in the page, with no alertdialog, modal or scroll lock', () => {
    render(
      <AlertDialogPreview title="Delete this thing?" confirmLabel="Delete thing">
        It will be deleted for everyone.
      </AlertDialogPreview>,
    );
    const preview = screen.getByRole('group', { name: 'Delete this thing?' });
    expect(preview.textContent).toContain('It will be deleted for everyone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete thing' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.querySelector('[aria-modal="true"]')).toBeNull();
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});
