import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderRoute, type MockEnvironment } from '../../testing/renderRoute';
import { UsersRoute } from './UsersRoute';
import { usersRouteLoader } from './usersRoutes';

const PEOPLE = [
  { id: 'u-1', name: 'Olu Organiser', username: 'organiserolu', hasImage: false, image: null },
  { id: 'u-2', name: 'Sam Steward', username: 'stewardsam', hasImage: false, image: null },
];

function answer(environment: MockEnvironment, people: typeof PEOPLE) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        UsersConnection: () => ({
          edges: people.map((node) => ({ node, cursor: `c-${node.id}` })),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    );
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UsersRoute', () => {
  it('asks nothing for guests and offers to sign in', async () => {
    await renderRoute({
      path: '/users',
      loader: usersRouteLoader,
      element: <UsersRoute />,
      signedIn: false,
      expectQuery: false,
    });
    const prompt = await screen.findByRole('heading', { name: 'Sign in to meet your neighbours' });
    expect(prompt).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?next=%2Fusers',
    );
  });

  it('lists people by name, each a link to their profile', async () => {
    const { environment, variables } = await renderRoute({
      path: '/users',
      loader: usersRouteLoader,
      element: <UsersRoute />,
      signedIn: true,
      userId: 'u-9',
    });
    expect(variables).toEqual({ search: null });
    answer(environment, PEOPLE);
    const sam = await screen.findByRole('link', { name: /Sam Steward/ });
    expect(sam.getAttribute('href')).toBe('/users/u-2');
    expect(screen.getByText('@organiserolu')).toBeTruthy();
    // Only administrators add users.
    expect(screen.queryByRole('link', { name: 'Add a user' })).toBeNull();
  });

  it('searches on the server from the URL and says when no one matches', async () => {
    const { environment, variables } = await renderRoute({
      path: '/users',
      url: '/users?q=%20zed%20',
      loader: usersRouteLoader,
      element: <UsersRoute />,
      signedIn: true,
      isAdmin: true,
      userId: 'u-9',
    });
    expect(variables).toEqual({ search: 'zed' });
    answer(environment, []);
    expect(await screen.findByRole('heading', { name: 'No one matches' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a user' }).getAttribute('href')).toBe(
      '/users/new',
    );
  });

  it('runs a new search when typing pauses', async () => {
    const { environment, router } = await renderRoute({
      path: '/users',
      loader: usersRouteLoader,
      element: <UsersRoute />,
      signedIn: true,
      userId: 'u-9',
    });
    answer(environment, PEOPLE);
    await screen.findByRole('link', { name: /Sam Steward/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'sam');
    // The navigation's loader asks for the new search; the URL follows once it answers.
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        search: 'sam',
      }),
    );
    answer(environment, [PEOPLE[1]!]);
    await waitFor(() => expect(router.state.location.search).toBe('?q=sam'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Olu Organiser/ })).toBeNull());
  });
});
