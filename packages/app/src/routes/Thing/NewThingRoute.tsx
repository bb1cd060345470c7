import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLIENT_ERRORS, pointFromLngLat } from '@bloomkeep/schema';
import { useToast } from '@bloomkeep/ui';
import { useCreateThingMutation } from '../../mutations/CreateThingMutation';
import { errorText } from '../../relay/errors';
import { PageTitle } from '../../system/PageTitle';
import { useBrand } from '../../system/brand';
import { ThingForm, thingFields } from './ThingForm';
import { useAttachImage } from './useAttachImage';
import { announceBadgeAwards } from '../Account/badgeAwards';

/** /things/new: register a thing, then upload its photo and attach it. */
export function NewThingRoute() {
  const brand = useBrand();
  const navigate = useNavigate();
  const toast = useToast();
  const [createThing, isCreating] = useCreateThingMutation();
  const { attachImage, progress, isUploading } = useAttachImage();
  const [error, setError] = useState<string>();

  return (
    <PageTitle title={`Register a ${brand.thingSingular}`}>
      <ThingForm
        submitLabel={`Register ${brand.thingSingular}`}
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
          void navigate(`/things/${thing.id}`);
        }}
      />
    </PageTitle>
  );
}
