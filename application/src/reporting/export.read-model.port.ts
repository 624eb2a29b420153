import type { AdminListFilter, MoneyMovementRow, OrderExportRow } from '@shop/domain';

/**
 * The exports' rows, read from a database cursor a batch at a time, so an export of any size
 * never sits in memory. Stopping the iteration (the download was cancelled) closes the cursor.
 */
export abstract class ExportReadModel {
  /** The orders the filter names (deleted ones left out, as on the lists), oldest first. */
  abstract orders(filter: AdminListFilter): AsyncIterable<OrderExportRow>;
  /** Succeeded payments and refunds of the orders the filter names, by when they happened. */
  abstract moneyMovements(filter: AdminListFilter): AsyncIterable<MoneyMovementRow>;
}
