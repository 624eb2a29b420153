import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { Injectable } from '@nestjs/common';
import { FileStorage } from '@shop/application';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Uploaded images as files under DATA_DIR/uploads, served by the API at /uploads/. */
@Injectable()
export class LocalFileStorage extends FileStorage {
  constructor(private readonly folder: string) {
    super();
  }

  async save(content: Uint8Array, extension: 'jpg' | 'png' | 'webp'): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const name = `${randomUUID()}.${extension}`;
    await writeFile(path.join(this.folder, name), content, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }
}
