// digest__send: one user's daily digest, queued by digest__daily (daily.ts) with the things and
// devices to list and a fresh unsubscribe token; a failed delivery is retried by the queue. The
// payload's appHost picks the brand and link host only when it is on the allow-list (0117).
import { digestEmail, type DigestPayload } from '../../../mail/digest.ts';
import { resolveAppHost } from '../../../mail/hosts.ts';
import { defineTask } from '../../task.ts';

function digestPayload(payload: unknown): DigestPayload {
  const value = payload as Partial<DigestPayload> | null;
  if (
    typeof value?.email !== 'string' ||
    typeof value.token !== 'string' ||
    typeof value.name !== 'string' ||
    !Array.isArray(value.things) ||
    !Array.isArray(value.devices)
  ) {
    throw new Error('Job payload is not a digest');
  }
  return value as DigestPayload;
}

/** One user's digest, queued by digest__daily; a failed delivery is retried by the queue. */
export const sendDigestTask = defineTask({
  name: 'digest__send',
  sendsMail: true,
  async run(payload, { appHosts, sendMail }) {
    const host = resolveAppHost((payload as { appHost?: unknown } | null)?.appHost, appHosts);
    await sendMail(digestEmail({ appUrl: host.url, brand: host.brand }, digestPayload(payload)));
  },
});
