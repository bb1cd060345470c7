// Development only: the e-mails the server would have sent, with their links
// clickable, so a new local user can verify an address or reset a passphrase.
import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Inline,
  Link,
  PageHeader,
  Spinner,
  Stack,
  Tag,
} from '@bloomkeep/ui';
import { useDocumentTitle } from '../../system/PageTitle';
import { fetchDevMailbox, linkify, localHref, type DevMail } from './devMailbox';
import * as styles from './DevMailboxRoute.css';

const sentAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'off' }
  | { state: 'ready'; mails: DevMail[] };

function MailText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {linkify(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Link key={index} href={localHref(part.href)}>
            {part.href}
          </Link>
        ),
      )}
    </p>
  );
}

export function DevMailboxRoute() {
  useDocumentTitle('Development mailbox');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const mails = await fetchDevMailbox();
      setLoad(mails ? { state: 'ready', mails } : { state: 'off' });
    } catch (error) {
      setLoad({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <Stack space="large">
      <PageHeader
        title="Development mailbox"
        description="E-mails the server would have sent. It exists only outside production, while no SMTP server is set."
        actions={
          <Button tone="neutral" onPress={() => void refresh()} isPending={refreshing}>
            Refresh
          </Button>
        }
      />
      {load.state === 'loading' ? (
        <Spinner label="Loading the mailbox" showLabel />
      ) : load.state === 'error' ? (
        <ErrorState message={load.message} onRetry={() => void refresh()} />
      ) : load.state === 'off' ? (
        <EmptyState
          title="No development mailbox here"
          description="This server sends e-mail over SMTP, so there is nothing to show."
        />
      ) : load.mails.length === 0 ? (
        <EmptyState
          title="No e-mails yet"
          description="Register or ask for a passphrase reset, then refresh this page."
        />
      ) : (
        <Stack space="medium" as="ul" aria-label="E-mails">
          {load.mails.map((mail) => (
            <li key={`${mail.createdAt}-${mail.to}-${mail.subject}`}>
              <Card as="article" aria-label={mail.subject}>
                <Stack space="small">
                  <Inline space="small" align="spaceBetween">
                    <h2 className={styles.subject}>{mail.subject}</h2>
                    <Tag>{sentAt.format(new Date(mail.createdAt))}</Tag>
                  </Inline>
                  <p className={styles.meta}>
                    {mail.from ? `From ${mail.from} · ` : null}To {mail.to}
                  </p>
                  <MailText text={mail.text} />
                </Stack>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
