import { bulkDeleteConfirmation, DELETE_ORDER_LINE_CONFIRMATION } from './order-dialog.texts';

describe('order dialogs (spec §5)', () => {
  it('asks before a bulk delete, verbatim', () => {
    expect(bulkDeleteConfirmation(3)).toBe('Удалить 3 заказ(ов)? Это действие необратимо.');
    expect(bulkDeleteConfirmation(1)).toBe('Удалить 1 заказ(ов)? Это действие необратимо.');
  });

  it('asks before deleting one line', () => {
    expect(DELETE_ORDER_LINE_CONFIRMATION).toBe('Удалить товар из заказа?');
  });
});
