import { CSV_BOM, moneyMovementCsvRow, orderCsvRow, ORDERS_CSV_HEADER, PAYMENTS_CSV_HEADER, type AdminListFilter } from '@shop/domain';
import { ExportReadModel } from '../export.read-model.port';

/** Rows are sent in pieces of about this many characters: few writes, little memory. */
const CHUNK_CHARACTERS = 64 * 1024;

async function* csvText<Row>(header: string, rows: AsyncIterable<Row>, line: (row: Row) => string): AsyncGenerator<string> {
  let chunk = CSV_BOM + header;
  for await (const row of rows) {
    chunk += line(row);
    if (chunk.length >= CHUNK_CHARACTERS) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/** The accountant's spreadsheets (GET /api/admin/exports/orders.csv and payments.csv), written as the rows arrive. */
export class CsvExportQuery {
  constructor(private readonly rows: ExportReadModel) {}

  orders(filter: AdminListFilter): AsyncIterable<string> {
    return csvText(ORDERS_CSV_HEADER, this.rows.orders(filter), orderCsvRow);
  }

  payments(filter: AdminListFilter): AsyncIterable<string> {
    return csvText(PAYMENTS_CSV_HEADER, this.rows.moneyMovements(filter), moneyMovementCsvRow);
  }
}
