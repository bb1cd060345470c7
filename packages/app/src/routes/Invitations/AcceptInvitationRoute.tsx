// /things/accept, /devices/accept and /groups/accept?invitationId=…&code=… (the link in
// an invitation e-mail; spec §2, §4). The loader asks what is offered
// (thingAccessForInvitation…: id and name only); the page shows it with an Accept
// button, or explains a refusal in plain words: NTFND (expired, used or unknown), DNIED
// (a wrong code), DNIEM (signed in with another address: which one, masked), LOGIN
// (sign in or register first, then come back here). Accepting lands on the thing,
// device or group with a notice.
import { useState } from 'react';
import { graphql } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { useLoaderData, useLocation, useNavigate, type LoaderFunction } from 'react-router-dom';
import { SERVER_ERRORS } from '@bloomkeep/schema';
import { Button, ErrorState, Inline, Link, Stack, useToast } from '@bloomkeep/ui';
import type { AcceptInvitationRouteQuery } from '../../__generated__/AcceptInvitationRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { signInPath } from '../../auth/nextPath';
import { useAcceptInvitationMutation } from '../../mutations/AcceptInvitationMutation';
import { UNREACHABLE_MESSAGE } from '../../relay/errors';
import type { RouteContext } from '../../relay/routeQuery';
import { NavButton } from '../../system/NavButton';
import { AuthPage } from '../Auth/AuthPage';
import { invitationRefusal, type InvitationRefusal } from './invitationErrors';
import { INVITATION_WORDS, type InvitationKind } from './invitationKinds';

