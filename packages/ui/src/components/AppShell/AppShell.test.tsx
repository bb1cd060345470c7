import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell, type AppShellProps } from './AppShell';

const navItems = [
  { id: 'home', label: 'Home', href: '/' },
  { id: 'things', label: 'Things', href: '/things' },
  { id: 'map', label: 'Map', href: '/map', icon: <svg data-testid="map-icon" /> },
];

function renderShell(props: Partial<AppShellProps> = {}) {
  return render(
    <AppShell brandName="Bloomkeep" navItems={navItems} currentHref="/things" {...props}>
      <p>Page content</p>
    </AppShell>,
  );
}

/** The header's own nav (the drawer has a second one while it is open). */
function headerNav() {
  return within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
}

describe('AppShell', () => {
  it('renders banner, main and the children in main', () => {
    renderShell();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeTruthy();
  });

  it('links the brand name to homeHref', () => {
    renderShell({ homeHref: '/home' });
    expect(screen.getByRole('link', { name: 'Bloomkeep' }).getAttribute('href')).toBe('/home');
  });

  it('shows a decorative logo', () => {
    renderShell({ logo: <svg data-testid="logo" /> });
    expect(screen.getByTestId('logo').parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Bloomkeep' })).toBeTruthy();
  });

  it('has a "Skip to content" link that targets main', () => {
    renderShell();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('renders the nav items in a "Main" navigation with aria-current on the current one', () => {
    renderShell();
    const nav = headerNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Things', 'Map']);
    expect(within(nav).getByRole('link', { name: 'Things' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(within(nav).getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('/map');
    expect(screen.getAllByTestId('map-icon')[0]?.parentElement?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('marks no item current without currentHref', () => {
    renderShell({ currentHref: undefined });
    expect(headerNav().querySelector('[aria-current]')).toBeNull();
  });

  it('shows "Sign in" linking to signInHref when there is no user', () => {
    renderShell({ user: null, signInHref: '/login' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the picture when imageSrc is given', () => {
    renderShell({ user: { name: 'Ada Lovelace', imageSrc: '/ada.png' } });
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/ada.png');
  });

  it('shows the user menu with the avatar when signed in', () => {
    renderShell({ user: { name: 'Ada Lovelace', imageSrc: null } });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    expect(trigger.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AL');
  });

  it('opens the user menu and calls onUserMenuAction with the item id', async () => {
    const onUserMenuAction = vi.fn();
    const user = userEvent.setup();
    renderShell({
      user: { name: 'Ada Lovelace' },
      userMenuItems: [
        { id: 'settings', label: 'Settings' },
        { id: 'sign-out', label: 'Sign out', tone: 'critical' },
      ],
      onUserMenuAction,
    });
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onUserMenuAction).toHaveBeenCalledWith('sign-out');
  });

  it('renders the footer in a contentinfo landmark', () => {
    renderShell({ footer: 'Made with care' });
    expect(screen.getByRole('contentinfo').textContent).toBe('Made with care');
  });

  it('renders no footer without one', () => {
    renderShell();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('opens the navigation drawer from the Menu button and closes it with the close button', async () => {
    const user = userEvent.setup();
    renderShell();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menuButton.getAttribute('aria-controls')).toBe(drawer.id);
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(
      within(drawerNav).getByRole('link', { name: 'Things' }).getAttribute('aria-current'),
    ).toBe('page');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes the drawer on Escape and returns focus to the Menu button', async () => {
    const user = userEvent.setup();
    renderShell();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes the drawer when a nav item is chosen', async () => {
    const user = userEvent.setup();
    renderShell({ navItems: navItems.map((item) => ({ ...item, href: `#${item.id}` })) });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(drawer).getByRole('link', { name: 'Map' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no navigation and no Menu button without nav items', () => {
    renderShell({ navItems: [] });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
