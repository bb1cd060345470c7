import { MANDATORY_MESSAGE, validateEmail } from '@bloomkeep/schema';
import { describe, expect, it } from 'vitest';
import { isEmptyText, toRacValidate } from './Field';

describe('toRacValidate', () => {
  it('is undefined without a rule or required', () => {
    expect(toRacValidate(undefined, { isEmpty: isEmptyText })).toBeUndefined();
  });

  it('gives the mandatory message, or a custom one, for empty required values', () => {
    expect(toRacValidate(undefined, { isRequired: true, isEmpty: isEmptyText })!('  ')).toBe(
      MANDATORY_MESSAGE,
    );
    expect(
      toRacValidate(validateEmail, {
        isRequired: true,
        requiredMessage: 'Email is required',
        isEmpty: isEmptyText,
      })!(''),
    ).toBe('Email is required');
  });

  it('accepts empty optional values and otherwise returns the rule message or true', () => {
    const validate = toRacValidate(validateEmail, { isEmpty: isEmptyText })!;
    expect(validate('')).toBe(true);
    expect(validate('sam@example')).toBe('Enter a valid email address');
    expect(validate('sam@example.org')).toBe(true);
  });
});
