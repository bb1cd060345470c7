import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderRoute } from '../../testing/renderRoute';
import { DeviceRoute } from './DeviceRoute';
import { deviceRouteLoader } from './devicesRoutes';

afterEach(cleanup);

const DEVICE_ID = '0b6c2a55-1c7e-4d52-9a55-0f3b1c2d3e4f';

const reading = (n: number, water: number) => ({
  nodeId: `reading-${n}`,
  createdAt: `2026-06-01T0${n}:00:00Z`,
  water,
  temperature: 14.5,
  conductivity: 310,
  ph: null,
  battery: 3.58,
  probeDetected: true,
  ledState: null,
});

const device = (readings: ReturnType<typeof reading>[]) => ({
  id: DEVICE_ID,
  nodeId: `device-${DEVICE_ID}`,
  name: 'Castle bed probe',
  model: 'LSE01',
  deviceId: 'eui-a84041000181c6f1',
  isPublic: true,
  isOwner: false,
  hydrationLevels: [20, 30, 60, 100],
  water: readings[0]?.water ?? null,
  updated: readings[0]?.createdAt ?? null,
  thing: { id: 'thing-1', name: 'Castle Street bee cafe' },
  sensorData: { nodes: readings },
});

describe('the device page', () => {
  it('lists the newest readings as a table and adds a new one live, with no reload', async () => {
    const { environment } = await renderRoute({
      path: '/devices/:deviceId',
      url: `/devices/${DEVICE_ID}`,
      loader: deviceRouteLoader,
      element: <DeviceRoute />,
      signedIn: false,
      resolvers: { Device: () => device([reading(2, 41.5), reading(1, 44)]) },
    });
    const table = await screen.findByRole('table', {
      name: /newest 2 readings of Castle bed probe/,
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Time',
      'Water (%)',
      'Temperature (°C)',
      'Conductivity (µS/cm)',
      'Battery (V)',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      screen.getAllByRole('link', { name: 'Castle Street bee cafe' })[0]!.getAttribute('href'),
    ).toBe('/things/thing-1');
    // A guest sees no owner controls.
    expect(screen.queryByRole('link', { name: 'Edit device' })).toBeNull();

    // The page subscribed to deviceUpdated(id); an uplink arrives.
    const subscription = await waitFor(() => {
      const found = environment.mock
        .getAllOperations()
        .find((operation) => operation.request.node.params.operationKind === 'subscription');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(subscription.request.variables).toEqual({ id: DEVICE_ID });
    await act(async () => {
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, {
          Device: () => device([reading(3, 23.5), reading(2, 41.5), reading(1, 44)]),
        }),
      );
    });
    await screen.findByRole('table', { name: /newest 3 readings/ });
    expect(screen.getByRole('cell', { name: '23.5' })).toBeTruthy();
  });
});
