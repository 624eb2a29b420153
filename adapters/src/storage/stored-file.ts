import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** The public path uploads are served at by the API (unless S3_PUBLIC_URL publishes them elsewhere). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** What `save` names a file: a random UUID and the picture's extension; nothing else is ever looked up. */
export const UPLOADED_FILE_NAME = /^[0-9a-f-]{36}\.(?:jpg|png|webp)$/;

/** Every name is new (a UUID), so a file never changes: browsers and CDNs may keep it for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** A new upload's name, unique in any storage; UPLOADED_FILE_NAME matches it. */
export const newUploadName = (extension: keyof typeof CONTENT_TYPES): string => `${randomUUID()}.${extension}`;

/**
 * The upload an address shows: `/uploads/<name>` (served by the API) or `<publicUrl>/<name>` (a
 * CDN before the bucket); undefined for any other picture, so nothing else is ever deleted.
 */
export function uploadNameOf(address: string, publicUrl: string | undefined): string | undefined {
  const prefix = [UPLOADS_URL_PREFIX, ...(publicUrl ? [`${publicUrl}/`] : [])].find((start) => address.startsWith(start));
  const name = prefix && address.slice(prefix.length);
  return name && UPLOADED_FILE_NAME.test(name) ? name : undefined;
}

/** A stored upload, ready to stream to a browser. */
export interface StoredFile {
  readonly body: Readable;
  readonly contentType: string;
  readonly contentLength: number;
  readonly etag: string;
  readonly lastModified: Date;
}

/** The reading side of the storage: the API's /uploads/* route streams files through it. */
export abstract class StoredFiles {
  /** The file, or undefined when there is none of that name. */
  abstract open(name: string): Promise<StoredFile | undefined>;
}

/** The object storage did not answer: the request gets 503 and nothing is half-written. */
export class StorageUnavailableError extends Error {
  /** What a client reads meanwhile. */
  static readonly message = 'Хранилище изображений временно недоступно. Попробуйте через минуту.';

  constructor(cause: unknown) {
    super(`object storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}
