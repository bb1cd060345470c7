import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionNotChangedError } from '../../mutations/ActionNotChangedError';
import { NetworkError } from '../../relay/environment';
import { GraphQLRequestError } from '../../relay/errors';
import { OFFLINE_REASON, notSavedText } from './notSaved';

afterEach(() => vi.unstubAllGlobals());

describe('notSavedText', () => {
  it('gives the server’s validation message', () => {
    const failure = new GraphQLRequestError([
      {
        message: 'Litres must be more than 0 and at most 1000',
        extensions: { exception: { errcode: 'VALID' } } as never,
      },
    ]);
    expect(notSavedText(failure)).toBe(
      'Action failed: nothing was saved. Litres must be more than 0 and at most 1000.',
    );
  });

  it('says what a catalogue code means (not allowed)', () => {
    const failure = new GraphQLRequestError([
      { message: 'permission denied for table actions', extensions: { code: 'FORBD' } },
    ]);
    expect(notSavedText(failure)).toBe('Action failed: nothing was saved. You cannot change this.');
  });

  it('says when only the recorder may change it', () => {
    expect(notSavedText(new ActionNotChangedError())).toBe(
      'Action failed: nothing was saved. Only the person who recorded an action can change it.',
    );
  });

  it('says when the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(notSavedText(new Error('whatever'))).toBe(
      `Action failed: nothing was saved. ${OFFLINE_REASON}`,
    );
    vi.stubGlobal('navigator', { onLine: true });
    expect(notSavedText(new TypeError('Failed to fetch'))).toBe(
      `Action failed: nothing was saved. ${OFFLINE_REASON}`,
    );
  });

  it('never shows a raw error, and still says nothing was saved', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(notSavedText(new NetworkError('The server answered HTTP 502', 502))).toBe(
      'Action failed: nothing was saved. The server could not save it just now. Please try again in a moment.',
    );
    expect(notSavedText(new Error('boom'))).toBe(
      'Action failed: nothing was saved. Please try again.',
    );
  });
});
