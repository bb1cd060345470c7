// The development mailbox (DEV_MAILBOX=1) read through Node, as a test's stand-in for an
// inbox: the app itself never asks for it in production.
import type { RunningServer } from './server';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The path and query of the first link to `path` (e.g. "/verify", "/groups/accept") e-mailed
 * to `to`, waiting up to 30 s for the worker to deliver it.
 */
export async function mailedPath(server: RunningServer, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?\\S+`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = (await (await fetch(`${server.url}/dev/mailbox`)).json()) as Mail[];
    const link = mails
      .filter((mail) => mail.to === to)
      .map((mail) => pattern.exec(mail.text)?.[0])
      .find(Boolean);
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    if (Date.now() > deadline) throw new Error(`No mail with a ${path} link for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
