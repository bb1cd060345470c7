// Validation rules of spec §5 as pure functions. Each returns the message to
// show, or null when the value is acceptable. Forms and the server use the same
// functions, so a value the form accepts is never refused for another reason.

import { NAME_LETTER_RANGES } from './nameLetters';

export type Rule = (value: string) => string | null;

export const MANDATORY_MESSAGE = 'This field is mandatory';
export const requiredMessage = (label: string) => `${label} is required`;

/**
 * One rule for a person's name, on sign-up, the profile and new users alike
 * (decision 0116): any script, 1 to 100 characters.
 */
export const NAME_MIN = 1;
export const NAME_MAX = 100;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 24;
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 255;
export const PASSPHRASE_MIN = 8;
/**
 * bcrypt reads only the first 72 bytes (UTF-8), so two longer passphrases that
 * share them would be equal: longer ones are refused (app_private.passphrase_error).
 */
export const PASSPHRASE_MAX_BYTES = 72;
export const DEVICE_ID_MIN = 3;
export const DEVICE_ID_MAX = 255;
export const THING_NAME_MIN = 3;
export const THING_NAME_MAX = 255;
/** Free-text bounds shared with the database (app_private.max_length_error). */
export const THING_DESCRIPTION_MAX = 2000;
export const LOCATION_DESCRIPTION_MAX = 255;
export const ACTION_COMMENTS_MAX = 1000;
/** A thing's optional bed area, in m² (app_private.bed_area_error, migration 0021). */
export const BED_AREA_MAX = 10_000;

export const MESSAGES = {
  nameLength: `Name must be between ${NAME_MIN} and ${NAME_MAX} characters`,
  nameCharacters: 'Name may only contain letters, spaces, dots, hyphens and apostrophes',
  nameLetter: 'Name must contain a letter',
  nameSpaces: 'Name must not start or end with a space',
  usernameLength: `Username must be between ${USERNAME_MIN} and ${USERNAME_MAX} characters`,
  usernameSpaces: 'Username must not contain spaces',
  usernameStart: 'Username must start with a letter',
  usernameCharacters: 'Username may only contain letters, numbers, underscores and hyphens',
  usernameConsecutive: 'Username must not contain consecutive underscores or hyphens',
  emailInvalid: 'Enter a valid email address',
  emailLength: `Email must be between ${EMAIL_MIN} and ${EMAIL_MAX} characters`,
  passphraseLength: `Passphrase must be at least ${PASSPHRASE_MIN} characters`,
  passphraseTooLong: `Passphrase must be at most ${PASSPHRASE_MAX_BYTES} bytes long (${PASSPHRASE_MAX_BYTES} plain letters; accented letters and emoji take 2 to 4 each)`,
  passphraseUppercase: 'Passphrase must contain at least one uppercase letter',
  passphraseLowercase: 'Passphrase must contain at least one lowercase letter',
  passphraseNumber: 'Passphrase must contain at least one number',
  passphraseMismatch: 'Passphrases do not match',
  deviceIdStart: 'Device id must start with eui-',
  deviceIdCharacters: 'Device id may only contain letters, numbers, underscores and hyphens',
  deviceIdLength: `Device id must be between ${DEVICE_ID_MIN} and ${DEVICE_ID_MAX} characters`,
  thingNameLength: `Name must be between ${THING_NAME_MIN} and ${THING_NAME_MAX} characters`,
  hydrationLevelsShape: 'Hydration levels must be a list of 4 numbers',
  hydrationLevelsRange: 'Hydration levels must be between 0 and 100',
  hydrationLevelsIncreasing: 'Hydration levels must increase',
  bedAreaRange: `Bed area must be more than 0 and at most ${BED_AREA_MAX} m²`,
} as const;

