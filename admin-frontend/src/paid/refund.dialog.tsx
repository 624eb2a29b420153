import { MAX_REASON_LENGTH, MAX_REFUND_REASON_LENGTH, Money, reasonText, type RefundPayloadDto } from '@shop/domain';
import { Dialog, DialogMessage, FormField, SelectField, TextAreaField, showToast, TOAST_MS, useFieldText } from '@shop/ui';
import { useId, useState } from 'react';
import { useReloadOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminPaidOrderDto } from '../api/admin-api.types';
import { formatAdminRoubles } from '../format/admin-format';

export const REFUND_TEXTS = {
  open: 'Вернуть деньги',
  title: (orderId: number) => `Вернуть деньги по заказу №${orderId}`,
  warning: 'Деньги вернутся покупателю тем же способом, которым он платил: на карту или на счёт в банке. Это действие необратимо.',
  what: 'Что вернуть',
  everything: (amount: string) => `Всё, что осталось: ${amount}`,
  lines: 'Выбрать позиции',
  amount: 'Указать сумму',
  lineLabel: (title: string, left: number, price: string) => `${title} — осталось ${left} шт. по ${price}`,
  amountLabel: (left: string) => `Сумма, ₽ (не больше ${left})`,
  total: (amount: string) => `Вернётся: ${amount}`,
  nothingChosen: 'Выберите хотя бы одну позицию',
  amountInvalid: 'Укажите сумму больше нуля, не больше оставшейся, до копеек',
  reason: 'Причина возврата',
  reasonRequired: `Укажите причину возврата (не длиннее ${MAX_REFUND_REASON_LENGTH} символов)`,
  cancel: 'Отмена',
  confirm: 'Вернуть деньги',
  busy: 'Возвращаем…',
  done: (orderId: number, amount: string) => `По заказу №${orderId} возвращено ${amount}`,
} as const;

type Mode = 'everything' | 'lines' | 'amount';

/** The kopecks of a wire amount in roubles (at most 2 decimals). */
const kopecks = (roubles: number): number => Math.round(roubles * 100);

/** What the admin typed as roubles ('1 500,50' or '1500.5'); null when it is no amount. */
const typedAmount = (text: string): Money | null => {
  const normalized = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const money = Money.fromRoubles(Number(normalized));
  return money.ok && !money.value.isZero() ? money.value : null;
};

/** The admin chooses what goes back (all that is left, lines with quantities, or an amount) and says why. */
export function RefundDialog({ order, onClose }: { order: AdminPaidOrderDto; onClose: () => void }) {
  const api = useAdminApi();
  const reloadOrders = useReloadOrders();
  const titleId = useId();
  const messageId = useId();
  const reason = useFieldText('');
  const [mode, setMode] = useState<Mode>('everything');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [amountText, setAmountText] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = Money.ofKopecks(kopecks(order.refundable_amount));

  const chosenLines = order.refundable_lines.filter((line) => (quantities[line.line_id] ?? 0) > 0);
  const linesTotal = Money.ofKopecks(chosenLines.reduce((sum, line) => sum + kopecks(line.item_price) * (quantities[line.line_id] ?? 0), 0));
  const amount = typedAmount(amountText);
  const returned = mode === 'everything' ? left : mode === 'lines' ? linesTotal : amount;

  /** The request for what is chosen, or why nothing can be sent. */
  function payload(text: string): RefundPayloadDto | string {
    if (mode === 'everything') return { reason: text };
    if (mode === 'lines') {
      if (chosenLines.length === 0) return REFUND_TEXTS.nothingChosen;
      return { reason: text, lines: chosenLines.map((line) => ({ line_id: line.line_id, quantity: quantities[line.line_id] ?? 0 })) };
    }
    if (!amount || left.isLessThan(amount)) return REFUND_TEXTS.amountInvalid;
    return { reason: text, amount: amount.toRoubles() };
  }

  async function confirm() {
    const text = reasonText(reason.text);
    reason.setError(text === null ? REFUND_TEXTS.reasonRequired : null);
    const body = payload(text ?? '');
    setChoiceError(typeof body === 'string' ? body : null);
    if (text === null || typeof body === 'string') return;
    setBusy(true);
    try {
      const answer = await api.refundOrder(order.order_id, body);
      showToast('success', REFUND_TEXTS.done(order.order_id, formatAdminRoubles(answer.amount)), TOAST_MS.notice);
      await reloadOrders();
      onClose();
    } catch (failure) {
      setChoiceError(errorMessage(failure, ADMIN_API_FALLBACKS.refund));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      labelledBy={titleId}
      describedBy={messageId}
      role="alertdialog"
      closeOnBackdrop={false}
      className="ui-dialog--message"
      testId="refund-dialog"
    >
      <DialogMessage titleId={titleId} messageId={messageId} title={REFUND_TEXTS.title(order.order_id)} message={REFUND_TEXTS.warning} />
      <SelectField
        id={`${titleId}-what`}
        label={REFUND_TEXTS.what}
        compact
        value={mode}
        onChange={(event) => {
          setMode(event.target.value as Mode);
          setChoiceError(null);
        }}
        options={[
          { value: 'everything', label: REFUND_TEXTS.everything(formatAdminRoubles(order.refundable_amount)) },
          { value: 'lines', label: REFUND_TEXTS.lines },
          { value: 'amount', label: REFUND_TEXTS.amount },
        ]}
      />
      {mode === 'lines' &&
        order.refundable_lines.map((line) => (
          <FormField
            key={line.line_id}
            id={`${titleId}-line-${line.line_id}`}
            label={REFUND_TEXTS.lineLabel(line.title, line.quantity, formatAdminRoubles(line.item_price))}
            compact
            type="number"
            inputMode="numeric"
            min={0}
            max={line.quantity}
            step={1}
            value={quantities[line.line_id] ?? 0}
            onChange={(event) => {
              const wanted = Math.trunc(Number(event.target.value));
              setQuantities({ ...quantities, [line.line_id]: Number.isFinite(wanted) ? Math.min(Math.max(wanted, 0), line.quantity) : 0 });
            }}
          />
        ))}
      {mode === 'amount' && (
        <FormField
          id={`${titleId}-amount`}
          label={REFUND_TEXTS.amountLabel(formatAdminRoubles(order.refundable_amount))}
          compact
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />
      )}
      <p className="adm-refund-total" role="status">
        {REFUND_TEXTS.total(returned ? formatAdminRoubles(returned.toRoubles()) : '—')}
      </p>
      {choiceError && (
        <p className="adm-error" role="alert">
          {choiceError}
        </p>
      )}
      <TextAreaField id={`${titleId}-reason`} label={REFUND_TEXTS.reason} required compact rows={3} maxLength={MAX_REASON_LENGTH} {...reason.field} />
      <div className="ui-dialog__actions">
        <button type="button" className="ui-button" onClick={onClose} disabled={busy}>
          {REFUND_TEXTS.cancel}
        </button>
        <button type="button" className="ui-button ui-button--danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? REFUND_TEXTS.busy : REFUND_TEXTS.confirm}
        </button>
      </div>
    </Dialog>
  );
}
