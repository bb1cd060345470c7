import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { appHostOfRequest, appHostsFor, resolveAppHost } from './hosts.ts';

function request(headers: http.IncomingHttpHeaders): http.IncomingMessage {
  return { headers } as http.IncomingMessage;
}

describe('appHostsFor', () => {
  it('defaults to the app URL and the bee cafe hosts on its scheme and port', () => {
    expect(appHostsFor('http://127.0.0.1:3000')).toEqual([
      { url: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', brand: 'default' },
      { url: 'http://beecafe.localhost:3000', host: 'beecafe.localhost:3000', brand: 'beeCafe' },
      {
        url: 'http://beecafe.bloomkeep.org:3000',
        host: 'beecafe.bloomkeep.org:3000',
        brand: 'beeCafe',
      },
    ]);
  });

  it('keeps the path of APP_URL for the bee cafe hosts', () => {
    expect(appHostsFor('https://bloomkeep.example/app/').map((h) => h.url)).toEqual([
      'https://bloomkeep.example/app',
      'https://beecafe.localhost/app',
      'https://beecafe.bloomkeep.org/app',
    ]);
  });

  it('takes APP_HOSTS when set, with APP_URL first as the default', () => {
    const hosts = appHostsFor('https://bloomkeep.example/', {
      appHosts: ['https://bees.example', 'https://bloomkeep.example'],
      beeCafeHosts: ['bees.example'],
    });
    expect(hosts.map((h) => [h.url, h.brand])).toEqual([
      ['https://bloomkeep.example', 'default'],
      ['https://bees.example', 'beeCafe'],
    ]);
  });

  it('refuses entries that are not base URLs', () => {
    expect(() => appHostsFor('https://a.example', { appHosts: ['bees.example'] })).toThrow(
      /APP_HOSTS/,
    );
    expect(() => appHostsFor('https://a.example', { appHosts: ['https://b.example/?x'] })).toThrow(
      /APP_HOSTS/,
    );
  });
});

describe('appHostOfRequest', () => {
  const hosts = appHostsFor('https://bloomkeep.example', { appHosts: ['https://bees.example'] });

  it('selects an entry by the exact Host header, ignoring case', () => {
    expect(appHostOfRequest(request({ host: 'Bees.Example' }), hosts, false)?.url).toBe(
      'https://bees.example',
    );
  });

  it('selects nothing for hosts that are not listed', () => {
    for (const host of ['evil.example', 'bees.example.evil.example', 'bees.example:444', '']) {
      expect(appHostOfRequest(request({ host }), hosts, false)).toBeUndefined();
    }
  });

  it('reads X-Forwarded-Host only behind a trusted proxy', () => {
    const req = request({ host: 'internal:3000', 'x-forwarded-host': 'bees.example' });
    expect(appHostOfRequest(req, hosts, false)).toBeUndefined();
    expect(appHostOfRequest(req, hosts, true)?.url).toBe('https://bees.example');
  });
});

describe('resolveAppHost', () => {
  const hosts = appHostsFor('https://bloomkeep.example', { appHosts: ['https://bees.example'] });
  it('returns the listed origin, else the default', () => {
    expect(resolveAppHost('https://bees.example', hosts).url).toBe('https://bees.example');
    expect(resolveAppHost('https://evil.example', hosts).url).toBe('https://bloomkeep.example');
    expect(resolveAppHost(null, hosts).url).toBe('https://bloomkeep.example');
  });
});
