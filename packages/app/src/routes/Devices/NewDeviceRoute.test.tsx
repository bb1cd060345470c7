import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@bloomkeep/ui';
import { renderRoute } from '../../testing/renderRoute';
import { NewDeviceRoute } from './NewDeviceRoute';
import { newDeviceRouteLoader } from './devicesRoutes';

afterEach(cleanup);

const USER_ID = '00000000-0000-4000-8000-0000000000aa';

async function renderForm(url = '/devices/new') {
  const rendered = await renderRoute({
    path: '/devices/new',
    url,
    loader: newDeviceRouteLoader,
    element: (
      <ToastProvider>
        <NewDeviceRoute />
      </ToastProvider>
    ),
    signedIn: true,
    userId: USER_ID,
    resolvers: {
      User: () => ({ id: USER_ID }),
      ThingAccessesConnection: () => ({
        nodes: [
          { isOwner: true, isCollaborator: false, thing: { id: 'thing-1', name: 'Castle bed' } },
        ],
      }),
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Add a device' });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Fills every required field with valid values. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Model/ }));
  await user.click(await screen.findByRole('option', { name: /LSE01/ }));
  await user.type(field('Name'), 'Castle bed sensor');
  await user.type(field('Device id'), 'eui-a84041000181c6f1');
  await user.type(screen.getByRole('textbox', { name: /Latitude/ }), '50.43');
  await user.type(screen.getByRole('textbox', { name: /Longitude/ }), '-3.68');
}

// Typing into every field is slow in happy-dom on a shared machine.
describe('the new device form', { timeout: 30_000 }, () => {
  it('refuses a device id that does not start with eui-, before asking the server', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm();
    await fillValid(user);
    await user.clear(field('Device id'));
    await user.type(field('Device id'), 'a84041000181c6f1');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    expect(await screen.findByText('Device id must start with eui-')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('refuses hydration levels that do not increase, on the field that breaks the order', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm();
    await fillValid(user);
    const good = screen.getByRole('textbox', { name: /Good up to/ });
    await user.clear(good);
    await user.type(good, '25');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await waitFor(() => expect(good.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Hydration levels must increase')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('starts at the point of a link from the map (?x=longitude&y=latitude)', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm('/devices/new?x=-3.6871&y=50.4304');
    expect(screen.getByRole('textbox', { name: /Latitude/ })).toHaveProperty('value', '50.43040');
    expect(screen.getByRole('textbox', { name: /Longitude/ })).toHaveProperty('value', '-3.68710');
    await user.click(screen.getByRole('button', { name: /Model/ }));
    await user.click(await screen.findByRole('option', { name: /LSE01/ }));
    await user.type(field('Name'), 'Castle bed sensor');
    await user.type(field('Device id'), 'eui-a84041000181c6f1');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      x: -3.6871,
      y: 50.4304,
    });
  });

  it('sends the levels as a JSON string, shows a duplicate id on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('combobox', { name: /Linked thing/ }));
    await user.click(await screen.findByRole('option', { name: 'Castle bed' }));
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({
      model: 'LSE01',
      name: 'Castle bed sensor',
      deviceId: 'eui-a84041000181c6f1',
      isPublic: true,
      thingId: 'thing-1',
      hydrationLevels: '[20,30,60,100]',
      x: -3.68,
      y: 50.43,
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { createDevice: null },
        errors: [
          {
            message: 'A device with this id is already registered',
            extensions: { errcode: 'DUPLI' },
          },
        ],
      } as never);
    });
    const deviceId = field('Device id');
    await waitFor(() => expect(deviceId.getAttribute('aria-invalid')).toBe('true'));
    const group = deviceId.closest('.react-aria-TextField') ?? document.body;
    expect(
      within(group as HTMLElement).getByText('A device with this id is already registered'),
    ).toBeTruthy();
    expect((field('Name') as HTMLInputElement).value).toBe('Castle bed sensor');
    expect((deviceId as HTMLInputElement).value).toBe('eui-a84041000181c6f1');
    vi.unstubAllGlobals();
  });
});
