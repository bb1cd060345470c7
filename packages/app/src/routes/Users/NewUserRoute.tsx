// /users/new (administrators; the guard sends anyone else to /, spec §2): the form for
// newUser. The same rules run here and in the database (name, username, e-mail, §5); a
// refusal shows §8's "Failed to create user", with the reason on the field it concerns.
// The new user gets an e-mail with a link to set their passphrase (valid 7 days, 0100).
import { useState } from 'react';
import {
  CLIENT_ERRORS,
  SERVER_ERRORS,
  validateEmail,
  validateName,
  validateUsername,
} from '@bloomkeep/schema';
import { Card, Form, Link, TextField } from '@bloomkeep/ui';
import { useNewUserMutation } from '../../mutations/NewUserMutation';
import { errorText } from '../../relay/errors';
import { PageTitle } from '../../system/PageTitle';
import { RevalidateAsYouType } from '../../system/RevalidateAsYouType';
import { personPath } from './PersonRow';
import * as styles from './NewUserRoute.css';

interface Created {
  id: string;
  name: string | null;
  username: string;
  email: string;
}

export function NewUserRoute() {
  const [newUser, isInFlight] = useNewUserMutation();
  const [created, setCreated] = useState<Created | null>(null);
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // A new key empties the form for the next person.
  const [formKey, setFormKey] = useState(0);

  if (created) {
    return (
      <PageTitle title="User added">
        <div className={styles.page}>
          <Card>
            <div className={styles.done} role="status">
              <p>
                <strong>{created.name ?? created.username}</strong> (@{created.username}) has been
                added. We have e-mailed {created.email} a link to set their passphrase; it works for
                7 days.
              </p>
              <div className={styles.links}>
                <Link href={personPath(created.id)}>See their profile</Link>
                <Link
                  href="/users/new"
                  onPress={() => {
                    setCreated(null);
                    setFormKey((key) => key + 1);
                  }}
                >
                  Add another user
                </Link>
              </div>
            </div>
          </Card>
        </div>
      </PageTitle>
    );
  }

  return (
    <PageTitle title="Add a user">
      <div className={styles.page}>
        <p className={styles.intro}>
          They get an e-mail with a link to choose their passphrase and sign in.
        </p>
        <Form
          key={formKey}
          aria-label="Add a user"
          onSubmit={(values) => {
            const input = {
              name: String(values.name ?? '').trim(),
              username: String(values.username ?? '').trim(),
              email: String(values.email ?? '').trim(),
            };
            setFormError(undefined);
            setFieldErrors({});
            newUser(input).then(
              (user) => setCreated({ ...user, name: user.name ?? null, email: input.email }),
              (failure: unknown) => {
                const reason = errorText(failure, '');
                if (reason === SERVER_ERRORS.UNTKN) setFieldErrors({ username: reason });
                else if (reason === SERVER_ERRORS.EMTKN) setFieldErrors({ email: reason });
                setFormError(
                  reason && reason !== CLIENT_ERRORS.createUserFailed
                    ? `${CLIENT_ERRORS.createUserFailed}: ${reason}`
                    : CLIENT_ERRORS.createUserFailed,
                );
              },
            );
          }}
          formError={formError}
          validationErrors={fieldErrors}
          submitLabel="Add user"
          isPending={isInFlight}
          showRequiredNote
        >
          <RevalidateAsYouType>
            <TextField
              label="Name"
              name="name"
              autoComplete="off"
              isRequired
              validate={validateName}
            />
            <TextField
              label="Username"
              name="username"
              autoComplete="off"
              isRequired
              validate={validateUsername}
            />
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="off"
              isRequired
              validate={validateEmail}
            />
          </RevalidateAsYouType>
        </Form>
      </div>
    </PageTitle>
  );
}
