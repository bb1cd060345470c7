import { describe, expect, it } from 'vitest';
import { themeForHost } from './themeForHost';

describe('themeForHost', () => {
  const hosts = ['beecafe.example.org', 'beecafe.localhost'];

  it('returns beeCafe for an exact match', () => {
    expect(themeForHost('beecafe.example.org', hosts)).toBe('beeCafe');
  });

  it('ignores case on both sides', () => {
    expect(themeForHost('BeeCafe.Example.ORG', hosts)).toBe('beeCafe');
    expect(themeForHost('beecafe.localhost', ['BEECAFE.LOCALHOST'])).toBe('beeCafe');
  });

  it('matches subdomains of a configured host', () => {
    expect(themeForHost('www.beecafe.example.org', hosts)).toBe('beeCafe');
    expect(themeForHost('beecafe.localhost', ['localhost'])).toBe('beeCafe');
  });

  it('ignores a port and a trailing dot', () => {
    expect(themeForHost('beecafe.localhost:5173', hosts)).toBe('beeCafe');
    expect(themeForHost('beecafe.example.org.', hosts)).toBe('beeCafe');
  });

  it('does not match hosts that merely end with the same letters', () => {
    expect(themeForHost('notbeecafe.example.org', hosts)).toBe('default');
    expect(themeForHost('beecafe.example.org.evil.com', hosts)).toBe('default');
  });

  it('returns default for other hosts, empty hosts and an empty list', () => {
    expect(themeForHost('bloomkeep.example.org', hosts)).toBe('default');
    expect(themeForHost('', hosts)).toBe('default');
    expect(themeForHost('beecafe.localhost', [])).toBe('default');
    expect(themeForHost('localhost', [''])).toBe('default');
  });
});
