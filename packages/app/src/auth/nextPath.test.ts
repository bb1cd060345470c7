import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './nextPath';

describe('safeNextPath', () => {
  it.each([
    ['/account/profile', '/account/profile'],
    ['/things?view=own#top', '/things?view=own#top'],
    ['/account/delete?token=abc', '/account/delete?token=abc'],
  ])('follows the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'account/profile',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/signin?next=/x',
    '/register',
  ])('refuses %s and falls back to the home page', (raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//x', '/account/profile')).toBe('/account/profile');
  });
});

describe('signInPath', () => {
  it('carries the page to return to', () => {
    expect(signInPath('/account/emails?x=1')).toBe('/signin?next=%2Faccount%2Femails%3Fx%3D1');
    expect(signInPath('/')).toBe('/signin');
  });
});
