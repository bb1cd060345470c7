import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/renderRoute';
import { NewUserRoute } from './NewUserRoute';
import { usersRoutes } from './usersRoutes';

// The /users/new loader (the admin guard) as the app registers it.
const newUserLoader = (context: Parameters<typeof usersRoutes>[0]) => {
  const route = usersRoutes(context).find((r) => r.path === 'users/new')!;
  return route.loader as NonNullable<typeof route.loader> & ((...args: never[]) => unknown);
};

function open(options: { signedIn?: boolean; isAdmin?: boolean } = {}) {
  return renderRoute({
    path: '/users/new',
    loader: newUserLoader as never,
    element: <NewUserRoute />,
    signedIn: options.signedIn ?? true,
    isAdmin: options.isAdmin ?? true,
    userId: 'admin-1',
    expectQuery: false,
  });
}

async function fill(name: string, username: string, email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), name);
  await user.type(screen.getByRole('textbox', { name: /^Username/ }), username);
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), email);
  await user.click(screen.getByRole('button', { name: 'Add user' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewUserRoute', () => {
  it('sends signed-in users who are not administrators to the home page', async () => {
    const { router } = await open({ isAdmin: false });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends guests to sign in first', async () => {
    const { router } = await open({ signedIn: false });
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?next=%2Fusers%2Fnew');
  });

  it('checks the fields before asking the server', async () => {
    const { environment } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Add a user' });
    await fill('X', '1bad name', 'not-an-address');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Username/ }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(screen.getByRole('textbox', { name: /^E-mail/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says "Failed to create user" with the reason when the server refuses', async () => {
    const { environment } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Add a user' });
    await fill('Robin Walker', 'robin_w', 'robin@example.org');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      name: 'Robin Walker',
      username: 'robin_w',
      email: 'robin@example.org',
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { newUser: null },
        errors: [{ message: 'Username already exists', extensions: { errcode: 'UNTKN' } }],
      } as never);
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to create user: Username already exists',
    );
    expect(screen.getByRole('textbox', { name: /^Username/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('shows the new user and that they were e-mailed', async () => {
    const { environment } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Add a user' });
    await fill('Robin Walker', 'robin_w', 'robin@example.org');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { newUser: { user: { id: 'u-new', name: 'Robin Walker', username: 'robin_w' } } },
      });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'User added' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'We have e-mailed robin@example.org a link to set their passphrase',
    );
    expect(screen.getByRole('link', { name: 'See their profile' }).getAttribute('href')).toBe(
      '/users/u-new',
    );
  });
});
