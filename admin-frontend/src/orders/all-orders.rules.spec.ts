import { describe, expect, it } from '@jest/globals';
import { adminOrder as order } from '../testing/admin-order.fixture';
import {
  NO_MARKS,
  bulkDeleteReport,
  hideSelected,
  planBulkDelete,
  pruneMarks,
  selectionSummary,
  showAll,
  toggleSelected,
  visibleOrders,
} from './all-orders.rules';

describe('all orders: local selection and hiding', () => {
  it('toggles a card, hides the selection and clears it, shows all again', () => {
    let marks = toggleSelected(toggleSelected(NO_MARKS, 1), 2);
    expect(selectionSummary(marks)).toBe('Выбрано заказов: 2');
    marks = toggleSelected(marks, 2);
    expect([...marks.selected]).toEqual([1]);
    marks = hideSelected(marks);
    expect(marks.selected.size).toBe(0);
    expect([...marks.hidden]).toEqual([1]);
    expect(visibleOrders([order(1, 'pending'), order(2, 'pending')], marks).map((o) => o.order_id)).toEqual([2]);
    expect(selectionSummary(marks)).toBe('Нажмите на карточку заказа, чтобы выбрать его');
    expect(showAll(marks).hidden.size).toBe(0);
  });

  it('forgets marks of orders that left the list', () => {
    const marks = hideSelected(toggleSelected(toggleSelected(NO_MARKS, 1), 2));
    expect([...pruneMarks(marks, [2, 3]).hidden]).toEqual([2]);
    expect(pruneMarks(marks, [1, 2])).toBe(marks);
  });
});

describe('all orders: bulk delete plan', () => {
  const orders = [order(1, 'paid'), order(2, 'pending'), order(3, 'canceled', 0), order(4, 'confirmed')];

  it('takes only unpaid orders with lines, in the spec wording', () => {
    const marks = [1, 2, 3, 4].reduce(toggleSelected, NO_MARKS);
    const plan = planBulkDelete(orders, marks);
    expect(plan).toEqual({
      ok: true,
      value: { orderIds: [2, 4], confirmation: 'Удалить 2 заказ(ов)? Это действие необратимо.', skipped: 2 },
    });
  });

  it("says 'Нет заказов для удаления' when nothing qualifies", () => {
    const plan = planBulkDelete(orders, toggleSelected(NO_MARKS, 1));
    expect(!plan.ok && plan.error.message).toBe('Нет заказов для удаления');
    const none = planBulkDelete(orders, NO_MARKS);
    expect(!none.ok && none.error.message).toBe('Нет заказов для удаления');
  });

  it('reports failures and skipped orders', () => {
    expect(bulkDeleteReport(3, 0, 0)).toEqual({ ok: true, text: 'Удалено заказов: 3.' });
    expect(bulkDeleteReport(3, 1, 2)).toEqual({ ok: false, text: 'Удалено заказов: 2. Не удалось удалить: 1. Пропущено оплаченных или пустых: 2.' });
  });
});
