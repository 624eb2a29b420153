import { ok, type CatalogueError, type Result } from '@shop/domain';
import { FileStorage } from '../../shared/file-storage.port';
import { checkUploadedImage } from '../../shared/uploaded-image';

/** A product picture the admin uploads: a JPEG, PNG or WebP of at most 5 MB; returns its public path. */
export class UploadProductImage {
  constructor(private readonly storage: FileStorage) {}

  async execute(content: Uint8Array): Promise<Result<string, CatalogueError>> {
    const type = checkUploadedImage(content);
    if (!type.ok) return type;
    return ok(await this.storage.save(content, type.value));
  }
}
