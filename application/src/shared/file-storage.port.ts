/** Where uploaded pictures are kept; returns the public path of the stored file. */
export abstract class FileStorage {
  abstract save(content: Uint8Array, extension: 'jpg' | 'png' | 'webp'): Promise<string>;
}
