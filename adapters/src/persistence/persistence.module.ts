import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseOptions } from './database-options';
import { StartupSeeder } from './startup-seeder';

@Global()
@Module({})
export class PersistenceModule {
  static forRoot(databaseUrl: string, poolSize: number): DynamicModule {
    return {
      module: PersistenceModule,
      imports: [TypeOrmModule.forRoot({ ...databaseOptions(databaseUrl, poolSize), retryAttempts: 3, retryDelay: 1000 })],
      providers: [StartupSeeder],
    };
  }
}
