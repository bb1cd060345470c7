// The live thing card: the fragment request its attributes make, live updates over graphql-ws
// that replace only the changing part (the focus stays on "Help water"), one socket and one
// request shared by the cards of a page, and sockets closed when cards leave.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../bloomkeep';
import { installFakeFetch, json, nextEvent, settle } from '../testing/fakeFetch';
import {
  API,
  SITE,
  THING_ID,
  thingCardFragment,
  thingCardPlaceholderFragment,
} from '../testing/fixtures';
import { THING_CARD_MESSAGES } from './ThingCardElement';

// graphql-ws, faked at its boundary: the clients the card creates and what they subscribe to.
interface FakeSubscription {
  payload: { documentId?: string; variables?: Record<string, unknown> };
  sink: { next(value: unknown): void; error(error: unknown): void; complete(): void };
  unsubscribed: boolean;
}
interface FakeClient {
  url: string;
  subscriptions: FakeSubscription[];
  disposed: boolean;
}
const clients: FakeClient[] = [];
vi.mock('graphql-ws', () => ({
  createClient: (options: { url: string }) => {
    const client: FakeClient = { url: options.url, subscriptions: [], disposed: false };
    clients.push(client);
    return {
      subscribe(payload: FakeSubscription['payload'], sink: FakeSubscription['sink']) {
        const subscription = { payload, sink, unsubscribed: false };
        client.subscriptions.push(subscription);
        return () => {
          subscription.unsubscribed = true;
        };
      },
      dispose() {
        client.disposed = true;
      },
    };
  },
}));

const FRAGMENT_PATH = '/widgets/v1/fragments/thing-card';

