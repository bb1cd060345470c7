import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastPreview, ToastProvider, useToast, type ToastApi } from './Toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function setup() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  return api;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('renders toasts in a "Notifications" region, announced as alerts', () => {
    const toast = setup();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    act(() => void toast.positive('Thing saved'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const alert = screen.getByRole('alert');
    expect(region.contains(alert)).toBe(true);
    expect(alert.textContent).toBe('Thing saved');
    expect(screen.getByRole('alertdialog', { name: 'Thing saved' })).toBeTruthy();
  });

  it('raises positive, negative and info toasts with distinct styles and icons', () => {
    const toast = setup();
    act(() => {
      toast.positive('Saved');
      toast.negative('Could not save');
      toast.info('Rain tomorrow');
    });
    const dialogs = screen.getAllByRole('alertdialog');
    expect(dialogs).toHaveLength(3);
    const classes = new Set(dialogs.map((dialog) => dialog.className));
    expect(classes.size).toBe(3);
    for (const dialog of dialogs) {
      expect(dialog.querySelector('svg')?.parentElement?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('offers one action (Undo) that closes the toast and calls back', async () => {
    const toast = setup();
    const onAction = vi.fn();
    act(() => void toast.positive('Bench was deleted.', { action: { label: 'Undo', onAction } }));
    const dialog = screen.getByRole('alertdialog', { name: 'Bench was deleted.' });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(dialog.isConnected).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a title when given', () => {
    const toast = setup();
    act(() => void toast.negative('The server did not answer.', { title: 'Not saved' }));
    expect(screen.getByRole('alertdialog', { name: 'Not saved' }).textContent).toContain(
      'The server did not answer.',
    );
  });

  it('dismisses after 5000 ms by default, not before', () => {
    vi.useFakeTimers();
    const toast = setup();
    act(() => void toast.info('Rain tomorrow'));
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('uses a custom timeout, and null keeps the toast', () => {
    vi.useFakeTimers();
    const toast = setup();
    act(() => {
      toast.info('Short', { timeout: 8000 });
      toast.info('Sticky', { timeout: null });
    });
    act(() => void vi.advanceTimersByTime(7999));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alertdialog', { name: 'Sticky' })).toBeTruthy();
  });

  it('pauses while hovered and resumes with the remaining time', () => {
    vi.useFakeTimers();
    const toast = setup();
    act(() => void toast.positive('Saved'));
    act(() => void vi.advanceTimersByTime(3000));
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    fireEvent.pointerOut(region, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('pauses while focus is inside', () => {
    vi.useFakeTimers();
    const toast = setup();
    act(() => void toast.positive('Saved'));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes with the Close button and calls onClose', async () => {
    const onClose = vi.fn();
    const toast = setup();
    act(() => void toast.positive('Saved', { onClose }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('dismiss(id) closes one toast', () => {
    const toast = setup();
    let id = '';
    act(() => {
      id = toast.positive('First', { timeout: null });
      toast.info('Second', { timeout: null });
    });
    act(() => toast.dismiss(id));
    expect(screen.getAllByRole('alertdialog').map((d) => d.textContent)).toEqual(['Second']);
  });

  it('limits visible toasts to maxVisibleToasts', () => {
    render(
      <ToastProvider maxVisibleToasts={2}>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      api.info('One', { timeout: null });
      api.info('Two', { timeout: null });
      api.info('Three', { timeout: null });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
  });

  it('moves focus to the newest toast with F6, and back with F6 again', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <button type="button">Save</button>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      api.info('Older', { timeout: null });
      api.positive('Thing saved', { timeout: null });
    });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(document.activeElement).toBe(save);

    await user.keyboard('{F6}');
    expect(document.activeElement).toBe(screen.getByRole('alertdialog', { name: 'Thing saved' }));
    // One Tab reaches its Close button, and Enter closes it.
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    await user.keyboard('{F6}');
    expect(document.activeElement).toBe(save);

    await user.keyboard('{Shift>}{F6}{/Shift}');
    expect(document.activeElement?.getAttribute('role')).toBe('alertdialog');
    await user.keyboard('{Shift>}{F6}{/Shift}');
    expect(document.activeElement).toBe(save);
  });

  it('leaves F6 alone when there are no toasts', async () => {
    const user = userEvent.setup();
    const outside = vi.fn();
    render(
      <ToastProvider>
        <button type="button">Save</button>
      </ToastProvider>,
    );
    document.addEventListener('keydown', outside);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.keyboard('{F6}');
    expect(document.activeElement).toBe(save);
    expect(outside).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'F6', defaultPrevented: false }),
    );
    document.removeEventListener('keydown', outside);
  });

  it('throws a clear error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('useToast must be used inside a ToastProvider');
    spy.mockRestore();
  });
});

describe('ToastPreview', () => {
  it('lists toasts in the page, without a live notifications region', () => {
    const { container } = render(
      <ToastPreview
        toasts={[
          { tone: 'positive', message: 'Watering logged' },
          { tone: 'negative', title: 'Not saved', message: 'Check your connection.' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Notifications (preview)' });
    expect(container.contains(list)).toBe(true);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Watering logged',
      'Not savedCheck your connection.',
    ]);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
