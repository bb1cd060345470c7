import { describe, expect, it } from 'vitest';
import {
  bedAreaError,
  ACTION_COMMENTS_MAX,
  MANDATORY_MESSAGE,
  MESSAGES,
  firstError,
  maxLength,
  required,
  validateDeviceId,
  validateEmail,
  validateName,
  validatePassphrase,
  validatePassphraseConfirmation,
  validateThingName,
  validateUsername,
} from './validation';

describe('required', () => {
  it('uses the generic message without a label and names the field with one', () => {
    expect(required()('  ')).toBe(MANDATORY_MESSAGE);
    expect(required('Email')('')).toBe('Email is required');
    expect(required('Email')('a')).toBeNull();
  });
});

describe('validateName', () => {
  it.each([
    'Maria Fernanda Rodriguez Lopez',
    'J. R. Smith',
    "Siân O'Neil-Jones",
    'Seán O’Brien',
    '李娜',
    'Li',
    'X',
    'प्रिया शर्मा',
    'محمد',
    'Дмитрий Иванов',
    'สมชาย',
    'Nguyễn Văn An',
    'Jose\u0301',
    'x'.repeat(100),
  ])('accepts %s', (value) => expect(validateName(value)).toBeNull());

  it.each([
    ['', MESSAGES.nameLength],
    ['x'.repeat(101), MESSAGES.nameLength],
    ['R2 D2', MESSAGES.nameCharacters],
    ['Bob!', MESSAGES.nameCharacters],
    ['Ada 😀', MESSAGES.nameCharacters],
    ['Ada_L', MESSAGES.nameCharacters],
    ['. -', MESSAGES.nameLetter],
    ['   ', MESSAGES.nameLetter],
    [' Ada', MESSAGES.nameSpaces],
    ['Ada ', MESSAGES.nameSpaces],
  ])('%s → %s', (value, expected) => expect(validateName(value)).toBe(expected));
});

describe('validateUsername', () => {
  it.each([
    ['', 'Username is required'],
    ['sam steward', MESSAGES.usernameSpaces],
    ['s', MESSAGES.usernameLength],
    ['a'.repeat(25), MESSAGES.usernameLength],
    ['1sam', MESSAGES.usernameStart],
    ['sam.steward', MESSAGES.usernameCharacters],
    ['sam__steward', MESSAGES.usernameConsecutive],
    ['sam--steward', MESSAGES.usernameConsecutive],
    ['sam_-steward', MESSAGES.usernameConsecutive],
    ['sam_steward-2', null],
    ['Sa', null],
  ])('%s → %s', (value, expected) => expect(validateUsername(value)).toBe(expected));
});

describe('validateEmail', () => {
  it.each([
    ['a@', MESSAGES.emailLength],
    ['sam@example.org', null],
    ['sam@example', MESSAGES.emailInvalid],
    ['sam @example.org', MESSAGES.emailInvalid],
    ['sam@@example.org', MESSAGES.emailInvalid],
    [`${'a'.repeat(250)}@x.org`, MESSAGES.emailLength],
  ])('%s → %s', (value, expected) => expect(validateEmail(value)).toBe(expected));
});

describe('validatePassphrase', () => {
  it.each([
    ['', 'Passphrase is required'],
    ['Short1a', MESSAGES.passphraseLength],
    ['lowercase1', MESSAGES.passphraseUppercase],
    ['UPPERCASE1', MESSAGES.passphraseLowercase],
    ['NoNumbersHere', MESSAGES.passphraseNumber],
    [`Aa1${'x'.repeat(69)}`, null],
    [`Aa1${'x'.repeat(70)}`, MESSAGES.passphraseTooLong],
    [`Aa1${'ä'.repeat(35)}`, MESSAGES.passphraseTooLong],
    ['Bloomkeep-steward-1', null],
  ])('%s → %s', (value, expected) => expect(validatePassphrase(value)).toBe(expected));

  it('requires the confirmation to match', () => {
    expect(validatePassphraseConfirmation('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(validatePassphraseConfirmation('Abcdefg1', 'Abcdefg2')).toBe('Passphrases do not match');
  });
});

describe('validateDeviceId', () => {
  it.each([
    ['eui-70b3d57ed0053a1f', null],
    ['70b3d57ed0053a1f', MESSAGES.deviceIdStart],
    ['eui-70b3:d57e', MESSAGES.deviceIdCharacters],
    ['eu', MESSAGES.deviceIdLength],
    [`eui-${'a'.repeat(252)}`, MESSAGES.deviceIdLength],
  ])('%s → %s', (value, expected) => expect(validateDeviceId(value)).toBe(expected));
});

describe('validateThingName', () => {
  it('allows digits and punctuation but bounds the trimmed length', () => {
    expect(validateThingName('Bench #2, Vire Island')).toBeNull();
    expect(validateThingName('  ab  ')).toBe(MESSAGES.thingNameLength);
  });
});

describe('maxLength', () => {
  it('allows up to the bound, in characters, and names the field beyond it', () => {
    const rule = maxLength('Comments', ACTION_COMMENTS_MAX);
    expect(rule('x'.repeat(ACTION_COMMENTS_MAX))).toBeNull();
    expect(rule('🌼'.repeat(ACTION_COMMENTS_MAX))).toBeNull();
    expect(rule('x'.repeat(ACTION_COMMENTS_MAX + 1))).toBe(
      'Comments must be at most 1000 characters',
    );
  });
});

describe('firstError', () => {
  it('returns the first failing rule in order', () => {
    expect(firstError('', [required('Name'), validateName])).toBe('Name is required');
    expect(firstError('Jo!', [required('Name'), validateName])).toBe(MESSAGES.nameCharacters);
    expect(firstError('Joanna', [required('Name'), validateName])).toBeNull();
  });
});

describe('bedAreaError', () => {
  it('accepts no area, or more than 0 up to 10,000 m²', () => {
    for (const value of [null, undefined, 0.01, 1, 12.5, 10_000])
      expect(bedAreaError(value)).toBeNull();
  });
  it('refuses zero, negative, larger and non-numbers with the shared message', () => {
    for (const value of [0, -1, 10_000.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(bedAreaError(value)).toBe('Bed area must be more than 0 and at most 10000 m²');
    }
  });
});
