import { describe, expect, it } from '@jest/globals';
import type { AdminOrderDto } from '../api/admin-api.types';
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

const order = (order_id: number, status: AdminOrderDto['status'], lines = 1): AdminOrderDto => ({
  order_id,
  status,
  // What the server says the admin may do: a paid order may not be deleted.
  allowed_actions: status === 'paid' ? [] : ['remove-line', 'delete'],
  username: 'klara',
  email: 'klara@example.ru',
  created_at: '2026-05-12T10:00:00Z',
  full_name: null,
  delivery_phone: null,
  account_email: 'klara@example.ru',
  city: null,
  delivery_date: null,
  delivery_slot: null,
  recipient_name: null,
  recipient_phone: null,
  card_text: null,
  fulfilment_stage: null,
  next_fulfilment_stage: null,
  fulfilment_route: ['assembling', 'ready', 'picked_up'],
  contact_changed_at: null,
  photo_url: null,
  photo_approved: null,
  photo_comment: null,
  delivery_address_full: null,
  delivery_type: 'pickup',
  delivery_price: 0,
  is_approved: false,
  total_amount: 0,
  items: Array.from({ length: lines }, (_, i) => ({
    line_id: order_id * 10 + i,
    product_id: 1,
    title: 'Флорариум',
    quantity: 1,
    item_price: 8000,
    image_url: null,
    composition: [],
  })),
});

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
