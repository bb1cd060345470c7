// A footer link to the development mailbox: in `vite` development, or in a
// build made with VITE_DEV_MAILBOX=true. A production build never asks the
// server whether it has a mailbox, so ordinary pages send no extra request.
import { Link } from '@bloomkeep/ui';

export const showDevMailboxLink =
  import.meta.env.DEV || import.meta.env.VITE_DEV_MAILBOX === 'true';

export function DevMailboxLink() {
  return showDevMailboxLink ? (
    <Link href="/dev/mail" tone="neutral">
      Development mailbox
    </Link>
  ) : null;
}
