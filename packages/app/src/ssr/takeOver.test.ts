import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { memoryStorage } from '../testing/renderRoute';
import { prepareRoutes, rendersAsServer } from './takeOver';

function storage(entries: Record<string, string>): Storage {
  const items = new Map(Object.entries(entries));
  return {
    ...memoryStorage(),
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    clear: () => items.clear(),
  } as Storage;
}

describe('whether the browser’s first render is the server’s', () => {
  it('is for a first-time guest only', () => {
    expect(rendersAsServer(false, storage({}))).toBe(true);
    // A guest token and id (spec §4) are not local state.
    expect(rendersAsServer(false, storage({ auth: '{"id":"x"}' }))).toBe(true);
    expect(rendersAsServer(true, storage({}))).toBe(false);
    expect(rendersAsServer(false, storage({ 'bloomkeep:local:x': '{}' }))).toBe(false);
    expect(rendersAsServer(false, storage({ 'bloomkeep:tour:home': '2026' }))).toBe(false);
  });
});

describe('preparing the routes of a server-rendered page', () => {
  it('loads the matched routes’ code once and runs their loaders for the URL', async () => {
    const Page = () => null;
    const lazy = vi.fn(async () => ({ Component: Page }));
    const loader = vi.fn(({ params }: { params: Record<string, string | undefined> }) => ({
      thing: params.thingId,
    }));
    const other = vi.fn();
    const routes: RouteObject[] = [
      {
        id: '0',
        path: '/',
        loader: () => 'layout',
        children: [
          { id: '0-0', path: 'things/:thingId', lazy, loader },
          { id: '0-1', path: 'other', lazy: other, loader: other },
        ],
      },
    ];
    const location = new URL('http://localhost/things/abc?x=1') as unknown as Location;
    const hydration = await prepareRoutes(routes, location);
    expect(hydration.loaderData).toEqual({ '0': 'layout', '0-0': { thing: 'abc' } });
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(routes[0]!.children![0]).toMatchObject({ Component: Page, lazy: undefined });
    expect(other).not.toHaveBeenCalled();
  });
});
