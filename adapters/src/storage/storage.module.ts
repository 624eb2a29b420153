import { Global, Logger, Module } from '@nestjs/common';
import { Clock, FileStorage, RemoveOrphanedUploads, UnreferencedUploads, UploadReferences, type UploadsLog } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { useCaseProvider } from '../nest/use-case.provider';
import { LocalFileStorage } from './local-file.storage';
import { S3FileStorage } from './s3-file.storage';
import { StoredFiles } from './stored-file';

const logger = new Logger('Uploads');

const uploadsLog: UploadsLog = {
  notDeleted: (details) => logger.warn({ msg: 'an upload no row shows could not be deleted; the daily sweep tries again', ...details }),
};

/**
 * Uploaded pictures (products, assembled orders): an S3-compatible bucket when S3_BUCKET is set,
 * else DATA_DIR/uploads; and their removal once no row shows them.
 */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: ({ storage }: AppConfig) => (storage.kind === 's3' ? new S3FileStorage(storage) : new LocalFileStorage(storage.folder)),
    },
    { provide: StoredFiles, useExisting: FileStorage },
    {
      provide: UnreferencedUploads,
      inject: [FileStorage, UploadReferences],
      useFactory: (storage: FileStorage, references: UploadReferences) => new UnreferencedUploads(storage, references, uploadsLog),
    },
    useCaseProvider(RemoveOrphanedUploads, [FileStorage, UnreferencedUploads, Clock]),
  ],
  exports: [FileStorage, StoredFiles, UnreferencedUploads, RemoveOrphanedUploads],
})
export class StorageModule {}
