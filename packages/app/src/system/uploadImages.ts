// POST /upload (multipart, with a sessionId) with progress, for the image fields of
// the thing and action forms. XMLHttpRequest because fetch reports no upload progress.
// The limits, types and messages are @bloomkeep/schema's (uploads.ts), as on the server.

export interface UploadedImage {
  id: string;
  url: string;
  thumbnailUrl: string;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export function newUploadSession(): string {
  return crypto.randomUUID();
}

export function uploadImages(options: {
  files: readonly File[];
  sessionId: string;
  token: string | null;
  onProgress?: (fraction: number) => void;
  url?: string;
}): Promise<UploadedImage[]> {
  const { files, sessionId, token, onProgress } = options;
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('sessionId', sessionId);
    for (const file of files) body.append('image', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', options.url ?? '/upload');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: { files?: UploadedImage[]; errors?: Array<{ message?: string }> } = {};
      try {
        parsed = JSON.parse(request.responseText) as typeof parsed;
      } catch {
        // Not JSON: fall through to the generic message.
      }
      if (request.status >= 200 && request.status < 300 && parsed.files) {
        onProgress?.(1);
        resolve(parsed.files);
      } else {
        reject(
          new UploadError(
            parsed.errors?.[0]?.message ?? 'The image could not be uploaded',
            request.status,
          ),
        );
      }
    };
    request.onerror = () =>
      reject(new UploadError('The image could not be uploaded; check your connection', 0));
    request.send(body);
  });
}
