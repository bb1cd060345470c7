import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ToastProvider } from '@bloomkeep/ui';
import type { NewActionRouteQuery } from '../../__generated__/NewActionRouteQuery.graphql';
import { renderRoute } from '../../testing/renderRoute';
import { NewActionRoute } from './NewActionRoute';
import { thingQueryLoader } from './thingId';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const THING_ID = '2aefcf39-a184-4c34-9e86-a72532a14513';

function open(search: string) {
  return renderRoute({
    path: '/things/:thingId/action',
    url: `/things/${THING_ID}/action${search}`,
    signedIn: true,
    userId: '00000000-0000-4000-8000-0000000000aa',
    loader: (context) =>
      thingQueryLoader<NewActionRouteQuery>(
        context,
        () => import('../../__generated__/NewActionRouteQuery.graphql'),
        { signIn: true },
      ),
    element: (
      <ToastProvider>
        <NewActionRoute />
      </ToastProvider>
    ),
    resolvers: {
      Thing: () => ({ id: THING_ID, name: 'Rose bed', isPublic: true, canRecordAction: true }),
    },
  });
}

describe('NewActionRoute', () => {
  it('starts with the action type a chat suggestion names (?type=WATERING)', async () => {
    await open('?type=WATERING');
    const watering = await screen.findByRole('radio', { name: 'Watering' });
    expect((watering as HTMLInputElement).checked).toBe(true);
    // A watering's litres field shows only for that type: the form really is set to it.
    expect(screen.getByRole('textbox', { name: /Litres/ })).toBeTruthy();
  });

  it('ignores a type that is not one a person records', async () => {
    await open('?type=CREATED');
    await screen.findByRole('radio', { name: 'Watering' });
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
  });
});
