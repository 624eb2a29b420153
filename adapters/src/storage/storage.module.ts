import { Global, Module } from '@nestjs/common';
import { FileStorage } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { LocalFileStorage } from './local-file.storage';
import { S3FileStorage } from './s3-file.storage';
import { StoredFiles } from './stored-file';

/** Uploaded pictures (products, assembled orders): an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: ({ storage }: AppConfig) => (storage.kind === 's3' ? new S3FileStorage(storage) : new LocalFileStorage(storage.folder)),
    },
    { provide: StoredFiles, useExisting: FileStorage },
  ],
  exports: [FileStorage, StoredFiles],
})
export class StorageModule {}
