// Reading a request body with a bound: routes that take JSON (the uplink webhook, the fake
// The Things Stack) stop reading at the limit instead of buffering whatever is sent.
import type http from 'node:http';

/** The whole body, or null as soon as it passes `maxBytes`. */
export async function readBoundedBody(
  req: http.IncomingMessage,
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
