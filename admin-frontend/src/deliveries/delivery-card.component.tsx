import { deliveryTypeLabel } from '@shop/domain';
import type { MessageDialogs } from '@shop/ui';
import type { AdminDeliveryDto } from '../api/admin-api.types';
import { cardTextFact, customerFacts, receiverFact } from '../components/delivery-details.component';
import { destination } from '../components/delivery-details.rules';
import { FulfilmentOverrides, OrderPhoto } from '../components/fulfilment-status.component';
import { OrderCard } from '../components/order-card.component';
import { Facts } from '../components/facts.component';
import { OrderLines } from '../components/order-parts.component';
import { deliverySlotLabel, formatAdminRoubles } from '../format/admin-format';
import { paidOrderLines } from '../paid/paid-order.rules';
import { OrderPhotoUpload } from './order-photo-upload.component';
import { StageSteps } from './stage-steps.component';
import { PromoDiscount } from '../components/promo-discount.component';

/**
 * One order of the day, as the florist assembles it and the courier takes it: when, where, to
 * whom, what the card says and what goes in the bag; then the stages and the bouquet's photo.
 */
export function DeliveryCard({ order, dialogs }: { order: AdminDeliveryDto; dialogs: MessageDialogs }) {
  const where = destination(order);
  return (
    <OrderCard
      orderId={order.order_id}
      className="adm-order--delivery"
      data-testid={`delivery-${order.order_id}`}
      head={
        <>
          <span className="adm-slot">{order.delivery_slot ? deliverySlotLabel(order.delivery_slot) : 'Время не выбрано'}</span>
          <span className="adm-order__cost">
            Оплачено: <strong>{formatAdminRoubles(order.total_payable)}</strong>
          </span>
          <PromoDiscount order={order} />
        </>
      }
    >
      <div className="adm-order__columns">
        <section aria-label="Доставка">
          <h4 className="adm-order__subtitle">Доставка</h4>
          <Facts
            facts={[
              { label: 'Способ доставки', value: deliveryTypeLabel(order.delivery_type) },
              { label: where.label, value: where.address },
              receiverFact(order),
              cardTextFact(order),
            ]}
          />
        </section>
        <section aria-label="Покупатель">
          <h4 className="adm-order__subtitle">Покупатель</h4>
          <Facts facts={[...customerFacts(order), { label: 'Email', value: order.email }]} />
        </section>
      </div>

      <h4 className="adm-order__subtitle">Товары</h4>
      <OrderLines lines={paidOrderLines(order)} bouquetHeading="h5" />

      <StageSteps order={order} dialogs={dialogs} />
      <OrderPhoto orderId={order.order_id} order={order} />
      <FulfilmentOverrides order={order} />
      <OrderPhotoUpload order={order} />
    </OrderCard>
  );
}
