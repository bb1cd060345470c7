import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@bloomkeep/ui';
import { useCreateGroupMutation } from '../../mutations/CreateGroupMutation';
import { PageTitle } from '../../system/PageTitle';
import { useAttachImage } from '../Thing/useAttachImage';
import { GroupForm } from './GroupForm';
import { groupErrorText } from './groupErrors';
import { groupPath } from './groupRef';

/** The fallback when the server gives no reason. */
export const CREATE_GROUP_FAILED = 'There has been a problem creating the group';

/** /groups/new (sign-in): create a group, attach its photo, land on its page. */
export function NewGroupRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [createGroup, isCreating] = useCreateGroupMutation();
  const { attachImage, progress, isUploading } = useAttachImage();
  const [error, setError] = useState<string>();

  return (
    <PageTitle title="Create a group">
      <GroupForm
        submitLabel="Create group"
        isPending={isCreating || isUploading}
        formError={error}
        uploadProgress={progress}
        onCancel={() => void (location.key === 'default' ? navigate('/groups') : navigate(-1))}
        onSubmit={async (values) => {
          setError(undefined);
          let group;
          try {
            group = await createGroup({
              name: values.name,
              description: values.description,
              isPublic: values.isPublic,
              hasImage: values.image !== null,
            });
          } catch (failure) {
            setError(groupErrorText(failure, CREATE_GROUP_FAILED));
            return;
          }
          if (!group) {
            setError(CREATE_GROUP_FAILED);
            return;
          }
          if (values.image) {
            const problem = await attachImage(values.image, 'group', group.id);
            if (problem) toast.negative(`Saved without the photo: ${problem}`);
          }
          toast.positive(`${group.name} is created. You are its owner.`);
          void navigate(groupPath(group.slug));
        }}
      />
    </PageTitle>
  );
}
