/** Where uploaded pictures are kept; `save` returns the address the stored file is shown at. */
export abstract class FileStorage {
  /** The absolute address files are published at (a CDN before a bucket); undefined: the shop's own /uploads/. */
  abstract readonly publicUrl: string | undefined;

  abstract save(content: Uint8Array, extension: 'jpg' | 'png' | 'webp'): Promise<string>;
}
