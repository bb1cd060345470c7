import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate } from 'react-router-dom';
import { pointFromLngLat } from '@bloomkeep/schema';
import { useToast } from '@bloomkeep/ui';
import type { EditThingRouteQuery } from '../../__generated__/EditThingRouteQuery.graphql';
import { useUpdateThingMutation } from '../../mutations/UpdateThingMutation';
import { errorText } from '../../relay/errors';
import { PageTitle } from '../../system/PageTitle';
import { ThingForm, thingFields } from './ThingForm';
import { ThingNotFound } from './ThingNotFound';
import { useRouteQuery } from '../../relay/routeQuery';
import { useAttachImage } from './useAttachImage';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const query = graphql`
  query EditThingRouteQuery($id: UUID!) {
    thingById(id: $id) {
      id
      nodeId
      name
      canEdit
      ...ThingForm_thing
    }
  }
`;

export function EditThingRoute() {
  const queryRef = useRouteQuery<EditThingRouteQuery>();
  if (!queryRef) return <ThingNotFound />;
  return <EditThing queryRef={queryRef} />;
}

function EditThing({ queryRef }: { queryRef: PreloadedQuery<EditThingRouteQuery> }) {
  const { thingById: thing } = usePreloadedQuery<EditThingRouteQuery>(query, queryRef);
  const navigate = useNavigate();
  const toast = useToast();
  const [updateThing, isSaving] = useUpdateThingMutation();
  const { attachImage, progress, isUploading } = useAttachImage();
  const [error, setError] = useState<string>();
  const [isDirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(isDirty);
  if (!thing) return <ThingNotFound />;
  // Spec §2: a signed-in user failing the owner guard goes to the thing's page.
  if (!thing.canEdit) return <Navigate to={`/things/${thing.id}`} replace />;

  return (
    <PageTitle title={`Edit ${thing.name}`}>
      {guard.dialog}
      <ThingForm
        thing={thing}
        onDirtyChange={setDirty}
        onCancel={() => void navigate(`/things/${thing.id}`)}
        submitLabel="Save changes"
        isPending={isSaving || isUploading}
        formError={error}
        uploadProgress={progress}
        onSubmit={async (values) => {
          setError(undefined);
          try {
            await updateThing(thing.nodeId, {
              ...thingFields(values),
              location: pointFromLngLat(values.location),
            });
          } catch (failure) {
            setError(errorText(failure));
            return;
          }
          if (values.image) {
            const problem = await attachImage(values.image, 'product', thing.id);
            if (problem) toast.negative(`Saved without the new photo: ${problem}`);
          }
          toast.positive('Your changes are saved.');
          guard.allowLeaving();
          void navigate(`/things/${thing.id}`);
        }}
      />
    </PageTitle>
  );
}
