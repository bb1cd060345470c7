// Invitations on a settings page (thing, device, group): invite an address, see the
// pending invitations with their expiry, send one again or remove it (spec §2 settings,
// §4 Invitation, §8 messages). Owners and administrators only: the parent renders it when
// the viewer may edit. Usage, given a parent query with
//   invitations(first: 50, orderBy: [CREATED_AT_DESC]) { ...InvitationsPanel_invitations }
// on the thing, device or group:
//   <InvitationsPanel kind="group" targetId={group.id} targetName={group.name}
//     invitations={group.invitations} />
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { CLIENT_ERRORS, validateEmail } from '@bloomkeep/schema';
import {
  AlertDialog,
  Button,
  Form,
  Heading,
  Stack,
  TextField,
  formatDate,
  useToast,
} from '@bloomkeep/ui';
import type { InvitationsPanel_invitations$key } from '../../__generated__/InvitationsPanel_invitations.graphql';
import { useDeleteInvitationMutation } from '../../mutations/DeleteInvitationMutation';
import { useInviteMutation } from '../../mutations/InviteMutation';
import { useResendInvitationMutation } from '../../mutations/ResendInvitationMutation';
import { errorText, isUnreachableError } from '../../relay/errors';
import { invitationRefusal } from './invitationErrors';
import { INVITATION_WORDS, type InvitationKind } from './invitationKinds';
import * as styles from './InvitationsPanel.css';

const fragment = graphql`
  fragment InvitationsPanel_invitations on InvitationsConnection {
    nodes {
      id
      email
      createdAt
      expiresAt
      acceptedAt
    }
  }
`;

export interface InvitationsPanelProps {
  kind: InvitationKind;
  /** The thing's, device's or group's id. */
  targetId: string;
  targetName: string;
  invitations: InvitationsPanel_invitations$key;
}

const WHAT: Record<InvitationKind, string> = {
  thing: 'They will help look after it as a collaborator.',
  device: 'They will share the device as one of its owners.',
  group: 'They will join the group as a member.',
};

/** The text for a failed invitation: §8's, with the reason the server gave when it has one. */
function inviteFailure(kind: InvitationKind, failure: unknown): string {
  if (isUnreachableError(failure)) return errorText(failure);
  const { code } = invitationRefusal(failure);
  if (code === 'DUPLI') return INVITATION_WORDS[kind].alreadyHasAccess;
  if (code === 'VALID' || code === 'RATEL') return errorText(failure);
  return CLIENT_ERRORS.inviteFailed;
}

export function InvitationsPanel({
  kind,
  targetId,
  targetName,
  invitations,
}: InvitationsPanelProps) {
  const data = useFragment(fragment, invitations);
  const headingId = useId();
  const toast = useToast();
  const [invite, isInviting] = useInviteMutation();
  const [resend, isResending] = useResendInvitationMutation();
  const [deleteInvitation] = useDeleteInvitationMutation();
  const [inviteError, setInviteError] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const pending = data.nodes.filter((invitation) => invitation && !invitation.acceptedAt);

  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          Invitations
        </Heading>
        <Form
          key={formKey}
          aria-label={`Invite someone to ${targetName}`}
          onSubmit={(values) => {
            const email = String(values.email ?? '').trim();
            setInviteError(undefined);
            invite(kind, targetId, email).then(
              () => {
                toast.positive(`Invitation sent to ${email}.`);
                setFormKey((key) => key + 1);
              },
              (failure: unknown) => setInviteError(inviteFailure(kind, failure)),
            );
          }}
          formError={inviteError}
          submitLabel="Send invitation"
          isPending={isInviting}
        >
          <TextField
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="off"
            description={`We e-mail them a link that works once, for 7 days. ${WHAT[kind]}`}
            isRequired
            validate={validateEmail}
          />
        </Form>
        {pending.length === 0 ? (
          <p>No pending invitations.</p>
        ) : (
          <ul className={styles.list} aria-label="Pending invitations">
            {pending.map((invitation) => (
              <li key={invitation.id} className={styles.row}>
                <div className={styles.who}>
                  <span className={styles.email}>{invitation.email}</span>
                  <span className={styles.expiry}>
                    Sent {formatDate(invitation.createdAt)} · expires{' '}
                    {formatDate(invitation.expiresAt)}
                  </span>
                </div>
                <div className={styles.buttons}>
                  <Button
                    tone="neutral"
                    size="small"
                    isPending={isResending}
                    aria-label={`Send again to ${invitation.email}`}
                    onPress={() => {
                      resend(invitation.id).then(
                        () => toast.positive(`Invitation sent again to ${invitation.email}.`),
                        (failure: unknown) => toast.negative(inviteFailure(kind, failure)),
                      );
                    }}
                  >
                    Send again
                  </Button>
                  <AlertDialog
                    trigger={
                      <Button
                        tone="neutral"
                        size="small"
                        aria-label={`Remove invitation to ${invitation.email}`}
                      >
                        Remove
                      </Button>
                    }
                    tone="critical"
                    title={`Remove the invitation to ${invitation.email}?`}
                    confirmLabel="Remove"
                    onConfirm={async () => {
                      let removed: boolean;
                      try {
                        removed = await deleteInvitation(invitation.id);
                      } catch (failure) {
                        toast.negative(
                          isUnreachableError(failure)
                            ? errorText(failure)
                            : CLIENT_ERRORS.removeInviteFailed,
                        );
                        throw failure;
                      }
                      if (!removed) {
                        toast.negative(CLIENT_ERRORS.removeInviteFailed);
                        throw new Error('not removed');
                      }
                      toast.positive(`Invitation to ${invitation.email} removed.`);
                    }}
                  >
                    The link in the e-mail will stop working.
                  </AlertDialog>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}
