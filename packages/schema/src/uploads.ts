// Image uploads: the limits, types and messages that the server enforces
// (packages/server/src/files/upload.ts, images.ts) and the app checks before
// sending (packages/app/src/system/uploadImages.ts), so both say the same thing.

/** The image types accepted, by MIME type (the server checks the bytes too). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Largest file accepted, in bytes (10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Most files in one upload request. */
export const UPLOAD_MAX_FILES = 10;
/** Larger images are refused before decoding (a small file can expand enormously). */
export const UPLOAD_MAX_PIXELS = 40_000_000;

const megabytes = UPLOAD_MAX_BYTES / (1024 * 1024);
const megapixels = UPLOAD_MAX_PIXELS / 1_000_000;

/** What the user reads when an image is refused. */
export const UPLOAD_MESSAGES = {
  wrongType: 'Only JPEG, PNG and WebP images can be uploaded',
  tooBig: `Image is larger than ${megabytes} MB`,
  tooMany: `Upload at most ${UPLOAD_MAX_FILES} images at a time`,
  tooManyPixels: `Image has too many pixels (${megapixels} megapixels at most)`,
  corrupt: 'The image could not be read; it may be damaged',
} as const;

/** The hint under an image field. */
export const UPLOAD_HINT = `JPEG, PNG or WebP, up to ${megabytes} MB.`;

export function isUploadImageType(type: string): type is UploadImageType {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Why a file would be refused, by its declared type and size, or null. A check
 * before sending; the server checks again (and the real type, by content).
 */
export function uploadProblem(file: {
  readonly type: string;
  readonly size: number;
}): string | null {
  if (!isUploadImageType(file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooBig;
  return null;
}
