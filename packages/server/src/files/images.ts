// Checking and re-encoding uploaded images. Whatever the client sends is decoded and
// encoded afresh as WebP: the stored file is one we produced, with no metadata
// (EXIF GPS positions, camera serial numbers …) and no payload hidden in it.
import { UPLOAD_MAX_PIXELS, UPLOAD_MESSAGES } from '@bloomkeep/schema';
import sharp from 'sharp';

export type ImageType = 'jpeg' | 'png' | 'webp';

/** Larger images are refused before decoding (a small file can expand enormously). */
export const MAX_IMAGE_PIXELS = UPLOAD_MAX_PIXELS;
/** The display image fits inside this square. */
export const DISPLAY_SIZE = 2048;
/** The thumbnail is this square, cropped to cover it. */
export const THUMBNAIL_SIZE = 480;

/** An image the user sent that we cannot use; the message is for the user. */
export class ImageError extends Error {
  constructor(
    message: string,
    readonly reason: 'pixels' | 'corrupt',
  ) {
    super(message);
    this.name = 'ImageError';
  }
}

export const TOO_MANY_PIXELS_MESSAGE = UPLOAD_MESSAGES.tooManyPixels;
export const CORRUPT_IMAGE_MESSAGE = UPLOAD_MESSAGES.corrupt;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The type from the file's first bytes. What the client declares (file name,
 * Content-Type) is not trusted.
 */
export function detectImageType(buffer: Buffer): ImageType | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return 'jpeg';
  }
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface ProcessedImage {
  /** WebP, fitted inside DISPLAY_SIZE², upright, without metadata. */
  image: Buffer;
  /** WebP, THUMBNAIL_SIZE² (or smaller when the image is), cropped to cover. */
  thumbnail: Buffer;
  /** Of `image`. */
  width: number;
  height: number;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Decode `buffer` (JPEG, PNG or WebP; animated images keep their first frame) and
 * encode the display image and thumbnail. Throws ImageError for images that are too
 * large or cannot be decoded.
 */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  if (detectImageType(buffer) === null) throw new ImageError(CORRUPT_IMAGE_MESSAGE, 'corrupt');
  // The header alone gives the dimensions: refuse a "pixel bomb" before decoding it.
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(buffer, { limitInputPixels: false }).metadata());
  } catch {
    throw new ImageError(CORRUPT_IMAGE_MESSAGE, 'corrupt');
  }
  if (!width || !height) throw new ImageError(CORRUPT_IMAGE_MESSAGE, 'corrupt');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageError(TOO_MANY_PIXELS_MESSAGE, 'pixels');
  }

  try {
    // limitInputPixels again, in case the decoder disagrees with the header.
    // failOn 'error': refuse damaged and truncated data, but accept the minor
    // irregularities ("warnings") that many cameras' files have.
    // rotate() turns the image upright by its EXIF orientation. Without
    // keepExif()/withMetadata() sharp writes no EXIF, XMP or IPTC at all.
    const display = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the (already upright, smaller) display image:
    // decoding the original twice would double the work for large photos.
    const thumbnail = await sharp(display.data)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, {
        fit: 'cover',
        position: 'attention',
        withoutEnlargement: true,
      })
      .webp({ quality: 78 })
      .toBuffer();
    return {
      image: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.height,
    };
  } catch (error) {
    if (isPixelLimitError(error)) throw new ImageError(TOO_MANY_PIXELS_MESSAGE, 'pixels');
    throw new ImageError(CORRUPT_IMAGE_MESSAGE, 'corrupt');
  }
}
