import { useId } from 'react';
import { AlertDialog, Button, Heading, Link, Stack, Tag } from '@bloomkeep/ui';
import * as styles from './ThingCollaborators.css';

/** One person who looks after a thing. */
export interface ThingHelper {
  /** The access's id, for removing it. */
  accessId: string;
  name: string;
  username: string;
  isOwner: boolean;
  isCollaborator: boolean;
  /** The signed-in user's own row. */
  isYou: boolean;
  /**
   * Set when they help through a group the thing is shared with (decision 0139): the
   * group's name. They leave by leaving the group, or when the share ends.
   */
  viaGroup?: { name: string; href: string; isGroupOwner: boolean } | null;
}

export interface ThingCollaboratorsProps {
  thingName: string;
  /** "bee cafe", "thing": the brand's word, for the copy. */
  thingWord: string;
  people: readonly ThingHelper[];
  /** The viewer owns the thing (or is an administrator): they may remove collaborators. */
  canManage: boolean;
  /** Removes an access; rejects when nothing was removed (the dialog then stays open). */
  onRemove: (person: ThingHelper) => Promise<void>;
}

/** Who may remove whom: yourself as a collaborator, or, as an owner, a collaborator who is not an owner. */
export function removalFor(
  person: ThingHelper,
  canManage: boolean,
): 'stopHelping' | 'remove' | null {
  if (person.isOwner || person.viaGroup) return null;
  if (person.isYou) return person.isCollaborator ? 'stopHelping' : null;
  return canManage && person.isCollaborator ? 'remove' : null;
}

/**
 * The people who look after a thing (thing settings): owners first, then
 * collaborators, then the members of groups it is shared with. A collaborator can stop
 * helping; owners can remove a collaborator. Both ask first.
 */
export function ThingCollaborators({
  thingName,
  thingWord,
  people,
  canManage,
  onRemove,
}: ThingCollaboratorsProps) {
  const headingId = useId();
  const sorted = [...people].sort(
    (a, b) =>
      Number(b.isOwner) - Number(a.isOwner) ||
      Number(Boolean(a.viaGroup)) - Number(Boolean(b.viaGroup)) ||
      a.name.localeCompare(b.name, 'en-GB'),
  );
  return (
    <section aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={2} id={headingId}>
          Who looks after it
        </Heading>
        {sorted.length === 0 ? (
          <p>Nobody looks after this {thingWord} yet.</p>
        ) : (
          <ul className={styles.list}>
            {sorted.map((person) => {
              const removal = removalFor(person, canManage);
              return (
                <li key={person.accessId} className={styles.row}>
                  <div className={styles.who}>
                    <span className={styles.name}>
                      {person.name}
                      {person.isYou ? ' (you)' : ''}
                    </span>
                    <span className={styles.username}>@{person.username}</span>
                  </div>
                  <div className={styles.tags}>
                    {person.isOwner ? <Tag tone="accent">Owner</Tag> : null}
                    {person.isCollaborator ? <Tag tone="info">Collaborator</Tag> : null}
                    {person.viaGroup ? (
                      <span className={styles.via}>
                        {person.viaGroup.isGroupOwner ? 'Group owner, ' : 'Member of '}
                        <Link href={person.viaGroup.href}>{person.viaGroup.name}</Link>
                      </span>
                    ) : null}
                  </div>
                  {removal === 'stopHelping' ? (
                    <AlertDialog
                      trigger={
                        <Button tone="neutral" size="small">
                          Stop helping
                        </Button>
                      }
                      tone="critical"
                      title={`Stop helping with ${thingName}?`}
                      confirmLabel="Stop helping"
                      onConfirm={() => onRemove(person)}
                    >
                      You will no longer be able to record actions for this {thingWord}. You can
                      offer to help again later.
                    </AlertDialog>
                  ) : null}
                  {removal === 'remove' ? (
                    <AlertDialog
                      trigger={
                        <Button tone="neutral" size="small" aria-label={`Remove ${person.name}`}>
                          Remove
                        </Button>
                      }
                      tone="critical"
                      title={`Remove ${person.name}?`}
                      confirmLabel="Remove"
                      onConfirm={() => onRemove(person)}
                    >
                      {person.name} will no longer help look after {thingName} or be able to record
                      actions for it.
                    </AlertDialog>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </section>
  );
}
