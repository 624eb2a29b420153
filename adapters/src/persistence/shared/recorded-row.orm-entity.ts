import { BigIdentityColumn, CreatedAtColumn } from './columns';

/** The base of the rows that are numbered and dated by the database: tokens, cart lines, history, audit. */
export abstract class RecordedRowOrmEntity {
  @BigIdentityColumn()
  id: string;

  @CreatedAtColumn()
  createdAt: Date;
}
