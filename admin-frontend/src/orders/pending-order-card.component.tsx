import { deliveryTypeLabel, isCourierDelivery, Money, wireRoubles } from '@shop/domain';
import type { MessageDialogs, ToastKind } from '@shop/ui';
import { useState } from 'react';
import { ADMIN_API_FALLBACKS, AdminApiError, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminPendingOrderDto } from '../api/admin-api.types';
import { OrderCard } from '../components/order-card.component';
import { customerFacts, deliveryScheduleFacts } from '../components/delivery-details.component';
import { Facts } from '../components/facts.component';
import { ContactChangedBadge, OrderLines, StatusBadge, type LineView } from '../components/order-parts.component';
import { firstImage, formatAdminMoney, formatAdminRoubles, formatDateTime } from '../format/admin-format';
import { goodsToPay, PromoDiscount } from '../components/promo-discount.component';
import { DeliveryPricing } from './delivery-pricing.component';
import { readDeliveryPrice } from './delivery-pricing.rules';
import { ErrorLine } from '../components/error-line.component';
import { useStaffMay } from '../guard/staff-role.context';

interface Props {
  readonly order: AdminPendingOrderDto;
  readonly dialogs: MessageDialogs;
  /** Called after the order was approved or rejected, with a sentence for the screen. */
  readonly onDecided: (kind: ToastKind, notice: string) => Promise<void>;
}

type Busy = 'approve' | 'reject' | null;

const linesOf = (order: AdminPendingOrderDto): LineView[] =>
  order.items.map((item, index) => ({
    key: index,
    title: item.title,
    quantity: item.quantity,
    unitPrice: item.price,
    image: firstImage(item.image_url, item.images),
    composition: item.composition ?? [],
  }));

/** One pending order: everything the admin needs to check availability, price the courier and decide. */
export function PendingOrderCard({ order, dialogs, onDecided }: Props) {
  const api = useAdminApi();
  const courier = isCourierDelivery(order.delivery_type);
  const mayDecide = useStaffMay('shop.manage');
  const [price, setPrice] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(kind: Exclude<Busy, null>) {
    setError(null);
    const typed = courier ? readDeliveryPrice(price) : ({ ok: true, price: Money.ZERO } as const);
    // The price matters only to approve; a rejection sends whatever was typed, or 0.
    if (!typed.ok && kind === 'approve') {
      setError(typed.message);
      return;
    }
    const deliveryPrice = typed.ok ? wireRoubles(typed.price) : 0;
    if (kind === 'reject' && !(await dialogs.confirm(`Отклонить заказ №${order.order_id}? Покупатель получит письмо с извинениями.`))) return;
    setBusy(kind);
    try {
      if (kind === 'approve') {
        const answer = await api.approveOrder(order.order_id, deliveryPrice);
        await onDecided('success', `Заказ №${order.order_id} подтверждён. К оплате: ${formatAdminRoubles(answer.total_payable)}.`);
      } else {
        await api.rejectOrder(order.order_id, deliveryPrice);
        await onDecided('success', `Заказ №${order.order_id} отклонён.`);
      }
    } catch (failure) {
      const message = errorMessage(failure, kind === 'approve' ? ADMIN_API_FALLBACKS.approve : ADMIN_API_FALLBACKS.reject);
      // 409: someone else decided first (or the order is gone); the list is out of date, reload it.
      if (failure instanceof AdminApiError && (failure.status === 409 || failure.status === 404)) {
        await onDecided('warning', `Заказ №${order.order_id}: ${message}`);
        return;
      }
      setError(message);
      setBusy(null);
    }
  }

  return (
    <OrderCard
      orderId={order.order_id}
      className="adm-order--pending"
      data-testid={`pending-order-${order.order_id}`}
      head={
        <>
          <StatusBadge status={order.status} />
          <ContactChangedBadge changedAt={order.contact_changed_at} />
          <span className="adm-order__time">{formatDateTime(order.created_at)}</span>
        </>
      }
    >
      {!order.contact_submitted && <p className="adm-warning">Покупатель ещё не отправил контактные данные и адрес.</p>}

      <div className="adm-order__columns">
        <section aria-label="Покупатель">
          <h4 className="adm-order__subtitle">Покупатель</h4>
          <Facts
            facts={[
              { label: 'Пользователь', value: order.username },
              { label: 'Email аккаунта', value: order.account_email },
              { label: 'Email для связи', value: order.customer_email },
              ...customerFacts(order),
            ]}
          />
        </section>
        <section aria-label="Доставка">
          <h4 className="adm-order__subtitle">Доставка</h4>
          <Facts
            facts={[
              { label: 'Способ доставки', value: deliveryTypeLabel(order.delivery_type) },
              { label: 'Адрес', value: order.delivery_address_full },
              ...deliveryScheduleFacts(order),
            ]}
          />
        </section>
      </div>

      <h4 className="adm-order__subtitle">Товары</h4>
      <OrderLines lines={linesOf(order)} bouquetHeading="h5" />
      <p className="adm-order__total">
        Сумма товаров: <strong>{formatAdminRoubles(order.total_amount)}</strong>
      </p>
      {order.promo_code && (
        <p className="adm-order__total">
          <PromoDiscount order={order} className="" />
        </p>
      )}

      {!mayDecide ? null : courier ? (
        <DeliveryPricing order={order} value={price} onChange={setPrice} disabled={busy !== null} />
      ) : (
        <p className="adm-muted">Самовывоз — доставка бесплатна. К оплате: {formatAdminMoney(goodsToPay(order))}.</p>
      )}

      <ErrorLine text={error} />

      {mayDecide && (
        <div className="adm-order__actions">
          <button type="button" className="ui-button ui-button--primary" disabled={busy !== null} onClick={() => void decide('approve')}>
            {busy === 'approve' ? 'Подтверждение…' : 'Подтвердить'}
          </button>
          <button type="button" className="ui-button ui-button--danger" disabled={busy !== null} onClick={() => void decide('reject')}>
            {busy === 'reject' ? 'Отклонение…' : 'Отклонить'}
          </button>
        </div>
      )}
    </OrderCard>
  );
}
