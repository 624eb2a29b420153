import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The pg pool under TypeORM, for the few statements on every busy request (the cart's add, the rate
 * limit's count): sent on it as named prepared statements, PostgreSQL plans each once per
 * connection and TypeORM builds no query runner for them.
 */
export const connectionPoolOf = (dataSource: DataSource): Pool => (dataSource.driver as PostgresDriver).master as Pool;
