// /account/emails: the user's addresses with their state; add, resend the
// verification link, make primary and delete (spec §4 "Email").
import { useCallback, useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { Card, EmptyState, Form, Section, Stack, TextField, useToast } from '@bloomkeep/ui';
import { SERVER_ERRORS, validateEmail } from '@bloomkeep/schema';
import type { EmailsRouteQuery } from '../../__generated__/EmailsRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { useCreateUserEmailMutation } from '../../mutations/CreateUserEmailMutation';
import { errorText } from '../../relay/errors';
import { AccountPage } from './AccountPage';
import { EmailListItem } from './EmailListItem';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query EmailsRouteQuery {
    allUserEmails(orderBy: [IS_PRIMARY_DESC, CREATED_AT_ASC]) {
      nodes {
        id
        ...EmailListItem_email
      }
    }
  }
`;

export function EmailsRoute() {
  const queryRef = useRequiredRouteQuery<EmailsRouteQuery>();
  const data = usePreloadedQuery<EmailsRouteQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const { refreshUserDetails } = useAuth();
  const [createUserEmail, isAdding] = useCreateUserEmailMutation();
  const toast = useToast();
  const [addError, setAddError] = useState<string>();
  const [addKey, setAddKey] = useState(0);
  const emails = data.allUserEmails?.nodes ?? [];

  /** Reloads the list (and the header's copy of the addresses) after a change. */
  const refresh = useCallback(async () => {
    await fetchQuery<EmailsRouteQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined);
    void refreshUserDetails();
  }, [environment, refreshUserDetails]);

  return (
    <AccountPage
      title="E-mail addresses"
      href="/account/emails"
      description="We send verification links, passphrase resets and notices to these addresses."
    >
      <Section title="Your addresses">
        {emails.length === 0 ? (
          <EmptyState
            title="No e-mail addresses"
            description="Add an address below so you can reset your passphrase."
            headingLevel={3}
          />
        ) : (
          <Stack space="small" as="ul" aria-label="Your e-mail addresses">
            {emails.map((email) => (
              <li key={email.id}>
                <EmailListItem email={email} onChanged={refresh} />
              </li>
            ))}
          </Stack>
        )}
      </Section>
      <Section
        title="Add an address"
        description="We will e-mail it a link to confirm that it is yours."
      >
        <Card padding="large">
          <Form
            key={addKey}
            aria-label="Add an e-mail address"
            onSubmit={(values) => {
              const address = String(values.email ?? '').trim();
              setAddError(undefined);
              createUserEmail(address).then(
                async () => {
                  await refresh();
                  toast.positive(`We sent a verification link to ${address}.`);
                  setAddKey((key) => key + 1);
                },
                (failure: unknown) => setAddError(errorText(failure)),
              );
            }}
            validationErrors={addError === SERVER_ERRORS.EMADD ? { email: addError } : undefined}
            formError={addError === SERVER_ERRORS.EMADD ? undefined : addError}
            submitLabel="Add address"
            isPending={isAdding}
          >
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              validate={validateEmail}
            />
          </Form>
        </Card>
      </Section>
    </AccountPage>
  );
}
