import type { EntityManager } from 'typeorm';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';

/** The entity's table as a statement names it: each part of its path quoted, as TypeORM's builders quote it. */
export const escapedTable = (manager: EntityManager, metadata: EntityMetadata): string =>
  metadata.tablePath
    .split('.')
    .map((part) => manager.connection.driver.escape(part))
    .join('.');
