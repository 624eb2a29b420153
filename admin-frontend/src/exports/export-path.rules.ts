/** The accountant's two files: the orders, and the payments with their refunds and receipts. */
export type ExportKind = 'orders' | 'payments';

export const EXPORT_LABELS: Readonly<Record<ExportKind, string>> = {
  orders: 'Скачать заказы (CSV)',
  payments: 'Скачать платежи (CSV)',
};

/** The filters an export takes: the lists' own ('' or absent is «все»). */
export type ExportFilters = Readonly<Partial<Record<'q' | 'status' | 'delivery_type' | 'stage' | 'date_field' | 'from' | 'to', string>>>;

/** The export's path with the filters that are set. */
export function exportPath(kind: ExportKind, filters: ExportFilters): string {
  const set = Object.entries(filters).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : []));
  const query = new URLSearchParams(set);
  const search = query.toString();
  return `/api/admin/exports/${kind}.csv${search ? `?${search}` : ''}`;
}
