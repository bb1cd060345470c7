// A footer link to the development mailbox, shown only where there is one:
// in `vite` development, or when the server answers /dev/mailbox (it does not
// in production).
import { useEffect, useState } from 'react';
import { Link } from '@bloomkeep/ui';
import { hasDevMailbox } from '../routes/Dev/devMailbox';

export function DevMailboxLink() {
  const [available, setAvailable] = useState(import.meta.env.DEV);
  useEffect(() => {
    if (available) return;
    let current = true;
    void hasDevMailbox().then((answer) => {
      if (current) setAvailable(answer);
    });
    return () => {
      current = false;
    };
  }, [available]);
  return available ? (
    <Link href="/dev/mail" tone="neutral">
      Development mailbox
    </Link>
  ) : null;
}
