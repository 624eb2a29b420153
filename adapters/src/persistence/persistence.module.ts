import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from '@shop/application';
import { Argon2PasswordHasher } from '../security/argon2-password-hasher';
import { databaseOptions } from './database-options';
import { StartupSeeder } from './startup-seeder';

@Global()
@Module({})
export class PersistenceModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: PersistenceModule,
      imports: [TypeOrmModule.forRoot({ ...databaseOptions(databaseUrl), retryAttempts: 3, retryDelay: 1000 })],
      providers: [{ provide: PasswordHasher, useClass: Argon2PasswordHasher }, StartupSeeder],
      exports: [PasswordHasher],
    };
  }
}
