import * as path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { FileStorage } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { LocalFileStorage } from './local-file.storage';

/** Uploaded pictures (products, assembled orders) in DATA_DIR/uploads, served under /uploads/. */
@Global()
@Module({
  providers: [{ provide: FileStorage, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalFileStorage(path.join(config.dataDir, 'uploads')) }],
  exports: [FileStorage],
})
export class StorageModule {}
