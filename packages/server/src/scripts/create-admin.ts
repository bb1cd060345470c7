// `pnpm create-admin USERNAME EMAIL [--name="Full Name"]`: an operator's first administrator
// (named "Administrator" unless --name says otherwise).
//
// In production the demo data (whose passphrases are published) is not seeded unless
// DEMO_DATA=1, so a new installation starts with no accounts: this command makes one. The
// passphrase is asked for twice without echo on a terminal, or read from the first line of
// standard input (`… < file`, a secrets manager's pipe); never from the command line, where
// other users of the machine could see it. The same rules as sign-up apply, and the e-mail
// address is taken as verified. Decision: docs/decisions/0151-no-demo-data-in-production.md.
//
// The database: DATABASE_URL when set; otherwise the embedded cluster of `pnpm start`
// (DATA_DIR), used while the server runs or started for the command.
import '../polyfill.ts';
import {
  validateEmail,
  validateName,
  validatePassphrase,
  validatePassphraseConfirmation,
  validateUsername,
} from '@bloomkeep/schema';
import pg from 'pg';
import { insertVerifiedAccount } from '../db/accounts.ts';
import { withCommandDatabase } from '../db/commandDatabase.ts';

const USAGE = 'Usage: pnpm create-admin USERNAME EMAIL [--name="Full Name"]';

interface Args {
  username: string;
  email: string;
  name: string;
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  let name: string | undefined;
  for (const arg of argv) {
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('--name=')) name = arg.slice('--name='.length).trim();
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}. ${USAGE}`);
    else positional.push(arg.trim());
  }
  const [username, email, ...rest] = positional;
  if (!username || !email || rest.length > 0) throw new Error(USAGE);
  const args = { username, email, name: name ?? 'Administrator' };
  const problem =
    validateUsername(args.username) ?? validateEmail(args.email) ?? validateName(args.name);
  if (problem) throw new Error(problem);
  return args;
}

/** Lines typed on the terminal without echo, one for each prompt (pasted lines too). */
function askHidden(prompts: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    const answers: string[] = [];
    let typed: string[] = [];
    process.stdout.write(prompts[0]!);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          answers.push(typed.join(''));
          typed = [];
          process.stdout.write('\n');
          if (answers.length === prompts.length) {
            finish();
            resolve(answers);
            return;
          }
          process.stdout.write(prompts[answers.length]!);
        } else if (character === '\u0003' || character === '\u0004') {
          finish();
          process.stdout.write('\n');
          reject(new Error('cancelled.'));
          return;
        } else if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else if (character >= ' ') typed.push(character);
      }
    };
    input.on('data', onData);
  });
}

/** The first line of standard input (without its line ending). */
async function firstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassphrase(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const [passphrase, again] = await askHidden([
    'Passphrase for the administrator: ',
    'The same passphrase again: ',
  ]);
  const mismatch = validatePassphraseConfirmation(passphrase!, again!);
  if (mismatch) throw new Error(mismatch);
  return passphrase!;
}

async function run(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const passphrase = await readPassphrase();
  const problem = validatePassphrase(passphrase);
  if (problem) throw new Error(problem);
  await withCommandDatabase(async (databaseUrl) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query(
        `select 1 from app_public.user_emails where email = $1 and is_verified`,
        [args.email],
      );
      if (rows.length > 0) throw new Error('That e-mail address belongs to another account.');
      await insertVerifiedAccount(client, {
        username: args.username,
        name: args.name,
        email: args.email,
        password: passphrase,
        isAdmin: true,
      });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      if ((error as { code?: string }).code === 'UNTKN') {
        throw new Error('That username is taken.');
      }
      throw error;
    } finally {
      await client.end();
    }
  });
  console.log(
    `Created the administrator ${args.username} (${args.email}). They can sign in now, ` +
      'and reach the dashboard at /admin.',
  );
}

run().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message === USAGE ? message : `No administrator was created: ${message}`);
  process.exitCode = 1;
});
