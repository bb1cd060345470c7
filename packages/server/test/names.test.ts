// One name rule for sign-up and the profile (issue 10, decision 0116): a name that
// registers can be saved again, and rows from before the rule keep working.
import { MESSAGES } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { SIGN_IN, SIGN_UP } from './operations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const UPDATE = `mutation ($id: UUID!, $patch: UserPatch!) {
  updateUserById(input: { id: $id, patch: $patch }) { user { name notificationDaily } }
}`;

function claims(token: string): { user_id: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    user_id: string;
  };
}

async function signUp(name: string, username: string) {
  const result = await server.gql<{ signUp: { jwtToken: string } | null }>(SIGN_UP, {
    name,
    username,
    email: `${username}@example.org`,
    password: 'Correct-Horse-9',
  });
  expect(result.errors).toBeUndefined();
  const token = result.data!.signUp!.jwtToken;
  return { token, id: claims(token).user_id };
}

describe('names', () => {
  it('saves a profile change for a user registered with a long real name', async () => {
    const user = await signUp('Maria Fernanda Rodriguez Lopez', 'mariaf');
    const saved = await server.gql(
      UPDATE,
      { id: user.id, patch: { name: 'Maria Fernanda Rodriguez Lopez', notificationDaily: true } },
      user.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({
      updateUserById: {
        user: { name: 'Maria Fernanda Rodriguez Lopez', notificationDaily: true },
      },
    });
  });

  it('accepts initials with dots and names in any script, on sign-up and on the profile', async () => {
    const user = await signUp('J. R. Smith', 'jrsmith');
    for (const name of ['李娜', 'प्रिया शर्मा', 'Seán O’Brien']) {
      const saved = await server.gql(UPDATE, { id: user.id, patch: { name } }, user.token);
      expect(saved.errors).toBeUndefined();
    }
    const refused = await server.gql(
      UPDATE,
      { id: user.id, patch: { name: 'Ada 😀' } },
      user.token,
    );
    expect(refused.errors?.[0]?.message).toBe(MESSAGES.nameCharacters);
    const tooLong = await server.gql(
      UPDATE,
      { id: user.id, patch: { name: 'x'.repeat(101) } },
      user.token,
    );
    expect(tooLong.errors?.[0]?.message).toBe(MESSAGES.nameLength);
  });

  it('leaves a name from before the rule alone until its owner changes it', async () => {
    const user = await signUp('Old Timer', 'oldtimer');
    // A name the old sign-up rule allowed (255 characters), written before 0012.
    const legacy = 'Old'.repeat(50);
    await server.sql(
      `set session_replication_role = replica;
       update app_public.users set name = '${legacy}' where id = '${user.id}';
       set session_replication_role = origin;`,
    );
    // Signing in writes last_sign_in, and other profile fields still save.
    const signedIn = await server.gql(SIGN_IN, {
      username: 'oldtimer',
      password: 'Correct-Horse-9',
    });
    expect(signedIn.errors).toBeUndefined();
    const other = await server.gql(
      UPDATE,
      { id: user.id, patch: { notificationDaily: true } },
      user.token,
    );
    expect(other.errors).toBeUndefined();
    // Changing the name applies the rule.
    const renamed = await server.gql(
      UPDATE,
      { id: user.id, patch: { name: `${legacy}x` } },
      user.token,
    );
    expect(renamed.errors?.[0]?.message).toBe(MESSAGES.nameLength);
  });
});
