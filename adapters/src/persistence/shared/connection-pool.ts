import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The pg pool under TypeORM, for the few statements on every busy request (the cart's add, the rate
 * limit's count): TypeORM builds no query runner for them. Its connections prepare them like every
 * other statement they send again (PreparingClient).
 */
export const connectionPoolOf = (dataSource: DataSource): Pool => (dataSource.driver as PostgresDriver).master as Pool;
