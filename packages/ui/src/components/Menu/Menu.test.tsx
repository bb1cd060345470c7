import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuItemSpec } from './Menu';

const items: MenuItemSpec[] = [
  { id: 'edit', label: 'Edit thing' },
  { id: 'profile', label: 'Profile', href: '/profile' },
  { id: 'archive', label: 'Archive', isDisabled: true },
  { id: 'delete', label: 'Delete thing', tone: 'critical', icon: <svg data-testid="icon" /> },
];

describe('Menu', () => {
  it('renders a trigger named by label with a menu popup', () => {
    render(<Menu label="Thing actions" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Thing actions' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    expect(trigger.getAttribute('aria-expanded')).not.toBe('true');
  });

  it('shows the label as visible text by default and trigger content when given', () => {
    const { rerender } = render(<Menu label="Thing actions" items={items} />);
    expect(screen.getByText('Thing actions')).toBeTruthy();
    rerender(<Menu label="Account" trigger={<span>Robin</span>} items={items} />);
    expect(screen.getByRole('button', { name: 'Account' }).textContent).toContain('Robin');
  });

  it('opens on click and lists the items as menuitems', async () => {
    render(<Menu label="Thing actions" items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Thing actions' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit thing', 'Profile', 'Archive', 'Delete thing']);
    expect(
      screen.getByRole('button', { name: 'Thing actions' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('calls onAction with the item id (pointer)', async () => {
    const onAction = vi.fn();
    render(<Menu label="Thing actions" items={items} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Thing actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit thing' }));
    expect(onAction).toHaveBeenCalledWith('edit');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with the keyboard and calls onAction on Enter', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<Menu label="Thing actions" items={items} onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    screen.getByRole('menuitem', { name: 'Delete thing' }).focus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('delete');
  });

  it('renders href items as links', async () => {
    render(<Menu label="Thing actions" items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Thing actions' }));
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    expect(profile.tagName).toBe('A');
    expect(profile.getAttribute('href')).toBe('/profile');
  });

  it('marks disabled items aria-disabled and ignores them', async () => {
    const onAction = vi.fn();
    render(<Menu label="Thing actions" items={items} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Thing actions' }));
    const archive = screen.getByRole('menuitem', { name: 'Archive' });
    expect(archive.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(archive);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('styles critical items differently and hides icons from assistive tech', async () => {
    render(<Menu label="Thing actions" items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Thing actions' }));
    const edit = screen.getByRole('menuitem', { name: 'Edit thing' });
    const del = screen.getByRole('menuitem', { name: 'Delete thing' });
    expect(del.className).not.toBe(edit.className);
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
