// The demo (published passphrases) seeds outside production, and in production only when
// asked (decision 0151); test/first-admin.test.ts starts a production server without it.
import { describe, expect, it } from 'vitest';
import { demoDataEnabled } from '../src/config.ts';

describe('demoDataEnabled', () => {
  it('is on outside production unless DEMO_DATA=0 turns it off', () => {
    expect(demoDataEnabled({}, false)).toBe(true);
    expect(demoDataEnabled({ DEMO_DATA: '' }, false)).toBe(true);
    expect(demoDataEnabled({ DEMO_DATA: '0' }, false)).toBe(false);
    expect(demoDataEnabled({ DEMO_DATA: 'false' }, false)).toBe(false);
  });

  it('is off in production unless DEMO_DATA=1 asks for it', () => {
    expect(demoDataEnabled({}, true)).toBe(false);
    expect(demoDataEnabled({ DEMO_DATA: 'yes please' }, true)).toBe(false);
    expect(demoDataEnabled({ DEMO_DATA: '1' }, true)).toBe(true);
    expect(demoDataEnabled({ DEMO_DATA: 'true' }, true)).toBe(true);
  });
});
