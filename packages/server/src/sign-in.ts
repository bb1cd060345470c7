// signIn as a TypeScript mutation: app_public.sign_in_attempt records failed and
// refused attempts and answers with an outcome; only after that transaction has
// committed is the outcome turned into an error (CREDS or RATEL). A SQL function
// that raised would roll back the very record the rate limit counts.
import { SERVER_ERRORS, type ServerErrorCode } from '@bloomkeep/schema';
import { sideEffectWithPgClient, type PgExecutor } from 'postgraphile/@dataplan/pg';
import { lambda, object, rootValue, type Step } from 'postgraphile/grafast';
import { extendSchema, gql } from 'postgraphile/utils';

interface TokenClaims {
  role: string;
  user_id: string;
  exp: number;
  aud: string;
  token_version: number;
}

type Outcome = ({ outcome: 'OK' } & TokenClaims) | { outcome: 'CREDS' | 'RATEL' };

type ChangeOutcome = ({ outcome: 'OK' } & TokenClaims) | { outcome: 'OLDPW' | 'RATEL' };

interface ChangePasswordInput {
  clientMutationId?: string | null;
  oldPassword?: string | null;
  newPassword?: string | null;
}

interface SignInInput {
  clientMutationId?: string | null;
  username: string;
  password: string;
}

/** An error whose code reaches the client as `extensions.exception.errcode`. */
export function serverError(code: ServerErrorCode): Error {
  return Object.assign(new Error(SERVER_ERRORS[code]), { code });
}

/**
 * PostGraphile's JwtToken scalar plans its value with `.record()` and signs the
 * claims while serialising (with the preset's secret and issuer), as it does for
 * signUp and signInAsGuest. Give a plain step that method.
 */
function asJwtRecord<T>($claims: Step<T>): Step<T> {
  return Object.assign($claims, { record: () => $claims });
}

export function makeSignInPlugin(): GraphileConfig.Plugin {
  return extendSchema((build) => {
    const executor = build.input.pgRegistry.pgExecutors.main as PgExecutor;
    return {
      typeDefs: gql`
        input SignInInput {
          """
          An arbitrary string value with no semantic meaning. Will be included in the
          payload verbatim. May be used to track mutations by the client.
          """
          clientMutationId: String
          """
          A username or an e-mail address of the account.
          """
          username: String!
          password: String!
        }

        type SignInPayload {
          """
          The exact same clientMutationId that was provided in the mutation input.
          """
          clientMutationId: String
          jwtToken: JwtToken
          """
          Our root query field type. Allows us to run any query from our mutation payload.
          """
          query: Query
        }

        extend type Mutation {
          """
          Exchange a username or e-mail address and a passphrase for a token. Failed
          attempts are rate-limited per account and per client address (RATEL).
          """
          signIn(input: SignInInput!): SignInPayload

          """
          Change your passphrase; a notice is e-mailed to your primary address. Wrong
          old passphrases are rate-limited per account (RATEL).
          """
          changePassword(input: ChangePasswordInput!): ChangePasswordPayload
        }

        """
        All input for the \`changePassword\` mutation.
        """
        input ChangePasswordInput {
          """
          An arbitrary string value with no semantic meaning. Will be included in the
          payload verbatim. May be used to track mutations by the client.
          """
          clientMutationId: String
          newPassword: String
          oldPassword: String
        }

        """
        The output of our \`changePassword\` mutation.
        """
        type ChangePasswordPayload {
          boolean: Boolean
          """
          The exact same \`clientMutationId\` that was provided in the mutation input,
          unchanged and unused. May be used by a client to track mutations.
          """
          clientMutationId: String
          """
          A new token for this session: changing the passphrase ends every other one.
          """
          jwtToken: JwtToken
          """
          Our root query field type. Allows us to run any query from our mutation payload.
          """
          query: Query
        }
      `,
      objects: {
        Mutation: {
          plans: {
            signIn(_: Step, fieldArgs: { getRaw(name: string): Step }) {
              const $input = fieldArgs.getRaw('input') as Step<SignInInput>;
              const $outcome = sideEffectWithPgClient(executor, $input, async (client, input) => {
                const { rows } = await client.query<{ result: Outcome }>({
                  text: 'select app_public.sign_in_attempt($1, $2) as result',
                  values: [input.username, input.password],
                });
                return rows[0]!.result;
              });
              const $claims = lambda($outcome, (outcome: Outcome) => {
                if (outcome.outcome !== 'OK') throw serverError(outcome.outcome);
                const { role, user_id, exp, aud, token_version } = outcome;
                return { role, user_id, exp, aud, token_version };
              });
              const $clientMutationId = lambda(
                $input,
                (input: SignInInput) => input.clientMutationId ?? null,
              );
              return object({ jwtToken: $claims, clientMutationId: $clientMutationId });
            },
            changePassword(_: Step, fieldArgs: { getRaw(name: string): Step }) {
              const $input = fieldArgs.getRaw('input') as Step<ChangePasswordInput>;
              const $outcome = sideEffectWithPgClient(executor, $input, async (client, input) => {
                const { rows } = await client.query<{ result: ChangeOutcome }>({
                  text: 'select app_public.change_password_attempt($1, $2) as result',
                  values: [input.oldPassword ?? null, input.newPassword ?? null],
                });
                return rows[0]!.result;
              });
              // Every other session has ended: the caller carries on with a new token.
              const $claims = lambda($outcome, (outcome: ChangeOutcome) => {
                if (outcome.outcome !== 'OK') throw serverError(outcome.outcome);
                const { role, user_id, exp, aud, token_version } = outcome;
                return { role, user_id, exp, aud, token_version };
              });
              const $done = lambda($claims, () => true);
              const $clientMutationId = lambda(
                $input,
                (input: ChangePasswordInput) => input.clientMutationId ?? null,
              );
              return object({
                boolean: $done,
                jwtToken: $claims,
                clientMutationId: $clientMutationId,
              });
            },
          },
        },
        ChangePasswordPayload: {
          plans: {
            boolean($payload: Step) {
              return ($payload as ReturnType<typeof object>).get('boolean');
            },
            jwtToken($payload: Step) {
              return asJwtRecord(($payload as ReturnType<typeof object>).get('jwtToken'));
            },
            query() {
              return rootValue();
            },
          },
        },
        SignInPayload: {
          plans: {
            jwtToken($payload: Step) {
              return asJwtRecord(($payload as ReturnType<typeof object>).get('jwtToken'));
            },
            query() {
              return rootValue();
            },
          },
        },
      },
    };
  });
}