const query = graphql`
  query AcceptInvitationRouteQuery(
    $invitationId: UUID!
    $code: String!
    $thing: Boolean!
    $device: Boolean!
    $group: Boolean!
  ) {
    thingAccessForInvitation(invitationId: $invitationId, code: $code) @include(if: $thing) {
      id
      name
      maskedEmail
      signedIn
    }
    deviceAccessForInvitation(invitationId: $invitationId, code: $code) @include(if: $device) {
      id
      name
      maskedEmail
      signedIn
    }
    groupMembershipForInvitation(invitationId: $invitationId, code: $code) @include(if: $group) {
      id
      name
      maskedEmail
      signedIn
    }
  }
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Offer {
  id: string;
  name: string;
  maskedEmail: string;
  signedIn: boolean;
}

type LoaderData =
  | { kind: InvitationKind; invitationId: string; code: string; offer: Offer }
  | { kind: InvitationKind; refusal: InvitationRefusal };

/**
 * The lookup runs in the loader (render-as-you-fetch) but outside Relay's store: its
 * answer is a yes or a coded refusal, which the page shows, not a record to cache. A
 * wrong code counts against the invitation, so the lookup runs once per visit.
 */
export function acceptInvitationLoader(
  context: RouteContext,
  kind: InvitationKind,
): LoaderFunction {
  return async ({ request }): Promise<LoaderData> => {
    const params = new URL(request.url).searchParams;
    const invitationId = params.get('invitationId') ?? '';
    const code = params.get('code') ?? '';
    if (!UUID.test(invitationId) || !code) {
      return { kind, refusal: { code: 'NTFND', maskedEmail: null, unreachable: false } };
    }
    try {
      const data = await fetchQuery<AcceptInvitationRouteQuery>(
        context.session.getEnvironment(),
        query,
        {
          invitationId,
          code,
          thing: kind === 'thing',
          device: kind === 'device',
          group: kind === 'group',
        },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const offer =
        data?.thingAccessForInvitation ??
        data?.deviceAccessForInvitation ??
        data?.groupMembershipForInvitation;
      if (!offer) return { kind, refusal: { code: null, maskedEmail: null, unreachable: false } };
      return { kind, invitationId, code, offer: { ...offer } };
    } catch (error) {
      return { kind, refusal: invitationRefusal(error) };
    }
  };
}

export function AcceptInvitationRoute() {
  const data = useLoaderData() as LoaderData;
  if ('refusal' in data) return <Refused kind={data.kind} refusal={data.refusal} />;
  return <Offered {...data} />;
}

function Offered({
  kind,
  invitationId,
  code,
  offer,
}: {
  kind: InvitationKind;
  invitationId: string;
  code: string;
  offer: Offer;
}) {
  const words = INVITATION_WORDS[kind];
  const navigate = useNavigate();
  const toast = useToast();
  const [accept, isAccepting] = useAcceptInvitationMutation();
  const [refusal, setRefusal] = useState<InvitationRefusal | null>(null);
  const { isLoggedIn } = useAuth();
  const title = words.offer(offer.name);
  if (refusal) return <Refused kind={kind} refusal={refusal} />;
  const signedIn = offer.signedIn && isLoggedIn;

  const onAccept = () => {
    accept(kind, invitationId, code).then(
      (accepted) => {
        toast.positive(words.accepted(accepted?.name ?? offer.name));
        void navigate(words.targetPath(accepted?.id ?? offer.id), { replace: true });
      },
      (failure: unknown) => setRefusal(invitationRefusal(failure)),
    );
  };

  return (
    <AuthPage title={title} description="You have been invited.">
      <Stack space="medium" align="start">
        <p>
          This invitation was sent to <strong>{offer.maskedEmail}</strong>.{' '}
          {signedIn
            ? 'Accept it with the account that has this address.'
            : 'Sign in, or create an account, with this address to accept it.'}
        </p>
        {signedIn ? (
          <Button isPending={isAccepting} onPress={onAccept}>
            Accept
          </Button>
        ) : (
          <SignInChoices />
        )}
      </Stack>
    </AuthPage>
  );
}

/** Sign in (or register) and come back to this very page, code and all. */
function SignInChoices() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Inline space="medium" alignY="center">
      <NavButton to={signInPath(here)}>Sign in to accept</NavButton>
      <Link href={`/register?next=${encodeURIComponent(here)}`}>Create an account</Link>
    </Inline>
  );
}

function Refused({ kind, refusal }: { kind: InvitationKind; refusal: InvitationRefusal }) {
  const words = INVITATION_WORDS[kind];
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (refusal.code === 'LOGIN') {
    return (
      <AuthPage title="Sign in to accept">
        <Stack space="medium" align="start">
          <p>{SERVER_ERRORS.LOGIN}: the invitation is for a signed-in account.</p>
          <SignInChoices />
        </Stack>
      </AuthPage>
    );
  }
  if (refusal.code === 'DNIEM') {
    return (
      <AuthPage title="This invitation is for another address">
        <Stack space="medium" align="start">
          <ErrorState
            title={SERVER_ERRORS.DNIEM}
            message={`It was sent to ${refusal.maskedEmail ?? 'another address'}, which is not one of your account's addresses. Sign out and sign in (or create an account) with that address, or add it to your account and try again.`}
          />
          <Inline space="medium" alignY="center">
            <Button
              onPress={() => {
                void signOut().then(() => navigate(signInPath(here)));
              }}
            >
              Sign out and use that address
            </Button>
            <Link href="/account/emails">Your e-mail addresses</Link>
          </Inline>
        </Stack>
      </AuthPage>
    );
  }
  const explanation: Record<string, { title: string; message: string }> = {
    NTFND: {
      title: SERVER_ERRORS.NTFND,
      message:
        'Invitations work once and for 7 days. Ask the person who invited you to send it again.',
    },
    DNIED: {
      title: SERVER_ERRORS.DNIED,
      message:
        'The link is not complete or has been changed. Open it straight from the e-mail, or copy all of it. A link that was sent again replaces the older one.',
    },
    RATEL: {
      title: SERVER_ERRORS.RATEL,
      message: 'Too many tries from here. Wait, then open the link again.',
    },
  };
  const known = refusal.code ? explanation[refusal.code] : undefined;
  return (
    <AuthPage title="Invitation not accepted">
      <Stack space="medium" align="start">
        <ErrorState
          title={known?.title ?? words.acceptFailed}
          message={
            known?.message ??
            (refusal.unreachable ? UNREACHABLE_MESSAGE : 'Please try again in a moment.')
          }
        />
        <Link href="/">Go to the home page</Link>
      </Stack>
    </AuthPage>
  );
}
