// The group form of /groups/new and the settings page (spec §5: name and isPublic are
// required; description and a photo are optional). Names follow the thing-name rule
// and descriptions the thing's bound (decision 0136), checked here and by the server.
import { useState } from 'react';
import { Button, Form, Switch, TextArea, TextField } from '@bloomkeep/ui';
import { THING_DESCRIPTION_MAX, maxLength, validateThingName } from '@bloomkeep/schema';
import { ImageField } from '../Thing/ImageField';

export interface GroupFormValues {
  name: string;
  description: string | null;
  isPublic: boolean;
  image: File | null;
}

export interface GroupFormProps {
  /** The group being edited; a new group starts empty and public. */
  initial?: {
    name: string;
    description: string | null;
    isPublic: boolean;
    image: string | null;
  } | null;
  onSubmit: (values: GroupFormValues) => void;
  onCancel?: () => void;
  submitLabel: string;
  isPending: boolean;
  /** A server error, shown above the form. */
  formError?: string;
  /** Server errors by field name ("name"). */
  validationErrors?: Record<string, string>;
  uploadProgress?: number | null;
}

export function GroupForm({
  initial = null,
  onSubmit,
  onCancel,
  submitLabel,
  isPending,
  formError,
  validationErrors,
  uploadProgress = null,
}: GroupFormProps) {
  const [isPublic, setIsPublic] = useState(initial?.isPublic ?? true);
  const [image, setImage] = useState<File | null>(null);
  return (
    <Form
      aria-label={submitLabel}
      showRequiredNote
      submitLabel={submitLabel}
      isPending={isPending}
      formError={formError}
      validationErrors={validationErrors}
      actions={
        onCancel ? (
          <Button tone="neutral" onPress={onCancel} isDisabled={isPending}>
            Cancel
          </Button>
        ) : undefined
      }
      onSubmit={(values) => {
        const description = String(values.description ?? '').trim();
        onSubmit({
          name: String(values.name ?? '').trim(),
          description: description === '' ? null : description,
          isPublic,
          image,
        });
      }}
    >
      <TextField
        label="Name"
        name="name"
        isRequired
        defaultValue={initial?.name ?? ''}
        validate={validateThingName}
        description="For example: Friends of Borough Park, Year 5 Bee Club."
      />
      <TextArea
        label="Description"
        name="description"
        defaultValue={initial?.description ?? ''}
        rows={4}
        validate={maxLength('Description', THING_DESCRIPTION_MAX)}
        description="What the group does, and when it meets."
      />
      <Switch
        isSelected={isPublic}
        onChange={setIsPublic}
        description="Anyone can see and join a public group. A private one is seen only by its members, and joined by invitation."
      >
        Public
      </Switch>
      <ImageField
        label="Photo"
        currentImage={initial?.image ?? null}
        file={image}
        onChange={setImage}
        progress={uploadProgress}
      />
    </Form>
  );
}
