import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CLIENT_ERRORS,
  THING_CATEGORIES,
  lngLatFromPointSearch,
  pointFromLngLat,
  type ThingCategory,
} from '@bloomkeep/schema';
import { useToast } from '@bloomkeep/ui';
import { useCreateThingMutation } from '../../mutations/CreateThingMutation';
import { errorText } from '../../relay/errors';
import { PageTitle } from '../../system/PageTitle';
import { thingNoun } from '../../system/thingWords';
import { ThingForm, thingFields } from './ThingForm';
import { useAttachImage } from './useAttachImage';
import { announceBadgeAwards } from '../Account/badgeAwards';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** `?category=BEECAFE` (any category, in any case) preselects it; anything else is ignored. */
export function categoryFromSearch(value: string | null): ThingCategory | null {
  const category = value?.trim().toUpperCase();
  return (THING_CATEGORIES as readonly string[]).includes(category ?? '')
    ? (category as ThingCategory)
    : null;
}

/** /things/new: register a thing, then upload its photo and attach it. */
export function NewThingRoute() {
  const navigate = useNavigate();
  const toast = useToast();
  const [createThing, isCreating] = useCreateThingMutation();
  const { attachImage, progress, isUploading } = useAttachImage();
  const [error, setError] = useState<string>();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [isDirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(isDirty);
  // "Register a bee cafe" (the bee cafe dashboard) arrives with its category chosen.
  const preselected = categoryFromSearch(searchParams.get('category'));
  const noun = thingNoun(preselected);
  // "Create a thing here" from the map arrives with its point (?x=longitude&y=latitude).
  const [startLocation] = useState(() => lngLatFromPointSearch(searchParams));

  return (
    <PageTitle title={`Register a ${noun}`}>
      {guard.dialog}
      <ThingForm
        defaultCategory={preselected}
        defaultLocation={startLocation}
        onDirtyChange={setDirty}
        // Back where the user came from; to the list when the form was opened directly.
        onCancel={() => void (location.key === 'default' ? navigate('/things') : navigate(-1))}
        submitLabel={`Register ${noun}`}
        isPending={isCreating || isUploading}
        formError={error}
        uploadProgress={progress}
        onSubmit={async (values) => {
          setError(undefined);
          let thing;
          try {
            thing = await createThing({
              ...thingFields(values),
              hasImage: values.image !== null,
              ...pointFromLngLat(values.location),
            });
          } catch (failure) {
            setError(errorText(failure, CLIENT_ERRORS.createThingFailed));
            return;
          }
          if (!thing) {
            setError(CLIENT_ERRORS.createThingFailed);
            return;
          }
          if (values.image) {
            const problem = await attachImage(values.image, 'product', thing.id);
            if (problem) toast.negative(`Saved without the photo: ${problem}`);
          }
          toast.positive(`${thing.name} is registered.`);
          announceBadgeAwards(toast, thing.newBadges);
          guard.allowLeaving();
          void navigate(`/things/${thing.id}`);
        }}
      />
    </PageTitle>
  );
}
