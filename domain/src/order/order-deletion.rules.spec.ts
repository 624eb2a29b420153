import { ORDER_ERRORS } from './order.errors';
import { DEFAULT_CANCEL_REASON, cancelReason, isBulkDeletable, selectBulkDeletable } from './order-deletion.rules';

describe("the admin's reason for deleting an order", () => {
  it('is trimmed; none reads the default; more than 500 characters or not text is refused in Russian', () => {
    expect(cancelReason('  Нет в наличии ')).toEqual({ ok: true, value: 'Нет в наличии' });
    for (const none of [undefined, null, '', '   ']) expect(cancelReason(none)).toEqual({ ok: true, value: DEFAULT_CANCEL_REASON });
    expect(cancelReason('я'.repeat(500)).ok).toBe(true);
    expect(cancelReason('я'.repeat(501))).toEqual({ ok: false, error: ORDER_ERRORS.cancelReasonInvalid });
    expect(cancelReason(['a'])).toEqual({ ok: false, error: ORDER_ERRORS.cancelReasonInvalid });
    expect(ORDER_ERRORS.cancelReasonInvalid.message).toBe('Причина отмены — текст не длиннее 500 символов');
  });
});

describe('bulk deletion (spec §5)', () => {
  it('takes only orders the admin may delete that have at least one line', () => {
    expect(isBulkDeletable({ allowedActions: ['approve', 'delete'], lineCount: 1 })).toBe(true);
    expect(isBulkDeletable({ allowedActions: ['delete'], lineCount: 0 })).toBe(false);
    expect(isBulkDeletable({ allowedActions: [], lineCount: 3 })).toBe(false);
  });

  it('keeps the eligible selected orders', () => {
    const selected = [
      { id: 1, allowedActions: [], lineCount: 1 },
      { id: 2, allowedActions: ['delete' as const], lineCount: 2 },
      { id: 3, allowedActions: ['delete' as const], lineCount: 0 },
      { id: 4, allowedActions: ['reject' as const, 'delete' as const], lineCount: 1 },
    ];
    expect(selectBulkDeletable(selected)).toEqual({ ok: true, value: [selected[1], selected[3]] });
  });

  it('says "Нет заказов для удаления" when none qualifies', () => {
    expect(selectBulkDeletable([{ allowedActions: [], lineCount: 1 }])).toEqual({ ok: false, error: ORDER_ERRORS.nothingToDelete });
    expect(selectBulkDeletable([])).toEqual({ ok: false, error: ORDER_ERRORS.nothingToDelete });
    expect(ORDER_ERRORS.nothingToDelete.message).toBe('Нет заказов для удаления');
  });
});
