// A footer link to the development mailbox, shown only while the server keeps
// e-mail locally (GET /dev/mailbox answers a list: no SMTP_URL, and outside
// production unless DEV_MAILBOX=1). Only builds that may meet such a server ask
// it: `vite` development, or a build made with VITE_DEV_MAILBOX=true (staging).
// The production build never requests /dev/mailbox, so ordinary pages send no
// extra request.
import { useEffect, useState } from 'react';
import { Link } from '@bloomkeep/ui';
import { hasDevMailbox } from '../routes/Dev/devMailbox';

export const mayShowDevMailboxLink =
  import.meta.env.DEV || import.meta.env.VITE_DEV_MAILBOX === 'true';

export function DevMailboxLink({ probe = hasDevMailbox }: { probe?: () => Promise<boolean> }) {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!mayShowDevMailboxLink) return;
    let current = true;
    void probe().then((on) => {
      if (current) setAvailable(on);
    });
    return () => {
      current = false;
    };
  }, [probe]);
  return available ? (
    <Link href="/dev/mail" tone="neutral">
      Development mailbox
    </Link>
  ) : null;
}
