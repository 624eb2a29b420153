// Confirmation wording of spec §5, verbatim (the bulk text keeps its "заказ(ов)").

export const bulkDeleteConfirmation = (count: number): string => `Удалить ${count} заказ(ов)? Это действие необратимо.`;

export const DELETE_ORDER_LINE_CONFIRMATION = 'Удалить товар из заказа?';
