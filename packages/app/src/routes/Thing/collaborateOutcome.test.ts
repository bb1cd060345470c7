import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/errors';
import { errorCode, outcomeBeforeConfirm, outcomeOfError } from './collaborateOutcome';

const raised = (errcode: string) =>
  new GraphQLRequestError([{ message: 'x', extensions: { exception: { errcode } } as never }]);
const masked = (code: string) =>
  new GraphQLRequestError([
    { message: 'x', extensions: { code, exception: { errcode: code } } as never },
  ]);

describe('collaborate outcomes', () => {
  it('reads the code of RAISEd and of masked server errors', () => {
    expect(errorCode(raised('DUPLI'))).toBe('DUPLI');
    expect(errorCode(masked('FORBD'))).toBe('FORBD');
    expect(errorCode(new Error('Failed to fetch'))).toBeNull();
  });

  it('maps each server answer to what the page says', () => {
    expect(outcomeOfError(raised('NOTHG'))).toBe('notFound');
    expect(outcomeOfError(raised('DUPLI'))).toBe('alreadyHelping');
    expect(outcomeOfError(masked('FORBD'))).toBe('notAllowed');
    expect(outcomeOfError(raised('LOGIN'))).toBe('signedOut');
    // Anything else is a failure, never "added".
    expect(outcomeOfError(new Error('Failed to fetch'))).toBe('failed');
    expect(outcomeOfError(raised('TIMEO'))).toBe('failed');
  });

  it('asks only when the visitor could join', () => {
    expect(outcomeBeforeConfirm(false, null)).toBe('notFound');
    expect(outcomeBeforeConfirm(true, { isOwner: true, isCollaborator: false })).toBe(
      'alreadyHelping',
    );
    expect(outcomeBeforeConfirm(true, { isOwner: false, isCollaborator: true })).toBe(
      'alreadyHelping',
    );
    expect(outcomeBeforeConfirm(true, null)).toBe('confirm');
    expect(outcomeBeforeConfirm(true, { isOwner: false, isCollaborator: false })).toBe('confirm');
  });
});
