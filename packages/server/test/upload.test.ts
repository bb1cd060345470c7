// POST /upload and GET /files/<key>, over real HTTP against a real database. The
// test images are made with sharp here, so no binary fixtures live in the repository.
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type UploadedFile } from '../src/files/upload.ts';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let userId: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const [user] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ('uploader', 'Uploader') returning id`,
  );
  userId = user!.id;
  token = mintJwt({ role: 'bk_user', userId });
});
afterAll(async () => {
  await server?.close();
});

interface UploadAnswer {
  status: number;
  body: {
    files?: UploadedFile[];
    errors?: Array<{ message: string; code: string }>;
  };
}

interface Part {
  data: Buffer;
  name?: string;
  type?: string;
}

let sessionCounter = 0;
function newSessionId(): string {
  return `session-${Date.now().toString(36)}-${++sessionCounter}`;
}

async function upload(
  parts: Part[],
  options: { token?: string | null; sessionId?: string | null } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  const sessionId = options.sessionId === undefined ? newSessionId() : options.sessionId;
  if (sessionId !== null) form.append('sessionId', sessionId);
  for (const part of parts) {
    form.append(
      'file',
      new Blob([new Uint8Array(part.data)], { type: part.type ?? 'application/octet-stream' }),
      part.name ?? 'image',
    );
  }
  const bearer = options.token === undefined ? token : options.token;
  const response = await fetch(`${server.url}/upload`, {
    method: 'POST',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    body: form,
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } });
}

async function fetchImage(url: string) {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  const data = Buffer.from(await response.arrayBuffer());
  return { response, data, metadata: await sharp(data).metadata() };
}

function expectError(answer: UploadAnswer, status: number, code: string, message: string | RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors![0]).toMatchObject({ code });
  if (typeof message === 'string') expect(answer.body.errors![0]!.message).toBe(message);
  else expect(answer.body.errors![0]!.message).toMatch(message);
}

describe('POST /upload', () => {
  it('stores a PNG as WebP with a thumbnail and serves it with caching headers', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const sessionId = newSessionId();
    const answer = await upload([{ data: png, name: 'garden.png', type: 'image/png' }], {
      sessionId,
    });
    expect(answer.status).toBe(201);
    const [file] = answer.body.files!;
    expect(answer.body.files).toHaveLength(1);
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: `${file!.id}.webp`,
      url: `/files/${file!.id}.webp`,
      thumbnailUrl: `/files/${file!.id}-thumb.webp`,
      width: 64,
      height: 48,
    });

    const image = await fetchImage(file!.url);
    expect(image.response.headers.get('content-type')).toBe('image/webp');
    expect(image.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.response.headers.get('content-length')).toBe(String(image.data.length));
    expect(image.metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });

    const thumbnail = await fetchImage(file!.thumbnailUrl);
    expect(thumbnail.metadata.format).toBe('webp');
    expect(thumbnail.metadata.width).toBeLessThanOrEqual(480);
    expect(thumbnail.metadata.height).toBeLessThanOrEqual(480);

    // Recorded for the uploader's session, as the uploader.
    const rows = await server.sql(
      'select user_id, session_id, original_name, width, height, bytes, attached_at from app_private.uploads where id = $1',
      [file!.id],
    );
    expect(rows).toEqual([
      {
        user_id: userId,
        session_id: sessionId,
        original_name: 'garden.png',
        width: 64,
        height: 48,
        bytes: png.length,
        attached_at: null,
      },
    ]);
  });

  it('answers HEAD and conditional requests for a stored image', async () => {
    const answer = await upload([{ data: await solid(20, 20).png().toBuffer() }]);
    expect(answer.status).toBe(201);
    const url = `${server.url}${answer.body.files![0]!.url}`;
    const full = await fetch(url);
    const etag = full.headers.get('etag');
    expect(etag).toBeTruthy();
    const length = full.headers.get('content-length');
    await full.arrayBuffer();

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(length);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('turns a JPEG upright by its EXIF orientation and drops its metadata (GPS)', async () => {
    const jpeg = await solid(64, 48)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'TestCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes('TestCam')).toBe(true);

    const answer = await upload([{ data: jpeg, name: 'photo.jpg', type: 'image/jpeg' }]);
    expect(answer.status).toBe(201);
    // Orientation 6 is a quarter turn: 64×48 stored as shown, 48×64.
    expect(answer.body.files![0]).toMatchObject({ width: 48, height: 64 });
    const image = await fetchImage(answer.body.files![0]!.url);
    expect(image.metadata).toMatchObject({ format: 'webp', width: 48, height: 64 });
    expect(image.metadata.exif).toBeUndefined();
    expect(image.metadata.xmp).toBeUndefined();
    expect(image.metadata.orientation).toBeUndefined();
    expect(image.data.includes('TestCam')).toBe(false);
  });

  it('fits a large WebP inside 2048 px and crops its thumbnail to 480×480', async () => {
    const webp = await solid(3000, 1000).webp().toBuffer();
    const answer = await upload([{ data: webp, name: 'wide.webp', type: 'image/webp' }]);
    expect(answer.status).toBe(201);
    expect(answer.body.files![0]).toMatchObject({ width: 2048, height: 683 });
    const thumbnail = await fetchImage(answer.body.files![0]!.thumbnailUrl);
    expect(thumbnail.metadata).toMatchObject({ width: 480, height: 480 });
  });

  it('accepts several images in one request', async () => {
    const answer = await upload([
      { data: await solid(30, 30).png().toBuffer(), name: 'a.png' },
      { data: await solid(40, 20).jpeg().toBuffer(), name: 'b.jpg' },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.files!.map((file) => [file.width, file.height])).toEqual([
      [30, 30],
      [40, 20],
    ]);
  });

  it('refuses a text file that claims to be a PNG', async () => {
    const answer = await upload([
      { data: Buffer.from('just some text, not an image\n'), name: 'notes.png', type: 'image/png' },
    ]);
    expectError(answer, 415, 'NOIMG', 'Only JPEG, PNG and WebP images can be uploaded');
  });

  it('keeps nothing from a request with one bad file among good ones', async () => {
    const sessionId = newSessionId();
    const answer = await upload(
      [
        { data: await solid(30, 30).png().toBuffer(), name: 'good.png' },
        { data: Buffer.from('%PDF-1.7 not an image'), name: 'bad.png', type: 'image/png' },
      ],
      { sessionId },
    );
    expectError(answer, 415, 'NOIMG', 'Only JPEG, PNG and WebP images can be uploaded');
    const rows = await server.sql('select id from app_private.uploads where session_id = $1', [
      sessionId,
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses a file larger than 10 MB with an answer the client can read', async () => {
    const data = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    data.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await upload([{ data, name: 'huge.jpg', type: 'image/jpeg' }]);
    expectError(answer, 413, 'TOOBIG', 'Image is larger than 10 MB');
    // The connection is still usable afterwards.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('refuses an image with too many pixels (a small file that decodes huge)', async () => {
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const answer = await upload([{ data: bomb, name: 'bomb.png', type: 'image/png' }]);
    expectError(answer, 413, 'PIXELS', 'Image has too many pixels (40 megapixels at most)');
  });

  it('refuses a damaged image whose first bytes look right', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const corrupt = Buffer.concat([png.subarray(0, 8), Buffer.alloc(500, 0x42)]);
    const answer = await upload([{ data: corrupt, name: 'broken.png', type: 'image/png' }]);
    expectError(answer, 422, 'BADIMG', /could not be read/);
  });

  it('requires a signed-in user', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const guest = mintJwt({ role: 'bk_anonymous' });
    expectError(
      await upload([{ data: png }], { token: guest }),
      401,
      'LOGIN',
      'Sign in to upload images',
    );
    expectError(
      await upload([{ data: png }], { token: null }),
      401,
      'LOGIN',
      'Sign in to upload images',
    );
    expectError(
      await upload([{ data: png }], { token: 'not-a-token' }),
      401,
      'TOKEN',
      'Invalid token',
    );
    // Refused before the body is read; the client still gets the answer.
    const large = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    expectError(await upload([{ data: large }], { token: guest }), 401, 'LOGIN', /Sign in/);
    const expired = mintJwt({ role: 'bk_user', userId, expiresInSeconds: -60 });
    expectError(await upload([{ data: png }], { token: expired }), 401, 'TOKEN', /expired/);
  });

  it('requires a valid sessionId', async () => {
    const png = await solid(10, 10).png().toBuffer();
    expectError(await upload([{ data: png }], { sessionId: null }), 400, 'VALID', /sessionId/);
    expectError(await upload([{ data: png }], { sessionId: 'short' }), 400, 'VALID', /sessionId/);
    expectError(
      await upload([{ data: png }], { sessionId: '../../etc/passwd' }),
      400,
      'VALID',
      /sessionId/,
    );
  });

  it('asks for an image when none is sent', async () => {
    expectError(await upload([]), 400, 'NOFILE', 'Choose an image to upload');
  });

  it('refuses a body that is not multipart/form-data', async () => {
    const response = await fetch(`${server.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'FORM' }] });
  });

  it('refuses a multipart body that ends in the middle of a file', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const head =
      '--XyZ\r\nContent-Disposition: form-data; name="sessionId"\r\n\r\nsession-truncated\r\n' +
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\n';
    const response = await fetch(`${server.url}/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=XyZ',
      },
      body: Buffer.concat([Buffer.from(head), png]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'FORM' }] });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('keeps serving after a client gives up in the middle of an upload', async () => {
    const png = await solid(10, 10).png().toBuffer();
    await new Promise<void>((resolve) => {
      const request = http.request(`${server.url}/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=XyZ',
          'content-length': String(1024 * 1024),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
      );
      request.write(png, () => request.destroy());
    });
    const answer = await upload([{ data: png }]);
    expect(answer.status).toBe(201);
  });

  it('only accepts POST', async () => {
    const response = await fetch(`${server.url}/upload`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toMatchObject({ errors: [{ code: 'METHOD' }] });
  });
});

describe('GET /files/<key>', () => {
  it('answers 404 for unknown files and for anything that is not a file key', async () => {
    for (const path of [
      '/files/00000000-0000-4000-8000-000000000000.webp',
      '/files/..%2f..%2fetc%2fpasswd',
      '/files/..%2F..%2Fpackage.json',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/.tmp-0123456789abcdef',
      '/files/',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/root:/);
    }
  });
});