function card(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('bloomkeep-thing-card');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

async function shown(element: HTMLElement): Promise<CustomEvent> {
  const ready = nextEvent(element);
  if (!element.isConnected) document.body.append(element);
  return ready;
}

const live = (subscription: FakeSubscription) =>
  subscription.sink.next({
    data: { thingUpdated: { event: 'updated', thing: { id: THING_ID, water: 61 } } },
  });

beforeEach(() => {
  clients.length = 0;
});
afterEach(async () => {
  document.body.replaceChildren();
  await settle();
});

describe('<bloomkeep-thing-card>', () => {
  it('asks for the thing’s fragment and shows the card with its link to our site', async () => {
    const server = installFakeFetch(() => json(thingCardFragment()));
    const element = card({ api: API, thing: THING_ID.toUpperCase(), theme: 'nonsense' });
    expect((await shown(element)).detail.state).toBe('content');
    const { url, init } = server.requests[0]!;
    expect(`${url.origin}${url.pathname}`).toBe(`${API}${FRAGMENT_PATH}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ thing: THING_ID, theme: 'default' });
    expect(init?.credentials).toBe('omit');
    const link = element.shadowRoot!.querySelector('a')!;
    expect(link.textContent).toBe('Help water Castle Street bee cafe');
    expect(link.href).toBe(`${SITE}/things/${THING_ID}`);
  });

  it('explains a missing thing attribute, and a thing that is not public', async () => {
    const server = installFakeFetch(() => json(thingCardPlaceholderFragment, 404));
    const missing = card({ api: API, thing: 'castle-street' });
    expect((await shown(missing)).detail.state).toBe('placeholder');
    expect(missing.shadowRoot!.textContent).toBe(THING_CARD_MESSAGES.noThing);
    expect(server.requests).toHaveLength(0);

    const hidden = card({ api: API, thing: THING_ID });
    expect((await shown(hidden)).detail.state).toBe('placeholder');
    expect(hidden.shadowRoot!.querySelector('h2')?.textContent).toBe(
      'This thing cannot be shown here',
    );
    // Nothing to follow live.
    await settle();
    expect(clients).toHaveLength(0);
  });

  it('subscribes to the thing’s updates and replaces only the live part, keeping focus', async () => {
    let water = 24;
    const server = installFakeFetch(() => json(thingCardFragment({ water })));
    const element = card({ api: API, thing: THING_ID });
    await shown(element);
    await settle();

    expect(clients).toHaveLength(1);
    expect(clients[0]!.url).toBe('wss://api.bloomkeep.example/graphql/public');
    const [subscription] = clients[0]!.subscriptions;
    expect(subscription!.payload).toMatchObject({
      documentId: 'public.thingUpdated.v1',
      variables: { id: THING_ID },
    });

    const root = element.shadowRoot!;
    const link = root.querySelector('a')!;
    link.focus();
    expect(root.activeElement).toBe(link);

    water = 61;
    live(subscription!);
    await vi.waitFor(() =>
      expect(root.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')).toBe('61'),
    );
    // The live refetch goes past the browser's cache (the fragment's max-age would hide the change).
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.init?.cache).toBe('no-cache');
    // The link is the same element, still focused.
    expect(root.querySelector('a')).toBe(link);
    expect(root.activeElement).toBe(link);
    // The marker's position arrives through the CSSOM (a strict CSP drops style attributes).
    expect(root.querySelector<HTMLElement>('.marker')!.style.left).toBe('61%');
  });

  it('fetches once more for a burst of events, not once per event', async () => {
    const server = installFakeFetch(() => json(thingCardFragment()));
    const element = card({ api: API, thing: THING_ID });
    await shown(element);
    await settle();
    server.holdAnswers();
    const [subscription] = clients[0]!.subscriptions;
    for (let event = 0; event < 5; event += 1) live(subscription!);
    await settle();
    server.release();
    await settle(10);
    // One fetch in flight during the burst, one queued after it.
    expect(server.requests).toHaveLength(3);
  });

  it('shares one request and one socket among the cards of one thing, and closes it when the last leaves', async () => {
    const server = installFakeFetch(() => json(thingCardFragment()));
    const first = card({ api: API, thing: THING_ID });
    const second = card({ api: API, thing: THING_ID });
    const ready = Promise.all([nextEvent(first), nextEvent(second)]);
    document.body.append(first, second);
    await ready;
    await settle();
    expect(server.to(FRAGMENT_PATH)).toHaveLength(1);
    expect(clients).toHaveLength(1);
    expect(clients[0]!.subscriptions).toHaveLength(2);

    // A live event reaches both cards: their refetches overlap and share one request.
    for (const subscription of clients[0]!.subscriptions) live(subscription);
    await settle(10);
    expect(server.to(FRAGMENT_PATH)).toHaveLength(2);

    first.remove();
    await settle();
    expect(clients[0]!.subscriptions.map((s) => s.unsubscribed)).toEqual([true, false]);
    expect(clients[0]!.disposed).toBe(false);

    second.remove();
    await settle();
    expect(clients[0]!.subscriptions.every((s) => s.unsubscribed)).toBe(true);
    expect(clients[0]!.disposed).toBe(true);
  });

  it('follows a new thing attribute: a new fragment and a new subscription, the old one ended', async () => {
    const other = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const server = installFakeFetch((url) =>
      json(
        thingCardFragment({
          name: url.searchParams.get('thing') === other ? 'Elm tree' : 'Bee cafe',
        }),
      ),
    );
    const element = card({ api: API, thing: THING_ID });
    await shown(element);
    await settle();
    const ready = nextEvent(element);
    element.setAttribute('thing', other);
    await ready;
    await settle();
    expect(server.requests[1]!.url.searchParams.get('thing')).toBe(other);
    expect(element.shadowRoot!.querySelector('h2')?.textContent).toBe('Elm tree');
    const subscriptions = clients.flatMap((client) => client.subscriptions);
    expect(subscriptions.map((s) => [s.payload.variables?.id, s.unsubscribed])).toEqual([
      [THING_ID, true],
      [other, false],
    ]);
  });

  it('shows the placeholder and stops listening when the thing stops being public', async () => {
    let isPublic = true;
    installFakeFetch(() =>
      isPublic ? json(thingCardFragment()) : json(thingCardPlaceholderFragment, 404),
    );
    const element = card({ api: API, thing: THING_ID });
    await shown(element);
    await settle();
    isPublic = false;
    const ready = nextEvent(element);
    live(clients[0]!.subscriptions[0]!);
    expect((await ready).detail.state).toBe('placeholder');
    expect(clients[0]!.subscriptions[0]!.unsubscribed).toBe(true);
    expect(clients[0]!.disposed).toBe(true);
  });
});
