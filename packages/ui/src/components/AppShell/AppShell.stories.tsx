import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Home, LogOut, Map, Settings, Sprout, User, Users } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Card } from '../Card/Card';
import { Grid } from '../Grid/Grid';
import { PageHeader } from '../PageHeader/PageHeader';
import { Stack } from '../Stack/Stack';
import { AppShell } from './AppShell';

const navigate = fn();

/** Client-side navigation as the app does it: RAC links call `navigate` instead of loading a page. */
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

/**
 * A visible edge around the shell at `parameters.shellWidth` (default full width); the shell
 * itself fills the viewport's height and switches to the drawer below 600 px of its own width.
 */
const frame: Decorator = (Story, context) => (
  <div
    style={{
      // Cancel the preview's padding: the shell is the whole page, exactly the viewport's height.
      margin: `calc(-1 * ${vars.space.large})`,
      width: (context.parameters.shellWidth as number | undefined) ?? 'auto',
      boxShadow: `1px 0 0 ${vars.colour.border}`,
    }}
  >
    <Story />
  </div>
);

const navItems = [
  { id: 'home', label: 'Home', href: '/', icon: <Home size={18} /> },
  { id: 'things', label: 'Things', href: '/things', icon: <Sprout size={18} /> },
  { id: 'map', label: 'Map', href: '/map', icon: <Map size={18} /> },
  { id: 'groups', label: 'Groups', href: '/groups', icon: <Users size={18} /> },
];

const userMenuItems = [
  { id: 'profile', label: 'Profile', href: '/profile', icon: <User size={16} /> },
  { id: 'settings', label: 'Settings', href: '/settings', icon: <Settings size={16} /> },
  { id: 'sign-out', label: 'Sign out', tone: 'critical' as const, icon: <LogOut size={16} /> },
];

const things = ['Corner planter', 'Oak tree on Willow Lane', 'Bee hotel', 'School pond'];

const page = (
  <Stack space="large">
    <PageHeader
      title="Your things"
      description="The plants, trees and habitats you look after."
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'Things', href: '/things' },
      ]}
    />
    <Grid gap="medium" minItemWidth={220} as="ul" aria-label="Things">
      {things.map((name) => (
        <li key={name}>
          <Card as="article" aria-label={name}>
            <Stack space="xsmall">
              <strong>{name}</strong>
              <span style={{ color: vars.colour.textMuted }}>Watered 2 days ago</span>
            </Stack>
          </Card>
        </li>
      ))}
    </Grid>
  </Stack>
);

const meta = {
  title: 'Patterns/AppShell',
  component: AppShell,
  decorators: [withRouter, frame],
  parameters: {
    docs: {
      description: {
        component:
          'The frame of every page: a "Skip to content" link, a header with the brand, the main navigation (`aria-current="page"` on the current item) and the user menu or "Sign in", `<main>` and a footer. When the shell is narrower than 600 px the navigation moves into a drawer behind a "Menu" button. Links are react-aria links: wrap the app in `RouterProvider` for client-side navigation. Do keep the nav to five items or fewer; don’t put page actions in the header (use PageHeader).',
      },
    },
  },
  args: {
    brandName: 'Bloomkeep',
    logo: <Sprout size={28} />,
    navItems,
    currentHref: '/things',
    user: { name: 'Ada Lovelace', imageSrc: null },
    userMenuItems,
    onUserMenuAction: fn(),
    footer: '© 2026 Bloomkeep · Looking after green spaces together',
    children: page,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Things' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Keyboard: the skip link comes first and moves focus to main.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    // Pointer: a nav link navigates through the router.
    const map = within(nav).getByRole('link', { name: 'Map' });
    await userEvent.click(map);
    await expect(navigate).toHaveBeenCalledWith('/map', undefined);
    // The user menu: open it with the keyboard and choose "Sign out".
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const signOut = await body.findByRole('menuitem', { name: 'Sign out' });
    await userEvent.click(signOut);
    await expect(args.onUserMenuAction).toHaveBeenCalledWith('sign-out');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.unhover(map);
    (document.activeElement as HTMLElement | null)?.blur();
    history.replaceState(null, '', location.pathname + location.search);
  },
};

export const Guest: Story = {
  args: { user: null, signInHref: '/sign-in' },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const signIn = within(canvasElement).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/sign-in');
    await userEvent.click(signIn);
    await expect(navigate).toHaveBeenCalledWith('/sign-in', undefined);
    await userEvent.unhover(signIn);
    signIn.blur();
  },
};

export const LongNames: Story = {
  args: {
    brandName: 'Riverside Gardeners and Friends of Willow Lane Community Orchard',
    user: { name: 'Maximiliana Wolfeschlegelsteinhausen-Bergerdorff', imageSrc: null },
  },
};

export const Empty: Story = {
  name: 'Empty (no navigation)',
  args: {
    navItems: [],
    user: null,
    footer: undefined,
    children: <p style={{ margin: 0 }}>Nothing to see here yet.</p>,
  },
};

export const SmallViewport: Story = {
  parameters: { shellWidth: 360 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The header nav is hidden; the Menu button opens it in a drawer.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

export const SmallViewportDrawerByKeyboard: Story = {
  name: 'Small viewport: drawer opened by keyboard',
  parameters: { shellWidth: 360 },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const body = within(document.body);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    // Tab past the skip link to the Menu button, open with Enter, close with Escape.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(menuButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    let drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAttribute('aria-controls', drawer.id);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
    // Open again with Space, choose "Map" with the keyboard: the drawer closes and navigates.
    await userEvent.keyboard(' ');
    drawer = await body.findByRole('dialog', { name: 'Navigation' });
    const map = within(drawer).getByRole('link', { name: 'Map' });
    map.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/map', undefined);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
    // Leave it open for the screenshot.
    await userEvent.keyboard('{Enter}');
    drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Things' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SmallViewportDrawerByPointer: Story = {
  name: 'Small viewport: drawer opened by pointer',
  parameters: { shellWidth: 360 },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const body = within(document.body);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    let drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
    await userEvent.click(menuButton);
    drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Groups' }));
    await expect(navigate).toHaveBeenCalledWith('/groups', undefined);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Leave it open for the screenshot, with the pointer away from the links.
    await userEvent.click(menuButton);
    drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await userEvent.unhover(menuButton);
    await expect(drawer).toBeVisible();
  },
};
