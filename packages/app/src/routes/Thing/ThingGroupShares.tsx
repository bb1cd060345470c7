import { useId, useState } from 'react';
import { AlertDialog, Button, Heading, Link, Select, Stack } from '@bloomkeep/ui';
import * as styles from './ThingCollaborators.css';

export interface ThingGroupShare {
  /** The share's id (ThingGroup.id), for ending it. */
  shareId: string;
  groupName: string;
  groupHref: string;
}

export interface ThingGroupSharesProps {
  thingName: string;
  thingWord: string;
  shares: readonly ThingGroupShare[];
  /** The groups the owner belongs to and has not shared with yet; null for non-owners. */
  shareable: readonly { id: string; name: string }[] | null;
  onShare: (groupId: string) => Promise<void>;
  /** Ends a share; rejects when it failed (the dialog then stays open). */
  onUnshare: (share: ThingGroupShare) => Promise<void>;
  isSharing?: boolean;
}

/**
 * The groups a thing is shared with (thing settings): their members help look after it.
 * An owner shares it with one of their own groups (the server allows no other) and
 * ends shares, asking first; others only see the list.
 */
export function ThingGroupShares({
  thingName,
  thingWord,
  shares,
  shareable,
  onShare,
  onUnshare,
  isSharing = false,
}: ThingGroupSharesProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const choice = shareable?.some((group) => group.id === chosen) ? chosen : null;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={2} id={headingId}>
          Groups that look after it
        </Heading>
        {shares.length === 0 ? (
          <p>
            Not shared with any group. A group’s members help look after what it is shared with.
          </p>
        ) : (
          <ul className={styles.list} aria-label={`Groups that look after ${thingName}`}>
            {shares.map((share) => (
              <li key={share.shareId} className={styles.row}>
                <div className={styles.who}>
                  <Link href={share.groupHref}>{share.groupName}</Link>
                </div>
                {shareable ? (
                  <AlertDialog
                    trigger={
                      <Button
                        tone="neutral"
                        size="small"
                        aria-label={`Stop sharing with ${share.groupName}`}
                      >
                        Stop sharing
                      </Button>
                    }
                    tone="critical"
                    title={`Stop sharing with ${share.groupName}?`}
                    confirmLabel="Stop sharing"
                    onConfirm={() => onUnshare(share)}
                  >
                    Members of {share.groupName} will no longer help look after this {thingWord},
                    unless they help with it themselves.
                  </AlertDialog>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {shareable === null ? null : shareable.length === 0 ? (
          <p>
            To share it with a group, join or <Link href="/groups/new">create a group</Link> first:
            you can share your things with groups you belong to.
          </p>
        ) : (
          <div className={styles.shareRow}>
            <Select
              label="Share with a group"
              items={shareable.map((group) => ({ id: group.id, label: group.name }))}
              selectedKey={choice}
              onSelectionChange={(id) => setChosen(id ? String(id) : null)}
              placeholder="Choose one of your groups"
            />
            <Button
              isDisabled={!choice}
              isPending={isSharing}
              onPress={() => {
                if (!choice) return;
                void onShare(choice).then(
                  () => setChosen(null),
                  () => {},
                );
              }}
            >
              Share
            </Button>
          </div>
        )}
      </Stack>
    </section>
  );
}
