// Demo photos for a fresh database, so the dashboard gallery and thing pages show
// images on the first `pnpm start`. Drawn here (no downloads): a soft sky, a bed
// of soil and a cluster of flowers in colours per thing; then stored exactly as
// an upload would be (re-encoded WebP + thumbnail, attached like newFiles does).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import sharp from 'sharp';
import { processImage } from '../files/images.ts';
import type { FileStorage } from '../files/storage.ts';

const PALETTES = [
  ['#7e57c2', '#b39ddb', '#ede7f6'],
  ['#f9a825', '#fff176', '#fffde7'],
  ['#d81b60', '#f48fb1', '#fce4ec'],
  ['#1e88e5', '#90caf9', '#e3f2fd'],
  ['#e64a19', '#ffab91', '#fbe9e7'],
  ['#43a047', '#a5d6a7', '#e8f5e9'],
];

function flowerScene(seed: number): string {
  const [petal, light, sky] = PALETTES[seed % PALETTES.length]!;
  let random = seed * 9301 + 49297;
  const next = () => (random = (random * 9301 + 49297) % 233280) / 233280;
  const flowers = Array.from({ length: 18 }, () => {
    const x = 40 + next() * 1120;
    const y = 360 + next() * 220;
    const r = 14 + next() * 22;
    const stem = `<rect x="${x - 3}" y="${y}" width="6" height="${780 - y}" fill="#558b2f"/>`;
    const petals = [0, 72, 144, 216, 288]
      .map(
        (angle) =>
          `<circle cx="${x + Math.cos((angle * Math.PI) / 180) * r}" cy="${y + Math.sin((angle * Math.PI) / 180) * r}" r="${r * 0.8}" fill="${next() > 0.5 ? petal : light}"/>`,
      )
      .join('');
    return `${stem}${petals}<circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#fdd835"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="${sky}"/>
    <circle cx="1040" cy="140" r="70" fill="#fff59d"/>
    <rect y="600" width="1200" height="200" fill="#6d4c41"/>
    <rect y="590" width="1200" height="24" fill="#7cb342"/>
    ${flowers}
  </svg>`;
}

/** Draws, stores and attaches a photo to each of `thingIds` (as their owner's upload). */
export async function seedDemoPhotos(
  client: pg.Client,
  storage: FileStorage,
  things: ReadonlyArray<{ id: string; ownerId: string }>,
): Promise<void> {
  for (const [index, thing] of things.entries()) {
    const png = await sharp(Buffer.from(flowerScene(index + 1)))
      .png()
      .toBuffer();
    const { image, thumbnail, width, height } = await processImage(png);
    const id = randomUUID();
    await storage.put(`${id}.webp`, image, 'image/webp');
    await storage.put(`${id}-thumb.webp`, thumbnail, 'image/webp');
    await client.query(
      `insert into app_private.uploads
         (id, session_id, user_id, original_name, width, height, bytes, entity_type, entity_id, attached_at)
       values ($1, 'demo-seed', $2, 'demo.png', $3, $4, $5, 'product', $6, now())`,
      [id, thing.ownerId, width, height, png.length, thing.id],
    );
    await client.query('update app_public.things set image = $2, has_image = true where id = $1', [
      thing.id,
      `/files/${id}.webp`,
    ]);
  }
}
