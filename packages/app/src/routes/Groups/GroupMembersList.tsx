import { Fragment } from 'react';
import { AlertDialog, Avatar, Button, Tag } from '@bloomkeep/ui';
import * as styles from './GroupMembersList.css';

/** One member of a group. */
export interface GroupMember {
  /** The membership's id, for changing or removing it. */
  membershipId: string;
  name: string;
  username: string | null;
  isOwner: boolean;
  /** The signed-in reader's own membership. */
  isYou: boolean;
  imageSrc?: string | null;
}

export interface GroupMembersListProps {
  groupName: string;
  members: readonly GroupMember[];
  /** The reader owns the group (or is an administrator): owner and removal buttons show. */
  canManage?: boolean;
  /** Makes a member an owner (true) or takes ownership back (false); rejects when it failed. */
  onSetOwner?: (member: GroupMember, isOwner: boolean) => Promise<void>;
  /** Removes a member; rejects when nothing was removed (the dialog then stays open). */
  onRemove?: (member: GroupMember) => Promise<void>;
  /** Names the list. */
  'aria-label'?: string;
}

/** Owners first, then by name: who to ask comes first. */
export function sortedMembers(members: readonly GroupMember[]): GroupMember[] {
  return [...members].sort(
    (a, b) => Number(b.isOwner) - Number(a.isOwner) || a.name.localeCompare(b.name, 'en-GB'),
  );
}

/**
 * A group's members, owners marked. Owners (canManage) may make a member an owner, take
 * ownership back and remove members; removing asks first. The rule that a group keeps
 * at least one owner is the server's: its refusal comes back through the callbacks.
 */
export function GroupMembersList({
  groupName,
  members,
  canManage = false,
  onSetOwner,
  onRemove,
  'aria-label': ariaLabel = `Members of ${groupName}`,
}: GroupMembersListProps) {
  if (members.length === 0) return <p>Nobody belongs to {groupName} yet.</p>;
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {sortedMembers(members).map((member) => (
        <li key={member.membershipId} className={styles.row}>
          <div className={styles.who}>
            <Avatar name={member.name} src={member.imageSrc ?? null} size="small" />
            <span className={styles.names}>
              <span className={styles.name}>
                {member.name}
                {member.isYou ? ' (you)' : ''}
              </span>
              {member.username ? <span className={styles.username}>@{member.username}</span> : null}
            </span>
          </div>
          <div className={styles.tags}>
            {member.isOwner ? <Tag tone="accent">Owner</Tag> : <Tag>Member</Tag>}
          </div>
          {canManage ? (
            <div className={styles.buttons}>
              {onSetOwner ? (
                <Button
                  tone="neutral"
                  size="small"
                  // The visible words first, so speech users can say what they see.
                  aria-label={
                    member.isOwner ? `Remove owner: ${member.name}` : `Make owner: ${member.name}`
                  }
                  onPress={() => void onSetOwner(member, !member.isOwner).catch(() => {})}
                >
                  {member.isOwner ? 'Remove owner' : 'Make owner'}
                </Button>
              ) : null}
              {onRemove && !member.isYou ? (
                <Fragment>
                  <AlertDialog
                    trigger={
                      <Button tone="neutral" size="small" aria-label={`Remove ${member.name}`}>
                        Remove
                      </Button>
                    }
                    tone="critical"
                    title={`Remove ${member.name}?`}
                    confirmLabel="Remove"
                    onConfirm={() => onRemove(member)}
                  >
                    {member.name} will no longer belong to {groupName}, nor help look after its
                    things.
                  </AlertDialog>
                </Fragment>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
