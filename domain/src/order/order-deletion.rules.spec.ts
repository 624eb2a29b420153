import { ORDER_ERRORS } from './order.errors';
import {
  isBulkDeletable,
  orderDeletionError,
  orderLineDeletionError,
  selectBulkDeletable,
} from './order-deletion.rules';

describe('order deletion rules', () => {
  it('never deletes a paid order or its lines', () => {
    expect(orderDeletionError({ status: 'paid' })).toBe(ORDER_ERRORS.paidOrderNotDeletable);
    expect(orderLineDeletionError({ status: 'paid' })).toBe(ORDER_ERRORS.paidLineNotDeletable);
    expect(ORDER_ERRORS.paidLineNotDeletable.message).toBe('Нельзя удалить товар из оплаченного заказа.');
    for (const status of ['pending', 'confirmed', 'canceled']) {
      expect(orderDeletionError({ status })).toBeNull();
      expect(orderLineDeletionError({ status })).toBeNull();
    }
  });

  it('bulk-deletes only unpaid orders with at least one line', () => {
    expect(isBulkDeletable({ status: 'pending', lineCount: 1 })).toBe(true);
    expect(isBulkDeletable({ status: 'canceled', lineCount: 2 })).toBe(true);
    expect(isBulkDeletable({ status: 'pending', lineCount: 0 })).toBe(false);
    expect(isBulkDeletable({ status: 'paid', lineCount: 3 })).toBe(false);
  });

  it('keeps the eligible selected orders', () => {
    const selected = [
      { id: 1, status: 'paid', lineCount: 1 },
      { id: 2, status: 'pending', lineCount: 2 },
      { id: 3, status: 'confirmed', lineCount: 0 },
      { id: 4, status: 'canceled', lineCount: 1 },
    ];
    expect(selectBulkDeletable(selected)).toEqual({ ok: true, value: [selected[1], selected[3]] });
  });

  it('says "Нет заказов для удаления" when none qualifies', () => {
    expect(selectBulkDeletable([{ status: 'paid', lineCount: 1 }])).toEqual({ ok: false, error: ORDER_ERRORS.nothingToDelete });
    expect(selectBulkDeletable([])).toEqual({ ok: false, error: ORDER_ERRORS.nothingToDelete });
    expect(ORDER_ERRORS.nothingToDelete.message).toBe('Нет заказов для удаления');
  });
});
