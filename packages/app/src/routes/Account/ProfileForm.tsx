import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Checkbox, Form, TextField, useToast } from '@bloomkeep/ui';
import { SERVER_ERRORS, validateName, validateUsername } from '@bloomkeep/schema';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { useUpdateUserMutation } from '../../mutations/UpdateUserMutation';
import { errorText } from '../../relay/errors';
import { RevalidateAsYouType } from '../../system/RevalidateAsYouType';

const fragment = graphql`
  fragment ProfileForm_user on User {
    id
    name
    username
    notificationDaily
  }
`;

export function ProfileForm({ user }: { user: ProfileForm_user$key }) {
  const data = useFragment(fragment, user);
  const [updateUser, isInFlight] = useUpdateUserMutation();
  const { refreshUserDetails } = useAuth();
  const toast = useToast();
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  return (
    <Form
      aria-label="Profile"
      onSubmit={(values) => {
        setError(undefined);
        setFieldErrors({});
        updateUser(data.id, {
          name: String(values.name ?? '').trim(),
          username: String(values.username ?? '').trim(),
          notificationDaily: values.notificationDaily === 'on',
        }).then(
          () => {
            toast.positive('Your profile has been saved.');
            void refreshUserDetails();
          },
          (failure: unknown) => {
            const message = errorText(failure);
            if (message === SERVER_ERRORS.UNTKN) setFieldErrors({ username: message });
            else setError(message);
          },
        );
      }}
      formError={error}
      validationErrors={fieldErrors}
      submitLabel="Save profile"
      isPending={isInFlight}
      showRequiredNote
    >
      <RevalidateAsYouType>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          defaultValue={data.name ?? ''}
          isRequired
          validate={validateName}
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          defaultValue={data.username}
          isRequired
          validate={validateUsername}
        />
      </RevalidateAsYouType>
      <Checkbox
        name="notificationDaily"
        defaultSelected={data.notificationDaily ?? false}
        description="A short summary of what happened to your things, once a day."
      >
        E-mail me a daily summary
      </Checkbox>
    </Form>
  );
}
