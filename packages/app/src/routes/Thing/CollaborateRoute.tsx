import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { Button, Card, EmptyState, Inline, Link, Stack, useToast } from '@bloomkeep/ui';
import type { CollaborateRouteQuery } from '../../__generated__/CollaborateRouteQuery.graphql';
import { signInPath } from '../../auth/nextPath';
import { useCollaborateMutation } from '../../mutations/CollaborateMutation';
import { errorText } from '../../relay/errors';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { thingNoun } from '../../system/thingWords';
import {
  outcomeBeforeConfirm,
  outcomeOfError,
  type CollaborateOutcome,
} from './collaborateOutcome';
import { ThingNotFound } from './ThingNotFound';

/** The success notice of spec §8, shown only when the call succeeded (decision 0112). */
export const COLLABORATOR_ADDED = 'Collaborator access added';

const query = graphql`
  query CollaborateRouteQuery($id: UUID!) {
    thingById(id: $id) {
      id
      name
      category
      canRecordAction
      myAccess {
        isOwner
        isCollaborator
      }
    }
  }
`;

/**
 * /things/{id}/collaborate (spec §2): asks "Help look after {name}?" and, once the
 * visitor confirms, makes them a collaborator and lands on the thing page. Every
 * other outcome is said as it is (decision 0112): not found, already helping, not
 * allowed, signed out (to sign-in and back), or a failure that changed nothing.
 */
export function CollaborateRoute() {
  const queryRef = useRouteQuery<CollaborateRouteQuery>();
  if (!queryRef) return <ThingNotFound />;
  return <Collaborate queryRef={queryRef} />;
}

function Collaborate({ queryRef }: { queryRef: PreloadedQuery<CollaborateRouteQuery> }) {
  const { thingById: thing } = usePreloadedQuery<CollaborateRouteQuery>(query, queryRef);
  const navigate = useNavigate();
  const toast = useToast();
  const [collaborate, isJoining] = useCollaborateMutation();
  // What the call answered; until then, what the thing itself tells.
  const [answer, setAnswer] = useState<{ outcome: CollaborateOutcome; message?: string } | null>(
    null,
  );
  // Someone who helps through a group has no access row, but already looks after it.
  const access = thing?.myAccess
    ? { isOwner: thing.myAccess.isOwner, isCollaborator: thing.myAccess.isCollaborator }
    : thing?.canRecordAction
      ? { isOwner: false, isCollaborator: true }
      : null;
  const outcome = answer?.outcome ?? outcomeBeforeConfirm(Boolean(thing), access);

  if (!thing || outcome === 'notFound') return <ThingNotFound />;
  const thingPath = `/things/${thing.id}`;
  const backLink = <Link href={thingPath}>Go to {thing.name}</Link>;

  const join = async () => {
    try {
      await collaborate(thing.id);
    } catch (failure) {
      const next = outcomeOfError(failure);
      if (next === 'signedOut') {
        void navigate(signInPath(`${thingPath}/collaborate`), { replace: true });
        return;
      }
      setAnswer({ outcome: next, message: errorText(failure) });
      return;
    }
    toast.positive(COLLABORATOR_ADDED);
    void navigate(thingPath, { replace: true });
  };

  if (outcome === 'alreadyHelping') {
    const owns = !answer && access?.isOwner;
    return (
      <PageTitle
        title={owns ? `You own ${thing.name}` : `You already help look after ${thing.name}`}
      >
        <EmptyState
          title="Nothing to do"
          description={
            owns
              ? `Owners look after their things already: record actions, edit and change settings.`
              : `You are one of the people who look after this ${thingNoun(thing.category)}. You can record what you do for it.`
          }
          action={
            owns ? (
              backLink
            ) : (
              <Inline space="medium">
                {backLink}
                <Link href={`${thingPath}/settings`} tone="neutral">
                  Who looks after it, or stop helping
                </Link>
              </Inline>
            )
          }
        />
      </PageTitle>
    );
  }

  if (outcome === 'notAllowed') {
    return (
      <PageTitle title={`You cannot help look after ${thing.name}`}>
        <EmptyState
          title="Not allowed"
          description={`Nothing was changed. Only signed-in members can offer to help with public things; private ones need an invitation from an owner.`}
          action={backLink}
        />
      </PageTitle>
    );
  }

  return (
    <PageTitle title={`Help look after ${thing.name}?`}>
      <Card>
        <Stack space="medium">
          <p>
            As a collaborator you can record watering, upkeep and other actions for this{' '}
            {thingNoun(thing.category)}, and its owners and other helpers see your name. You can
            stop helping at any time from its settings.
          </p>
          {outcome === 'failed' ? (
            <p role="alert">
              Nothing was saved: {answer?.message ?? 'the request failed'}. Please try again.
            </p>
          ) : null}
          <Inline space="small">
            <Button onPress={() => void join()} isPending={isJoining}>
              {outcome === 'failed' ? 'Try again' : `Yes, help look after it`}
            </Button>
            <Link href={thingPath} tone="neutral">
              Not now
            </Link>
          </Inline>
        </Stack>
      </Card>
    </PageTitle>
  );
}
