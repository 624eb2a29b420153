/** An upload as the storage lists it. */
export interface StoredUpload {
  /** Its name in the storage, as `nameOf` gives it for the upload's addresses. */
  readonly name: string;
  /** When it was stored: the daily sweep leaves young files alone (a product form may be open with them). */
  readonly storedAt: Date;
}

/** Where uploaded pictures (product images, bouquet photos) are kept: a folder of this host or a bucket. */
export abstract class FileStorage {
  /** The absolute address files are published at (a CDN before a bucket); undefined: the shop's own /uploads/. */
  abstract readonly publicUrl: string | undefined;

  /** Stores a new file under a new name; its public address. */
  abstract save(content: Uint8Array, extension: 'jpg' | 'png' | 'webp'): Promise<string>;

  /** The name of the upload an address shows, or undefined for any other picture (the launch catalogue's, an outside one). */
  abstract nameOf(address: string): string | undefined;

  /** Removes the upload; one already gone is no error. */
  abstract delete(name: string): Promise<void>;

  /** Every upload with its age, a page at a time. */
  abstract list(): AsyncIterable<StoredUpload>;
}
