import { describe, expect, it } from 'vitest';
import { UPLOAD_HINT, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadProblem } from './uploads';

describe('upload rules', () => {
  it('words the limits as the server answers them', () => {
    expect(UPLOAD_MESSAGES.tooBig).toBe('Image is larger than 10 MB');
    expect(UPLOAD_MESSAGES.tooManyPixels).toBe('Image has too many pixels (40 megapixels at most)');
    expect(UPLOAD_MESSAGES.tooMany).toBe('Upload at most 10 images at a time');
    expect(UPLOAD_HINT).toBe('JPEG, PNG or WebP, up to 10 MB.');
  });

  it.each([
    [{ type: 'image/jpeg', size: 1 }, null],
    [{ type: 'image/webp', size: UPLOAD_MAX_BYTES }, null],
    [{ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 }, 'Image is larger than 10 MB'],
    [{ type: 'image/gif', size: 1 }, 'Only JPEG, PNG and WebP images can be uploaded'],
    [{ type: '', size: 1 }, 'Only JPEG, PNG and WebP images can be uploaded'],
  ])('%o → %s', (file, problem) => expect(uploadProblem(file)).toBe(problem));
});
