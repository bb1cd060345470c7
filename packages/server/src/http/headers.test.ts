import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../config.ts';
import {
  CONTENT_SECURITY_POLICY,
  cspHash,
  mapTileOrigins,
  REACT_ARIA_PRESSABLE_STYLE,
  serializeCsp,
} from './headers.ts';

describe('the Content-Security-Policy', () => {
  it("allows react-aria's injected pressable style by hash, as installed", () => {
    // The kit depends on react-aria-components, which brings react-aria.
    const fromUi = createRequire(path.join(SERVER_ROOT, '../ui/package.json'));
    const fromComponents = createRequire(fromUi.resolve('react-aria-components'));
    const reactAria = path.dirname(fromComponents.resolve('react-aria/package.json'));
    const source = readFileSync(
      path.join(reactAria, 'dist/private/interactions/usePress.mjs'),
      'utf8',
    );
    const injected = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
    expect(
      injected
        ?.trim()
        // The attribute is a constant in react-aria's source.
        .replace(/\$\{[^}]+\}/, 'data-react-aria-pressable'),
    ).toBe(REACT_ARIA_PRESSABLE_STYLE);
    // Chrome reported this hash for the blocked element before it was allowed.
    expect(cspHash(REACT_ARIA_PRESSABLE_STYLE)).toBe(
      "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
    );
    expect(CONTENT_SECURITY_POLICY['style-src']).toContain(cspHash(REACT_ARIA_PRESSABLE_STYLE));
  });

  it('has no inline scripts, no eval and no framing', () => {
    const csp = serializeCsp(CONTENT_SECURITY_POLICY);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets in the tiles of the app's base maps, and of tiles configured for the build", () => {
    // The map's default layers, as the app declares them: a blocked tile host is a blank map.
    const layers = readFileSync(
      path.join(SERVER_ROOT, '../app/src/routes/Map/baseLayers.ts'),
      'utf8',
    );
    const hosts = [...layers.matchAll(/fallback: '(https:[^']+)'/g)].map(
      ([, url]) => new URL(url!.replace(/[{}]/g, '')).origin,
    );
    expect(hosts.length).toBeGreaterThan(2);
    for (const host of hosts) {
      expect(CONTENT_SECURITY_POLICY['connect-src']).toContain(host);
      expect(CONTENT_SECURITY_POLICY['img-src']).toContain(host);
    }
    expect(
      mapTileOrigins({
        VITE_MAP_TOPOGRAPHIC_TILES: 'https://tiles.example.org/topo/{z}/{x}/{y}.png',
        VITE_MAP_STYLE_URL: 'javascript:alert(1)',
        VITE_TITLE: 'https://elsewhere.example',
      }),
    ).toContain('https://tiles.example.org');
    expect(mapTileOrigins({ VITE_MAP_STYLE_URL: 'javascript:alert(1)' })).not.toContain(
      'javascript:',
    );
    expect(mapTileOrigins({ VITE_TITLE: 'https://elsewhere.example' })).not.toContain(
      'https://elsewhere.example',
    );
  });
});
