// The database enforces spec §5 with the same rules and messages as the forms
// (packages/schema validation.ts): compare them on the same inputs.
import {
  ACTION_COMMENTS_MAX,
  bedAreaError,
  NAME_LETTER_RANGES,
  LOCATION_DESCRIPTION_MAX,
  THING_DESCRIPTION_MAX,
  maxLength,
  validateEmail,
  validateName,
  validateDeviceId,
  validateHydrationLevels,
  validatePassphrase,
  validateUsername,
  type Rule,
} from '@bloomkeep/schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers.ts';

let db: TestDatabase;
let client: pg.Client;
beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.ownerUrl });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

const cases: Array<[string, Rule, string[]]> = [
  [
    'name_error',
    validateName,
    [
      '',
      'X',
      'Al',
      'Ada',
      'Ada Lovelace',
      'Maria Fernanda Rodriguez Lopez',
      'J. R. Smith',
      "O'Brien",
      'O’Brien',
      'Jean-Luc Picard',
      'Zoë Ångström',
      'Jose\u0301',
      '李娜',
      'प्रिया शर्मा',
      'محمد',
      'Дмитрий Иванов',
      'สมชาย',
      'Nguyễn Văn An',
      '١٢',
      'R2D2',
      'Ada_L',
      'Ada!',
      'Ada 😀',
      'Ada\u00a0Lovelace',
      ' ',
      '   ',
      '. -',
      ' Ada',
      'Ada ',
      'x'.repeat(100),
      'x'.repeat(101),
      '𝒜da',
      'Ada  Lovelace',
    ],
  ],
  [
    'username_error',
    validateUsername,
    [
      '',
      'a',
      'ab',
      'stewardsam',
      'Steward-Sam',
      'steward_sam',
      'has space',
      'tab\there',
      '9lives',
      '_under',
      'dot.name',
      'double__under',
      'mixed-_sep',
      'trailing-',
      'x'.repeat(24),
      'x'.repeat(25),
      'ünïcode',
      'a1',
    ],
  ],
  [
    'email_error',
    validateEmail,
    [
      '',
      'a@',
      'ab@',
      'name@host',
      'name@host.org',
      'first.last@sub.example.co.uk',
      'two@@at.org',
      'space @x.org',
      'a@b.c',
      `${'x'.repeat(250)}@x.org`,
      'no-at.example.org',
      'a@.org',
      'a@b..org',
    ],
  ],
  [
    'passphrase_error',
    validatePassphrase,
    [
      '',
      'Short-1',
      'lowercase-only-1',
      'UPPERCASE-ONLY-1',
      'No-Numbers-Here',
      'Correct-Horse-9',
      'Aa1aaaaa',
      'Aa1aaaa',
      'ÄÖÜäöü12',
      '        ',
      `Aa1${'x'.repeat(69)}`,
      `Aa1${'x'.repeat(70)}`,
      `Aa1${'ä'.repeat(34)}x`,
      `Aa1${'ä'.repeat(35)}`,
      `Aa1${'🌼'.repeat(17)}x`,
      `Aa1${'🌼'.repeat(18)}`,
    ],
  ],
  [
    'device_id_error',
    validateDeviceId,
    [
      '',
      'eu',
      'eui',
      'eui-',
      'eui-0004a30b001c0530',
      'EUI-0004a30b001c0530',
      'eui-bed_3',
      'eui-bed 3',
      'eui-bed.3',
      'eui-🌼',
      `eui-${'a'.repeat(251)}`,
      `eui-${'a'.repeat(252)}`,
    ],
  ],
];

describe('app_private.hydration_levels_error', () => {
  it('agrees with validateHydrationLevels on every sample', async () => {
    const inputs = [
      '[20, 30, 60, 100]',
      '[0, 1, 2, 3]',
      '[10.5, 20.5, 50, 99.9]',
      '[20, 30, 60]',
      '[20, 30, 60, 100, 101]',
      '[20, 20, 60, 100]',
      '[30, 20, 60, 100]',
      '[-1, 30, 60, 100]',
      '[20, 30, 60, 101]',
      '["20", 30, 60, 100]',
      '[null, 30, 60, 100]',
      '{"dry": 20}',
      '"20,30,60,100"',
    ];
    for (const input of inputs) {
      const { rows } = await client.query<{ message: string | null }>(
        'select app_private.hydration_levels_error($1::jsonb) as message',
        [input],
      );
      expect({ input, message: rows[0]!.message }).toEqual({
        input,
        message: validateHydrationLevels(input),
      });
    }
  });
});

describe('app_private.bed_area_error', () => {
  it('agrees with bedAreaError on every sample', async () => {
    const inputs = [
      null,
      0.01,
      1,
      12.5,
      9999.99,
      10_000,
      0,
      -0.5,
      10_000.01,
      1e9,
      'NaN',
      'Infinity',
    ];
    for (const input of inputs) {
      const { rows } = await client.query<{ message: string | null }>(
        'select app_private.bed_area_error($1::double precision) as message',
        [input],
      );
      const value = typeof input === 'string' ? Number(input) : input;
      expect({ input, message: rows[0]!.message }).toEqual({ input, message: bedAreaError(value) });
    }
  });
});

describe('app_private.max_length_error', () => {
  it('agrees with maxLength on the bounds the thing and action forms use', async () => {
    const bounds: Array<[string, number]> = [
      ['Description', THING_DESCRIPTION_MAX],
      ['Location description', LOCATION_DESCRIPTION_MAX],
      ['Comments', ACTION_COMMENTS_MAX],
    ];
    for (const [label, max] of bounds) {
      for (const input of ['', 'x'.repeat(max), 'x'.repeat(max + 1), '🌼'.repeat(max)]) {
        const { rows } = await client.query<{ message: string | null }>(
          'select app_private.max_length_error($1, $2, $3) as message',
          [label, input, max],
        );
        expect({ label, message: rows[0]!.message }).toEqual({
          label,
          message: maxLength(label, max)(input),
        });
      }
    }
  });
});

describe('app_private.name_letters', () => {
  it('holds exactly the letters of the shared rule, for every code point', async () => {
    // Islands of consecutive code points that the SQL class matches, as ranges.
    const { rows } = await client.query<{ ranges: Array<[number, number]> }>(`
      with letters as (
        select cp from generate_series(1, 1114111) cp
        where cp not between 55296 and 57343
          and chr(cp) ~ ('^[' || app_private.name_letters() || ']$')
      ), islands as (
        select cp, cp - row_number() over (order by cp) as island from letters
      )
      select coalesce(json_agg(json_build_array(first, last) order by first), '[]') as ranges
      from (select min(cp) as first, max(cp) as last from islands group by island) r
    `);
    expect(rows[0]!.ranges).toEqual(NAME_LETTER_RANGES.map(([from, to]) => [from, to]));
  });
});

describe.each(cases)('app_private.%s', (fn, rule, inputs) => {
  it('agrees with the shared rule on every sample', async () => {
    for (const input of inputs) {
      const { rows } = await client.query<{ message: string | null }>(
        `select app_private.${fn}($1) as message`,
        [input],
      );
      expect({ input, message: rows[0]!.message }).toEqual({ input, message: rule(input) });
    }
  });
});
