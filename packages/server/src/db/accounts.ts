// Accounts that are made outside the app: the demo's (seed.ts) and an operator's first
// administrator (scripts/create-admin.ts). Sign-up in the app goes through app_public.register.
import type pg from 'pg';

export interface NewAccount {
  username: string;
  name: string;
  email: string;
  password: string;
  isAdmin: boolean;
  badgesOnPartnerSites?: boolean;
}

/**
 * Inserts a user with a passphrase and an e-mail address that is verified already (so no
 * verification e-mail is queued), and returns the user's id. The table's checks and
 * app_private.set_password validate what the client does not.
 */
export async function insertVerifiedAccount(
  client: pg.Client,
  account: NewAccount,
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.users (username, name, is_admin, badges_on_partner_sites)
     values ($1, $2, $3, $4) returning id`,
    [account.username, account.name, account.isAdmin, account.badgesOnPartnerSites ?? false],
  );
  const id = rows[0]!.id;
  await client.query('select app_private.set_password($1, $2)', [id, account.password]);
  await client.query(
    `insert into app_public.user_emails (user_id, email, is_verified) values ($1, $2, true)`,
    [id, account.email],
  );
  return id;
}
