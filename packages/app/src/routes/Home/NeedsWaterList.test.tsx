import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ThemeProvider } from '@bloomkeep/ui';
import type { NeedsWaterListTestQuery } from '../../__generated__/NeedsWaterListTestQuery.graphql';
import { BrandProvider, type ThemeName } from '../../system/brand';
import { NeedsWaterList } from './NeedsWaterList';

const testQuery = graphql`
  query NeedsWaterListTestQuery @relay_test_operation {
    allThings(first: 6) {
      nodes {
        ...NeedsWaterList_things
      }
    }
  }
`;

interface Row {
  id: string;
  name: string;
  indicatorColour: 'ORANGE' | 'RED';
  canRecordAction: boolean;
  lastWatering?: { createdAt: string; creator: { username: string } | null } | null;
}

const NOW = new Date('2026-06-01T12:00:00Z');

const rows: Row[] = [
  { id: 'a1', name: 'Castle Street bee cafe', indicatorColour: 'RED', canRecordAction: true },
  { id: 'b2', name: 'Vire Island planter', indicatorColour: 'ORANGE', canRecordAction: false },
];

function Subject({ isSignedIn }: { isSignedIn: boolean }) {
  const data = useLazyLoadQuery<NeedsWaterListTestQuery>(testQuery, {});
  return (
    <NeedsWaterList
      things={data.allThings?.nodes ?? []}
      isSignedIn={isSignedIn}
      viewerUsername={isSignedIn ? 'robin_w' : null}
      now={NOW}
    />
  );
}

function renderList(things: Row[], { isSignedIn = true, theme = 'default' as ThemeName } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      ThingsConnection: () => ({ nodes: things.map(() => ({})) }),
      Thing: (context) => {
        const thing = things[Number(context.path?.[context.path.length - 1] ?? 0)]!;
        return {
          ...thing,
          nodeId: `node-${thing.id}`,
          category: 'BEECAFE',
          indicatorParameter: 'WATER',
          lastWatering: thing.lastWatering ?? null,
        };
      },
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider theme={theme}>
        <BrandProvider theme={theme}>
          <Suspense fallback="Loading">
            <Subject isSignedIn={isSignedIn} />
          </Suspense>
        </BrandProvider>
      </ThemeProvider>
    </RelayEnvironmentProvider>,
  );
}

// relay-test-utils' mock environment is written for Jest and calls `jest.fn`.
vi.stubGlobal('jest', vi);

afterEach(cleanup);

describe('NeedsWaterList', () => {
  it('lists each thing with its water level and a link to its page', async () => {
    renderList(rows);
    const list = await screen.findByRole('list', { name: 'things that need water' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Castle Street bee cafe' })).toHaveProperty(
      'pathname',
      '/things/a1',
    );
    expect(within(items[0]!).getByText('Too dry')).toBeTruthy();
    expect(within(items[1]!).getByText('Needs water')).toBeTruthy();
  });

  it('offers "Record an action" only where a signed-in user may record one', async () => {
    renderList(rows);
    const link = await screen.findByRole('link', {
      name: 'Record an action for Castle Street bee cafe',
    });
    expect(link).toHaveProperty('pathname', '/things/a1/action');
    expect(screen.queryByRole('link', { name: 'Record an action for Vire Island planter' })).toBe(
      null,
    );
  });

  it('offers every action link to guests, who are asked to sign in there', async () => {
    renderList(rows, { isSignedIn: false });
    expect(await screen.findAllByRole('link', { name: /^Record an action for / })).toHaveLength(2);
  });

  it('says so when nothing needs water', async () => {
    renderList([]);
    expect(
      await screen.findByRole('heading', { name: 'Nothing needs water right now' }),
    ).toBeTruthy();
    expect(screen.getByText('When the soil of a thing gets dry it shows up here.')).toBeTruthy();
  });

  it('words things as bee cafes on the bee cafe host', async () => {
    renderList(rows, { theme: 'beeCafe' });
    expect(await screen.findByRole('list', { name: 'bee cafes that need water' })).toBeTruthy();
  });

  it('says who watered last and when, "by you" for the viewer', async () => {
    renderList([
      {
        ...rows[1]!,
        lastWatering: { createdAt: '2026-06-01T10:00:00Z', creator: { username: 'sam' } },
      },
      {
        ...rows[0]!,
        lastWatering: { createdAt: '2026-06-01T11:55:00Z', creator: { username: 'robin_w' } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'things that need water' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Watered 2 hours ago by sam')).toBeTruthy();
    expect(within(items[1]!).getByText('Watered 5 minutes ago by you')).toBeTruthy();
  });

  it('never says "by you" to a guest', async () => {
    renderList(
      [{ ...rows[0]!, lastWatering: { createdAt: '2026-06-01T11:55:00Z', creator: null } }],
      { isSignedIn: false },
    );
    expect(await screen.findByText('Watered 5 minutes ago')).toBeTruthy();
  });
});
