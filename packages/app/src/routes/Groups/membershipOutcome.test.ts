import { describe, expect, it } from 'vitest';
import { membershipBeforeConfirm, membershipOutcomeOfError } from './membershipOutcome';

const failure = (errcode: string) => ({ errors: [{ message: 'x', extensions: { errcode } }] });

describe('membershipOutcomeOfError', () => {
  it('maps the server’s codes to what the page says', () => {
    expect(membershipOutcomeOfError(failure('NOENT'))).toBe('notFound');
    expect(membershipOutcomeOfError(failure('DUPLI'))).toBe('alreadyMember');
    expect(membershipOutcomeOfError(failure('LOGIN'))).toBe('signedOut');
    expect(membershipOutcomeOfError(new Error('offline'))).toBe('failed');
  });
});

describe('membershipBeforeConfirm', () => {
  it('asks only when there is a group to join', () => {
    expect(membershipBeforeConfirm(false, false)).toBe('notFound');
    expect(membershipBeforeConfirm(true, true)).toBe('alreadyMember');
    expect(membershipBeforeConfirm(true, false)).toBe('confirm');
  });
});
