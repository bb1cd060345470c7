// The accept pages' fields (migration 0026): thingAccessForInvitation,
// deviceAccessForInvitation and groupMembershipForInvitation say what an invitation
// offers; acceptThingInvitation, acceptDeviceInvitation and acceptGroupInvitation take it.
// Both call app_hidden.invitation_attempt, which records wrong codes (the per-invitation
// and per-address limits) and answers with an outcome; only after that statement has
// committed does the outcome become an error, as signIn does (src/sign-in.ts). A SQL
// function that raised would roll back the very record the limits count.
import { SERVER_ERRORS } from '@bloomkeep/schema';
import { sideEffectWithPgClient, type PgExecutor } from 'postgraphile/@dataplan/pg';
import { lambda, object, rootValue, type Step } from 'postgraphile/grafast';
import { extendSchema, gql } from 'postgraphile/utils';

type Kind = 'thing' | 'device' | 'group';

type Outcome =
  | { outcome: 'OK'; id: string; name: string; maskedEmail: string; signedIn: boolean }
  | { outcome: 'DNIEM'; maskedEmail: string }
  | { outcome: 'NTFND' | 'DNIED' | 'LOGIN' | 'RATEL' };

interface Offer {
  id: string;
  name: string;
  maskedEmail: string;
  signedIn: boolean;
}

interface AcceptInput {
  clientMutationId?: string | null;
  invitationId: string;
  code: string;
}

/**
 * The refusal as a GraphQL error: the catalogue message, the code in
 * `extensions.exception.errcode`, and for DNIEM the masked address in
 * `extensions.maskedEmail`, so the page can say which address to sign in with.
 */
function refusal(outcome: Exclude<Outcome, { outcome: 'OK' }>): Error {
  const error = Object.assign(new Error(SERVER_ERRORS[outcome.outcome]), {
    code: outcome.outcome,
  });
  if (outcome.outcome === 'DNIEM') {
    Object.assign(error, { extensions: { maskedEmail: outcome.maskedEmail } });
  }
  return error;
}

function offerOf(outcome: Outcome): Offer {
  if (outcome.outcome !== 'OK') throw refusal(outcome);
  return {
    id: outcome.id,
    name: outcome.name,
    maskedEmail: outcome.maskedEmail,
    signedIn: outcome.signedIn,
  };
}

export function makeInvitationsPlugin(): GraphileConfig.Plugin {
  return extendSchema((build) => {
    const executor = build.input.pgRegistry.pgExecutors.main as PgExecutor;

    function attempt(
      $args: Step<{ invitationId: string; code: string }>,
      kind: Kind,
      accept: boolean,
    ) {
      return sideEffectWithPgClient(executor, $args, async (client, args) => {
        const { rows } = await client.query<{ result: Outcome }>({
          text: 'select app_hidden.invitation_attempt($1, $2, $3, $4) as result',
          values: [kind, args.invitationId, args.code, accept],
        });
        return rows[0]!.result;
      });
    }

    function lookup(kind: Kind) {
      return (_: Step, fieldArgs: { getRaw(name: string): Step }) => {
        const $args = object({
          invitationId: fieldArgs.getRaw('invitationId'),
          code: fieldArgs.getRaw('code'),
        }) as Step<{ invitationId: string; code: string }>;
        return lambda(attempt($args, kind, false), offerOf);
      };
    }

    function acceptPlan(kind: Kind) {
      return (_: Step, fieldArgs: { getRaw(name: string): Step }) => {
        const $input = fieldArgs.getRaw('input') as Step<AcceptInput>;
        const $offer = lambda(attempt($input, kind, true), offerOf);
        const $clientMutationId = lambda(
          $input,
          (input: AcceptInput) => input.clientMutationId ?? null,
        );
        return object({ offer: $offer, clientMutationId: $clientMutationId });
      };
    }

    return {
      typeDefs: gql`
        """
        What an invitation offers, as the accept page shows it: the target's id and name
        only, the invited address masked (o•••@e•••.org), and whether the caller is signed in.
        """
        type InvitationOffer {
          """
          The id of the thing, device or group.
          """
          id: UUID!
          name: String!
          """
          The invited address with most of it hidden, e.g. o•••@e•••.org.
          """
          maskedEmail: String!
          signedIn: Boolean!
        }

        input AcceptInvitationInput {
          """
          An arbitrary string value with no semantic meaning. Will be included in the
          payload verbatim. May be used to track mutations by the client.
          """
          clientMutationId: String
          invitationId: UUID!
          code: String!
        }

        type AcceptInvitationPayload {
          """
          The exact same clientMutationId that was provided in the mutation input.
          """
          clientMutationId: String
          """
          What the caller now has: the thing, device or group (id and name).
          """
          offer: InvitationOffer
          """
          Our root query field type. Allows us to run any query from our mutation payload.
          """
          query: Query
        }

        extend type Query {
          """
          The thing an invitation offers (id and name). NTFND when the invitation is
          unknown, expired, used or dead after 5 wrong codes; DNIED for a wrong code;
          RATEL after too many failures from one client.
          """
          thingAccessForInvitation(invitationId: UUID!, code: String!): InvitationOffer!
          """
          The device an invitation offers (id and name); refusals as thingAccessForInvitation.
          """
          deviceAccessForInvitation(invitationId: UUID!, code: String!): InvitationOffer!
          """
          The group an invitation offers (id and name); refusals as thingAccessForInvitation.
          """
          groupMembershipForInvitation(invitationId: UUID!, code: String!): InvitationOffer!
        }

        extend type Mutation {
          """
          Accept an invitation to a thing: you become a collaborator. Refusals as
          thingAccessForInvitation, plus LOGIN (sign in first) and DNIEM (signed in with
          none of the invited address; extensions.maskedEmail says which one to use).
          """
          acceptThingInvitation(input: AcceptInvitationInput!): AcceptInvitationPayload
          """
          Accept an invitation to a device: you become one of its owners. Refusals as
          acceptThingInvitation.
          """
          acceptDeviceInvitation(input: AcceptInvitationInput!): AcceptInvitationPayload
          """
          Accept an invitation to a group: you become a member. Refusals as
          acceptThingInvitation.
          """
          acceptGroupInvitation(input: AcceptInvitationInput!): AcceptInvitationPayload
        }
      `,
      objects: {
        Query: {
          plans: {
            thingAccessForInvitation: lookup('thing'),
            deviceAccessForInvitation: lookup('device'),
            groupMembershipForInvitation: lookup('group'),
          },
        },
        Mutation: {
          plans: {
            acceptThingInvitation: acceptPlan('thing'),
            acceptDeviceInvitation: acceptPlan('device'),
            acceptGroupInvitation: acceptPlan('group'),
          },
        },
        AcceptInvitationPayload: {
          plans: {
            query() {
              return rootValue();
            },
          },
        },
      },
    };
  });
}
