import { Suspense, lazy, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACTION_TYPES, CLIENT_ERRORS, type ActionType } from '@bloomkeep/schema';
import { EmptyState, Form, Stack, useToast } from '@bloomkeep/ui';
import type { NewActionRouteQuery } from '../../__generated__/NewActionRouteQuery.graphql';
import { useCreateActionMutation } from '../../mutations/CreateActionMutation';
import { NavButton } from '../../system/NavButton';
import { PageTitle } from '../../system/PageTitle';
import { ActionFields, actionValues } from './ActionFields';
import { ImageField } from './ImageField';
import { notSavedText } from './notSaved';
import { ThingNotFound } from './ThingNotFound';
import { useRouteQuery } from '../../relay/routeQuery';
import { useAttachImage } from './useAttachImage';
import { announceBadgeAwards } from '../Account/badgeAwards';

// The chat (issue 15) lives here too, where the spec puts it; it loads after the form.
const AskAboutThing = lazy(() => import('./AskAboutThing'));

/** `?type=WATERING` (a chat suggestion, for one): the action type to start with. */
function presetType(value: string | null): ActionType | undefined {
  return ACTION_TYPES.find((type) => type === value && type !== 'CREATED');
}

const query = graphql`
  query NewActionRouteQuery($id: UUID!) {
    thingById(id: $id) {
      id
      name
      isPublic
      canRecordAction
    }
  }
`;

export function NewActionRoute() {
  const queryRef = useRouteQuery<NewActionRouteQuery>();
  if (!queryRef) return <ThingNotFound />;
  return <NewAction queryRef={queryRef} />;
}

function NewAction({ queryRef }: { queryRef: PreloadedQuery<NewActionRouteQuery> }) {
  const { thingById: thing } = usePreloadedQuery<NewActionRouteQuery>(query, queryRef);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const initialType = presetType(searchParams.get('type'));
  const toast = useToast();
  const [createAction, isSaving] = useCreateActionMutation();
  const { attachImage, progress, isUploading } = useAttachImage();
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  if (!thing) return <ThingNotFound />;

  if (!thing.canRecordAction) {
    return (
      <PageTitle title={`Record an action for ${thing.name}`}>
        <EmptyState
          title="Only the people who look after it can record actions"
          description={
            thing.isPublic
              ? 'Offer to help and you can record what you do straight away.'
              : 'Ask its owner to add you.'
          }
          action={
            thing.isPublic ? (
              <NavButton to={`/things/${thing.id}/collaborate`}>Help look after it</NavButton>
            ) : undefined
          }
        />
      </PageTitle>
    );
  }

  return (
    <PageTitle title={`Record an action for ${thing.name}`}>
      <Stack space="large">
        <Form
          aria-label="New action"
          showRequiredNote
          submitLabel="Record action"
          isPending={isSaving || isUploading}
          formError={error}
          onSubmit={async (values) => {
            setError(undefined);
            const action = actionValues(values);
            let created;
            try {
              created = await createAction(thing.id, action.type, action.comments, action.litres);
            } catch (failure) {
              setError(notSavedText(failure));
              return;
            }
            if (!created) {
              setError(`${CLIENT_ERRORS.actionFailed}: nothing was saved. Please try again.`);
              return;
            }
            if (image) {
              const problem = await attachImage(image, 'action', created.id);
              if (problem) toast.negative(`Recorded without the photo: ${problem}`);
            }
            toast.positive('Action recorded. Thank you!');
            announceBadgeAwards(toast, created.newBadges);
            void navigate(`/things/${thing.id}`);
          }}
        >
          <ActionFields initial={initialType ? { type: initialType } : undefined} />
          <ImageField
            label="Photo"
            currentImage={null}
            file={image}
            onChange={setImage}
            progress={progress}
          />
        </Form>
        <Suspense fallback={null}>
          <AskAboutThing thingId={thing.id} thingName={thing.name} />
        </Suspense>
      </Stack>
    </PageTitle>
  );
}
