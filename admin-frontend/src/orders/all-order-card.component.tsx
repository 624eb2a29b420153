import { useId, type MouseEvent } from 'react';
import type { AdminOrderDto, AdminOrderLineDto } from '../api/admin-api.types';
import { OrderCard } from '../components/order-card.component';
import { contactEmailFact, deliveryScheduleFacts } from '../components/delivery-details.component';
import { OrderPhoto, fulfilmentStageFact } from '../components/fulfilment-status.component';
import { Facts } from '../components/facts.component';
import { ContactChangedBadge, OrderLines, StatusBadge, accountFacts, deliveryFacts, type LineView } from '../components/order-parts.component';
import { formatAdminRoubles, formatDateTime } from '../format/admin-format';
import { useStaffMay } from '../guard/staff-role.context';
import { PromoDiscount } from '../components/promo-discount.component';

interface Props {
  readonly order: AdminOrderDto;
  readonly selected: boolean;
  readonly onToggle: (orderId: number) => void;
  readonly onDeleteLine: (order: AdminOrderDto, line: AdminOrderLineDto) => void;
}

/** Clicks on these inside a card do their own job instead of selecting the card. */
const INTERACTIVE = 'button, a, input, label, select, textarea';

/**
 * One order of 'All orders' (spec §2): a click anywhere on the card toggles its selection (the
 * checkbox says the same to a keyboard or a screen reader); every line has its own Delete.
 */
export function AllOrderCard({ order, selected, onToggle, onDeleteLine }: Props) {
  const mayDelete = useStaffMay('shop.manage');
  const checkboxId = useId();
  const lines: (LineView & { line: AdminOrderLineDto })[] = order.items.map((item) => ({
    key: item.line_id,
    title: item.title,
    quantity: item.quantity,
    unitPrice: item.item_price,
    image: item.image_url,
    composition: item.composition ?? [],
    line: item,
  }));
  const lineById = new Map(lines.map((line) => [line.key, line.line]));

  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    onToggle(order.order_id);
  };

  return (
    // The checkbox is the accessible control; the click on the card is a pointer shortcut.
    <OrderCard
      orderId={order.order_id}
      className={selected ? 'adm-order--selectable adm-order--selected' : 'adm-order--selectable'}
      data-testid={`order-${order.order_id}`}
      data-selected={selected}
      onClick={onCardClick}
      lead={
        <>
          <input id={checkboxId} type="checkbox" className="adm-order__check" checked={selected} onChange={() => onToggle(order.order_id)} />
          <label htmlFor={checkboxId} className="adm-visually-hidden">
            Выбрать заказ №{order.order_id}
          </label>
        </>
      }
      head={
        <>
          <StatusBadge status={order.status} />
          <ContactChangedBadge changedAt={order.contact_changed_at} />
          <span className="adm-order__cost">
            Стоимость товаров: <strong>{formatAdminRoubles(order.total_amount)}</strong>
          </span>
          <PromoDiscount order={order} />
        </>
      }
    >
      <Facts
        facts={[
          ...accountFacts(order),
          { label: 'Создан', value: formatDateTime(order.created_at) },
          ...deliveryFacts(order),
          contactEmailFact(order),
          ...deliveryScheduleFacts(order),
          fulfilmentStageFact(order),
        ]}
      />
      <OrderPhoto orderId={order.order_id} order={order} />

      <OrderLines
        lines={lines}
        renderAction={(line) =>
          mayDelete && (
            <button
              type="button"
              className="ui-button ui-button--small ui-button--danger-ghost"
              aria-label={`Удалить «${line.title}» из заказа №${order.order_id}`}
              onClick={() => {
                const target = lineById.get(line.key);
                if (target) onDeleteLine(order, target);
              }}
            >
              Удалить
            </button>
          )
        }
      />
    </OrderCard>
  );
}
