import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { AlertDialog, Button, Card, Inline, Stack, Tag, useToast } from '@bloomkeep/ui';
import type { EmailListItem_email$key } from '../../__generated__/EmailListItem_email.graphql';
import { useDeleteUserEmailMutation } from '../../mutations/DeleteUserEmailMutation';
import { useMakeEmailPrimaryMutation } from '../../mutations/MakeEmailPrimaryMutation';
import { useResendEmailVerificationCodeMutation } from '../../mutations/ResendEmailVerificationCodeMutation';
import { errorText } from '../../relay/errors';
import * as styles from './EmailListItem.css';

const fragment = graphql`
  fragment EmailListItem_email on UserEmail {
    id
    email
    isPrimary
    isVerified
  }
`;

/** One address: its state and what can be done with it. */
export function EmailListItem({
  email,
  onChanged,
}: {
  email: EmailListItem_email$key;
  /** Called after a change so the list reloads. */
  onChanged: () => Promise<void>;
}) {
  const data = useFragment(fragment, email);
  const [resend, isResending] = useResendEmailVerificationCodeMutation();
  const [makePrimary, isMakingPrimary] = useMakeEmailPrimaryMutation();
  const [deleteEmail, isDeleting] = useDeleteUserEmailMutation();
  const toast = useToast();
  const [error, setError] = useState<string>();

  const run = async (action: () => Promise<unknown>, success: string) => {
    setError(undefined);
    try {
      await action();
      await onChanged();
      toast.positive(success);
    } catch (failure) {
      setError(errorText(failure));
      throw failure;
    }
  };

  return (
    <Card as="article" aria-label={data.email}>
      <Stack space="small">
        <Inline space="small" align="spaceBetween">
          <Inline space="small">
            <span className={styles.address}>{data.email}</span>
            {data.isPrimary ? <Tag tone="info">Primary</Tag> : null}
            {data.isVerified ? (
              <Tag tone="positive">Verified</Tag>
            ) : (
              <Tag tone="caution">Not verified</Tag>
            )}
          </Inline>
          <Inline space="small">
            {data.isVerified ? null : (
              <Button
                tone="neutral"
                size="small"
                isPending={isResending}
                onPress={() => {
                  setError(undefined);
                  resend(data.id).then(
                    (sent) =>
                      sent
                        ? toast.positive(`We sent a new verification link to ${data.email}.`)
                        : toast.info(
                            'A link was sent less than a minute ago. Please wait a moment.',
                          ),
                    (failure: unknown) => setError(errorText(failure)),
                  );
                }}
              >
                Resend link
              </Button>
            )}
            {data.isVerified && !data.isPrimary ? (
              <Button
                tone="neutral"
                size="small"
                isPending={isMakingPrimary}
                onPress={() =>
                  void run(
                    () => makePrimary(data.id),
                    `${data.email} is now your primary address.`,
                  ).catch(() => undefined)
                }
              >
                Make primary
              </Button>
            ) : null}
            {data.isPrimary ? null : (
              <AlertDialog
                title={`Delete ${data.email}?`}
                confirmLabel="Delete address"
                trigger={
                  <Button tone="critical" size="small">
                    Delete
                  </Button>
                }
                isPending={isDeleting}
                onConfirm={() => run(() => deleteEmail(data.id), `${data.email} was deleted.`)}
              >
                We will no longer send anything to this address, and you cannot use it to reset your
                passphrase.
              </AlertDialog>
            )}
          </Inline>
        </Inline>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </Stack>
    </Card>
  );
}
