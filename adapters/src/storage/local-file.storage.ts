import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { FileStorage, type StoredUpload } from '@shop/application';
import { CONTENT_TYPES, newUploadName, type StoredFile, type StoredFiles, UPLOADED_FILE_NAME, UPLOADS_URL_PREFIX, uploadNameOf } from './stored-file';

/** Uploaded pictures as files in one folder (DATA_DIR/uploads) of this host: the default for one replica. */
export class LocalFileStorage extends FileStorage implements StoredFiles {
  readonly publicUrl = undefined;

  constructor(private readonly folder: string) {
    super();
  }

  async save(content: Uint8Array, extension: 'jpg' | 'png' | 'webp'): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const name = newUploadName(extension);
    await writeFile(path.join(this.folder, name), content, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  nameOf(address: string): string | undefined {
    return uploadNameOf(address, this.publicUrl);
  }

  async delete(name: string): Promise<void> {
    if (!UPLOADED_FILE_NAME.test(name)) return;
    await rm(path.join(this.folder, name), { force: true });
  }

  /** The folder's uploads (nothing else in it), aged by their modification time. */
  async *list(): AsyncIterable<StoredUpload> {
    const names = await readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names.filter((entry) => UPLOADED_FILE_NAME.test(entry))) {
      const info = await stat(path.join(this.folder, name)).catch(() => undefined);
      if (info?.isFile()) yield { name, storedAt: info.mtime };
    }
  }

  async open(name: string): Promise<StoredFile | undefined> {
    if (!UPLOADED_FILE_NAME.test(name)) return undefined;
    const file = path.join(this.folder, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
    return {
      body: createReadStream(file),
      contentType: CONTENT_TYPES[extension],
      contentLength: info.size,
      etag: `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
  }
}
