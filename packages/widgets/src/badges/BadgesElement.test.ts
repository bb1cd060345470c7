// The badges widget as a partner's page uses it: attributes become the fragment request, the
// server's markup lands in the shadow root with its style sheets and the fonts in the document,
// and every state (placeholder, busy, unreachable) says what happened.
import { afterEach, describe, expect, it } from 'vitest';
import '../bloomkeep';
import { installFakeFetch, json, nextEvent, settle } from '../testing/fakeFetch';
import { API, badgesFragment, badgesPlaceholderFragment } from '../testing/fixtures';
import { BADGES_MESSAGES } from './BadgesElement';

const FRAGMENT_PATH = '/widgets/v1/fragments/badges';

function badges(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('bloomkeep-badges');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function text(element: HTMLElement): string {
  return element.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('<bloomkeep-badges>', () => {
  it('asks our server for the user’s fragment and shows it in its shadow root', async () => {
    const server = installFakeFetch(() => json(badgesFragment));
    const element = badges({ api: `${API}/`, user: 'stewardsam', theme: 'beecafe' });
    const ready = nextEvent(element);
    document.body.append(element);
    expect((await ready).detail).toMatchObject({ widget: 'bloomkeep-badges', state: 'content' });

    expect(server.requests).toHaveLength(1);
    const { url, init } = server.requests[0]!;
    expect(url.origin).toBe(API);
    expect(url.pathname).toBe(FRAGMENT_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({ user: 'stewardsam', theme: 'beecafe' });
    // No cookies cross to our server from someone else's page.
    expect(init?.credentials).toBe('omit');

    const root = element.shadowRoot!;
    expect(root.querySelector('h2')?.textContent).toBe('stewardsam’s badges');
    expect([...root.querySelectorAll('li h3')].map((h) => h.textContent)).toEqual([
      'Rain maker',
      'First drops',
    ]);
    // The markup's sheets go inside the shadow root, the fonts into the document.
    expect([...root.querySelectorAll('link')].map((link) => link.href)).toEqual(
      badgesFragment.styles,
    );
    expect([...document.head.querySelectorAll('link')].map((link) => link.href)).toEqual(
      badgesFragment.fonts,
    );
  });

  it('talks to the origin its script came from when there is no api attribute', async () => {
    const server = installFakeFetch(() => json(badgesFragment));
    const element = badges({ user: 'stewardsam' });
    const ready = nextEvent(element);
    document.body.append(element);
    await ready;
    // The test's script runs from the page's origin (happy-dom's URL).
    expect(server.requests[0]!.url.href).toBe(
      `https://partner.example${FRAGMENT_PATH}?user=stewardsam&theme=default`,
    );
  });

  it('asks nothing and explains when the user attribute is missing or not a username', async () => {
    const server = installFakeFetch(() => json(badgesFragment));
    for (const attributes of [{ api: API }, { api: API, user: 'not a name!' }] as Array<
      Record<string, string>
    >) {
      const element = badges(attributes);
      const ready = nextEvent(element);
      document.body.append(element);
      expect((await ready).detail.state).toBe('placeholder');
      expect(text(element)).toBe(BADGES_MESSAGES.noUser);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('shows the server’s placeholder for someone who has not opted in', async () => {
    installFakeFetch(() => json(badgesPlaceholderFragment, 404));
    const element = badges({ api: API, user: 'quietquinn' });
    const ready = nextEvent(element);
    document.body.append(element);
    expect((await ready).detail.state).toBe('placeholder');
    expect(element.shadowRoot!.querySelector('h2')?.textContent).toBe(
      'This person has not chosen to show their badges here',
    );
  });

  it('says so itself when a 404 comes without the server’s placeholder', async () => {
    installFakeFetch(() => new Response('Not found', { status: 404 }));
    const element = badges({ api: API, user: 'quietquinn' });
    const ready = nextEvent(element);
    document.body.append(element);
    expect((await ready).detail.state).toBe('placeholder');
    expect(text(element)).toBe(BADGES_MESSAGES.notShared);
  });

  it('shows a loading state that says what is coming while it waits', async () => {
    const server = installFakeFetch(() => json(badgesFragment));
    server.holdAnswers();
    const element = badges({ api: API, user: 'stewardsam' });
    document.body.append(element);
    await settle();
    const status = element.shadowRoot!.querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe(BADGES_MESSAGES.loading);
    const ready = nextEvent(element);
    server.release();
    await ready;
    expect(element.shadowRoot!.querySelector('[role="status"]')).toBeNull();
  });

  it('says when Bloomkeep is busy (429) and tries again from its button', async () => {
    let busy = true;
    const server = installFakeFetch(() =>
      busy
        ? json({ errors: [{ message: 'Too many requests', code: 'RATE_LIMITED' }] }, 429, {
            'retry-after': '30',
          })
        : json(badgesFragment),
    );
    const element = badges({ api: API, user: 'stewardsam' });
    const failed = nextEvent(element, 'bloomkeep-error');
    document.body.append(element);
    expect((await failed).detail.message).toBe('Too many requests');
    const alert = element.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(
      `${BADGES_MESSAGES.failure} Bloomkeep is busy with many requests from this network. Try again in 30 seconds.`,
    );

    busy = false;
    const retry = element.shadowRoot!.querySelector('button')!;
    expect(retry.textContent).toBe('Try again');
    retry.focus();
    const ready = nextEvent(element);
    retry.click();
    await ready;
    expect(server.requests).toHaveLength(2);
    expect(element.shadowRoot!.querySelector('h2')?.textContent).toBe('stewardsam’s badges');
    // The focus stayed in the widget rather than falling to the page's body.
    expect(element.shadowRoot!.activeElement).not.toBeNull();
  });

  it('says when our server cannot be reached', async () => {
    installFakeFetch(() => new TypeError('Failed to fetch'));
    const element = badges({ api: API, user: 'stewardsam' });
    const failed = nextEvent(element, 'bloomkeep-error');
    document.body.append(element);
    await failed;
    expect(element.shadowRoot!.querySelector('[role="alert"]')!.textContent).toBe(
      `${BADGES_MESSAGES.failure} Bloomkeep could not be reached. Check your connection, then try again.`,
    );
  });

  it('renders again for a new user or theme, once for several changes in a row', async () => {
    const server = installFakeFetch((url) =>
      json({
        ...badgesFragment,
        html: badgesFragment.html.replaceAll('stewardsam', url.searchParams.get('user')!),
      }),
    );
    const element = badges({ api: API, user: 'stewardsam' });
    let ready = nextEvent(element);
    document.body.append(element);
    await ready;

    ready = nextEvent(element);
    element.setAttribute('user', 'gardenerjo');
    element.setAttribute('theme', 'beecafe');
    await ready;
    expect(server.requests).toHaveLength(2);
    expect(Object.fromEntries(server.requests[1]!.url.searchParams)).toEqual({
      user: 'gardenerjo',
      theme: 'beecafe',
    });
    expect(element.shadowRoot!.querySelector('h2')?.textContent).toBe('gardenerjo’s badges');
  });

  it('lets several badge lists of one person share one request and one font sheet', async () => {
    const server = installFakeFetch(() => json(badgesFragment));
    const elements = [1, 2, 3].map(() => badges({ api: API, user: 'stewardsam' }));
    const ready = Promise.all(elements.map((element) => nextEvent(element)));
    document.body.append(...elements);
    await ready;
    expect(server.requests).toHaveLength(1);
    for (const element of elements) {
      expect(element.shadowRoot!.querySelector('h2')?.textContent).toBe('stewardsam’s badges');
    }
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('drops a request it no longer needs when it leaves the page', async () => {
    const server = installFakeFetch(() => json(badgesFragment));
    server.holdAnswers();
    const element = badges({ api: API, user: 'stewardsam' });
    document.body.append(element);
    await settle();
    element.remove();
    await settle();
    expect(server.requests).toHaveLength(1);
    expect((server.requests[0]!.init?.signal as AbortSignal).aborted).toBe(true);
  });
});
