import { describe, expect, it } from 'vitest';
import { BRAND_WORDS, DEFAULT_BEE_CAFE_HOSTS, brandForHost } from './brands';

describe('brandForHost', () => {
  it('gives the default bee cafe hosts and their subdomains the bee cafe brand', () => {
    for (const host of DEFAULT_BEE_CAFE_HOSTS) {
      expect(brandForHost(host, DEFAULT_BEE_CAFE_HOSTS)).toBe('beeCafe');
      expect(brandForHost(`www.${host}:8080`, DEFAULT_BEE_CAFE_HOSTS)).toBe('beeCafe');
    }
  });

  it('gives every other host the default brand, including look-alikes', () => {
    for (const host of [
      '127.0.0.1:3000',
      'bloomkeep.org',
      'notbeecafe.localhost',
      'beecafe.localhost.evil.example',
    ]) {
      expect(brandForHost(host, DEFAULT_BEE_CAFE_HOSTS)).toBe('default');
    }
  });
});

describe('BRAND_WORDS', () => {
  it('keeps Bloomkeep words out of the bee cafe brand', () => {
    expect(JSON.stringify(BRAND_WORDS.beeCafe)).not.toMatch(/Bloomkeep|green/);
  });
});
