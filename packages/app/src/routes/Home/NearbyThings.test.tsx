import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { ThemeProvider } from '@bloomkeep/ui';
import { BrandProvider } from '../../system/brand';
import type { LngLat } from '@bloomkeep/schema';
import { NearbyThingsNearYou } from './NearbyThings';

const TOTNES: LngLat = { latitude: 50.4316, longitude: -3.6866 };

/** What thingsNear answers: already nearest first, as the server sends them. */
const nearest = [
  { id: 'a1', name: 'Market square planter', location: { x: -3.6868, y: 50.4317 } },
  { id: 'b2', name: 'Rotherfold oak', location: { x: -3.688, y: 50.431 } },
];

function renderNearby(origin: LngLat | null) {
  const environment = createMockEnvironment();
  const operations: OperationDescriptor[] = [];
  environment.mock.queueOperationResolver((operation) => {
    operations.push(operation);
    return MockPayloadGenerator.generate(operation, {
      ThingsConnection: () => ({ nodes: nearest.map(() => ({})) }),
      Thing: (context) => {
        const thing = nearest[Number(context.path?.[context.path.length - 1] ?? 0)]!;
        return {
          ...thing,
          nodeId: `node-${thing.id}`,
          category: 'PLANTER',
          isPublic: true,
          createdAt: '2026-05-14T09:30:00Z',
          indicatorColour: 'GREEN',
          indicatorParameter: 'WATER',
          thumbnail: null,
        };
      },
    });
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider theme="default">
        <BrandProvider theme="default">
          <NearbyThingsNearYou
            origin={origin}
            isLocating={false}
            locationError={null}
            onLocate={vi.fn()}
            limit={4}
          />
        </BrandProvider>
      </ThemeProvider>
    </RelayEnvironmentProvider>,
  );
  return operations;
}

// relay-test-utils' mock environment is written for Jest and calls `jest.fn`.
vi.stubGlobal('jest', vi);

afterEach(cleanup);

describe('NearbyThingsNearYou', () => {
  it('asks the server for the things nearest to the position and lists them with distances', async () => {
    const operations = renderNearby(TOTNES);
    const list = await screen.findByRole('list', { name: 'things nearest to you' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Market square planter', 'Rotherfold oak']);
    expect(within(list).getByText('20 m away')).toBeTruthy();
    expect(operations).toHaveLength(1);
    expect(operations[0]!.request.node.params.name).toBe('NearbyThingsQuery');
    expect(operations[0]!.request.variables).toEqual({ ...TOTNES, first: 4, category: null });
  });

  it('asks nothing of the server while the position is unknown', async () => {
    const operations = renderNearby(null);
    expect(await screen.findByRole('button', { name: 'Show things near me' })).toBeTruthy();
    expect(operations).toHaveLength(0);
  });
});