const length = (value: string) => [...value].length;
/** Length in UTF-8 bytes, as bcrypt and PostgreSQL's octet_length count it. */
function utf8Bytes(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Required check: empty or whitespace-only values fail. */
export function required(label?: string): Rule {
  return (value) =>
    value.trim() === '' ? (label ? requiredMessage(label) : MANDATORY_MESSAGE) : null;
}

/** At most `max` characters; the database says the same (app_private.max_length_error). */
export function maxLength(label: string, max: number): Rule {
  return (value) => (length(value) > max ? `${label} must be at most ${max} characters` : null);
}

/** Runs rules in order and returns the first failure. */
export function firstError(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

// Letters of every script and the marks they are written with (generated ranges,
// so that the SQL twin app_private.name_letters() holds exactly the same set), plus
// the punctuation real names use: "J. R. Smith", "Jean-Luc", "O'Brien", "O’Brien".
const LETTERS = NAME_LETTER_RANGES.map(([from, to]) =>
  from === to ? `\\u{${from.toString(16)}}` : `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`,
).join('');
const NAME_TEXT = new RegExp(`^[${LETTERS} .'\u2019-]+$`, 'u');
const NAME_LETTER = new RegExp(`[${LETTERS}]`, 'u');

/** A person's name: sign-up, the profile and new users (app_private.name_error). */
export const validateName: Rule = (value) => {
  if (length(value) < NAME_MIN || length(value) > NAME_MAX) return MESSAGES.nameLength;
  if (!NAME_TEXT.test(value)) return MESSAGES.nameCharacters;
  if (!NAME_LETTER.test(value)) return MESSAGES.nameLetter;
  if (value.startsWith(' ') || value.endsWith(' ')) return MESSAGES.nameSpaces;
  return null;
};

export const validateUsername: Rule = (value) => {
  if (value === '') return requiredMessage('Username');
  if (/\s/.test(value)) return MESSAGES.usernameSpaces;
  if (length(value) < USERNAME_MIN || length(value) > USERNAME_MAX) return MESSAGES.usernameLength;
  if (!/^[A-Za-z]/.test(value)) return MESSAGES.usernameStart;
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return MESSAGES.usernameCharacters;
  if (/[_-]{2}/.test(value)) return MESSAGES.usernameConsecutive;
  return null;
};

// Deliberately simple: one @, no spaces, a dot in the domain. The verification
// e-mail is the real check that an address works.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const validateEmail: Rule = (value) => {
  if (length(value) < EMAIL_MIN || length(value) > EMAIL_MAX) return MESSAGES.emailLength;
  if (!EMAIL.test(value)) return MESSAGES.emailInvalid;
  return null;
};

export const validatePassphrase: Rule = (value) => {
  if (value === '') return requiredMessage('Passphrase');
  if (length(value) < PASSPHRASE_MIN) return MESSAGES.passphraseLength;
  if (utf8Bytes(value) > PASSPHRASE_MAX_BYTES) return MESSAGES.passphraseTooLong;
  if (!/\p{Lu}/u.test(value)) return MESSAGES.passphraseUppercase;
  if (!/\p{Ll}/u.test(value)) return MESSAGES.passphraseLowercase;
  if (!/\p{Nd}/u.test(value)) return MESSAGES.passphraseNumber;
  return null;
};

export function validatePassphraseConfirmation(passphrase: string, confirmation: string) {
  return passphrase === confirmation ? null : MESSAGES.passphraseMismatch;
}

export const validateDeviceId: Rule = (value) => {
  if (length(value) < DEVICE_ID_MIN || length(value) > DEVICE_ID_MAX)
    return MESSAGES.deviceIdLength;
  if (!value.startsWith('eui-')) return MESSAGES.deviceIdStart;
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return MESSAGES.deviceIdCharacters;
  return null;
};

/**
 * A device's hydration levels, as the JSON text the API takes (spec §7): the upper
 * bounds in percent of the dry, needs water, good and saturated bands, increasing,
 * each 0–100 (e.g. "[20, 30, 60, 100]"). SQL twin: app_private.hydration_levels_error.
 */
export const validateHydrationLevels: Rule = (value) => {
  let levels: unknown;
  try {
    levels = JSON.parse(value);
  } catch {
    return MESSAGES.hydrationLevelsShape;
  }
  if (!Array.isArray(levels) || levels.length !== 4 || !levels.every((l) => typeof l === 'number'))
    return MESSAGES.hydrationLevelsShape;
  let previous = -1;
  for (const level of levels as number[]) {
    if (level < 0 || level > 100) return MESSAGES.hydrationLevelsRange;
    if (level <= previous) return MESSAGES.hydrationLevelsIncreasing;
    previous = level;
  }
  return null;
};

/** Names of things, devices and groups: free text within the length bounds. */
export const validateThingName: Rule = (value) => {
  const trimmed = value.trim();
  if (length(trimmed) < THING_NAME_MIN || length(trimmed) > THING_NAME_MAX)
    return MESSAGES.thingNameLength;
  return null;
};

/**
 * A thing's bed area in m²: optional (null or undefined is fine), otherwise more than 0
 * and at most BED_AREA_MAX. The database says the same (app_private.bed_area_error).
 */
export function bedAreaError(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value > 0 && value <= BED_AREA_MAX ? null : MESSAGES.bedAreaRange;
}
