// Decision 0151: the demo's passphrases are published (README), so a production start on an
// empty database seeds no demo unless DEMO_DATA=1, says how to make the first administrator,
// and `pnpm create-admin` makes one with the sign-up rules, the passphrase read from standard
// input. (Outside production the demo seeds as before: the crash and restart test signs in as
// its steward, and every journey runs on it with DEMO_DATA=1.)
import { spawn } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { SIGN_IN } from './operations.ts';
import { processHarness } from './processes.ts';

// Real processes on a shared machine: generous overall limits, never timed assertions.
const { tempDataDir, launch, cleanUp } = processHarness('bk-first-admin-');

afterAll(cleanUp);

const PRODUCTION = {
  NODE_ENV: 'production',
  DEMO_DATA: '',
  // The test asks with GraphQL text; the app itself sends persisted ids.
  ALLOW_UNPERSISTED_OPERATIONS: '1',
  SMTP_URL: '',
  DATABASE_URL: '',
};

/** `pnpm create-admin …args` with `stdin` piped in, as an operator's script would. */
function createAdmin(
  dataDir: string,
  args: string[],
  stdin: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/create-admin.ts', ...args],
      {
        cwd: SERVER_ROOT,
        env: { ...process.env, ...PRODUCTION, DATA_DIR: dataDir },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}

async function signIn(url: string, username: string, password: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SIGN_IN, variables: { username, password } }),
  });
  const body = (await response.json()) as {
    data?: { signIn: { jwtToken: string | null } | null };
    errors?: { message: string }[];
  };
  const token = body.data?.signIn?.jwtToken ?? null;
  const role = token
    ? (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { role: string })
        .role
    : null;
  return { token, role, errors: body.errors ?? [] };
}

it('starts production with no demo accounts, and create-admin makes the first administrator', async () => {
  const dataDir = tempDataDir();
  const server = await launch(
    ['src/main.ts'],
    dataDir,
    /Bloomkeep is running at (http:\/\/\S+)/,
    PRODUCTION,
  );
  const url = server.match[1]!;
  expect(server.output()).toContain('No administrator yet');
  expect(server.output()).toContain('create-admin USERNAME EMAIL');
  expect(server.output()).not.toContain('Demo accounts');
  expect(server.output()).not.toContain('SAMPLE soilscapes');

  // The passphrase everyone can read in the README opens nothing.
  const demo = await signIn(url, 'admin', 'Bloomkeep-admin-1');
  expect(demo.token).toBeNull();
  expect(demo.errors.map((error) => error.message).join(' ')).toMatch(/incorrect|wrong/i);

  // The sign-up rules hold, and a refused command changes nothing.
  const weak = await createAdmin(dataDir, ['townadmin', 'town@example.org'], 'meadows\n');
  expect(weak.code).toBe(1);
  expect(weak.output).toContain('No administrator was created');
  expect((await signIn(url, 'townadmin', 'meadows')).token).toBeNull();
  const badEmail = await createAdmin(
    dataDir,
    ['townadmin', 'not-an-address'],
    'Meadow-keeper-42\n',
  );
  expect(badEmail.code).toBe(1);

  const made = await createAdmin(
    dataDir,
    ['townadmin', 'town@example.org', '--name=Town Admin'],
    'Meadow-keeper-42\n',
  );
  expect(made.output).toContain('Created the administrator townadmin');
  expect(made.code).toBe(0);
  const admin = await signIn(url, 'townadmin', 'Meadow-keeper-42');
  expect(admin.errors).toEqual([]);
  expect(admin.role).toBe('bk_admin');

  // Taken names and addresses are refused, not overwritten.
  for (const [args, refusal] of [
    [['townadmin', 'other@example.org'], 'That username is taken.'],
    [['otheradmin', 'town@example.org'], 'That e-mail address belongs to another account.'],
  ] as const) {
    const refused = await createAdmin(dataDir, [...args], 'Other-keeper-42\n');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(refusal);
  }
  expect((await signIn(url, 'townadmin', 'Other-keeper-42')).token).toBeNull();
  expect((await signIn(url, 'otheradmin', 'Other-keeper-42')).token).toBeNull();
}, 180_000);
