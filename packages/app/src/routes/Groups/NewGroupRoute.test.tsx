import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@bloomkeep/ui';
import { guardLoader } from '../../relay/routeQuery';
import { signedInGuard } from '../../auth/guards';
import { renderRoute } from '../../testing/renderRoute';
import { NewGroupRoute } from './NewGroupRoute';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setup(signedIn = true) {
  const rendered = await renderRoute({
    path: '/groups/new',
    loader: (context) => guardLoader(context, signedInGuard),
    element: (
      <ToastProvider>
        <NewGroupRoute />
      </ToastProvider>
    ),
    signedIn,
    userId: '00000000-0000-4000-8000-0000000000aa',
    expectQuery: false,
  });
  return rendered;
}

describe('/groups/new', () => {
  it('sends a guest to sign in first', async () => {
    const { router } = await setup(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('checks the name with the thing-name rule before asking the server', async () => {
    const user = userEvent.setup();
    const { environment } = await setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), '  a ');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Name must be between 3 and 255 characters')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows the server’s refusal above the form and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { environment } = await setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Year 5 Bee Club');
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      name: 'Year 5 Bee Club',
      description: null,
      isPublic: false,
      hasImage: false,
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { createGroup: null },
        errors: [
          {
            message: 'Name must be between 3 and 255 characters',
            extensions: { errcode: 'VALID' },
          },
        ],
      } as never);
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Name must be between 3 and 255 characters',
    );
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Year 5 Bee Club',
    );
  });

  it('lands on the new group’s page', async () => {
    const user = userEvent.setup();
    const { environment, router } = await setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Year 5 Bee Club');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'School bees');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          createGroup: {
            group: { id: 'g-new', slug: 'year-5-bee-club', name: 'Year 5 Bee Club' },
          },
        },
      });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/year-5-bee-club'));
  });
});
