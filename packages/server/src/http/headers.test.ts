import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../config.ts';
import {
  CONTENT_SECURITY_POLICY,
  cspHash,
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
});
