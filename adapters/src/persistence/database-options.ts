import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { ORM_ENTITIES } from './orm-entities';
import { PreparingClient } from './shared/preparing-client';

/** TypeORM options for the shop database: the schema only through migrations (see database-setup.ts). */
export function databaseOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ORM_ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // A request waits at most 5 s for a connection: while the server is down it answers 503 quickly.
    extra: { max: poolSize, connectionTimeoutMillis: 5000, Client: PreparingClient },
  };
}
