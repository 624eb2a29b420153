import { BOUQUET_TITLE, deliveryTypeLabel, isCollectedBouquet, orderStatusListDisplay, type CompositionEntryDto, type DeliveryType } from '@shop/domain';
import type { ReactNode } from 'react';
import { firstImage, formatAdminLineSum, formatAdminRoubles, formatDateTime } from '../format/admin-format';
import { customerFacts } from './delivery-details.component';
import type { Fact } from './facts.component';

/** Spec §4, admin lists: the status label and its colour from the domain. */
export function StatusBadge({ status }: { status: string }) {
  const { label, colour } = orderStatusListDisplay(status);
  return <span className={`adm-status adm-status--${colour}`}>{label}</span>;
}

/**
 * «изменён»: the customer sent the contact step again after the shop was alerted of the order (no
 * second alert goes out), so what the card shows may differ from the alert. The time says when.
 */
export function ContactChangedBadge({ changedAt }: { changedAt: string | null }) {
  if (!changedAt) return null;
  return (
    <span className="adm-badge adm-badge--changed" data-testid="contact-changed" title="Покупатель изменил контактные данные или доставку после оформления">
      изменён {formatDateTime(changedAt)}
    </span>
  );
}

export function DeliveryTypeText({ type }: { type: string }) {
  return <>{deliveryTypeLabel(type)}</>;
}

export interface LineView {
  readonly key: string | number;
  readonly title: string;
  readonly quantity: number;
  /** Unit price in roubles. */
  readonly unitPrice: number;
  readonly image: string | null;
  readonly composition: readonly CompositionEntryDto[];
}

/**
 * Order lines: image (placeholder if missing), title, quantity × price = total. A collected bouquet
 * shows the heading 'Собранный букет' and its flowers with image, title and quantity × price = sum.
 */
export function OrderLines({
  lines,
  renderAction,
  bouquetHeading: BouquetHeading = 'h4',
}: {
  lines: readonly LineView[];
  renderAction?: (line: LineView) => ReactNode;
  /** The level that fits under the card's own headings. */
  bouquetHeading?: 'h4' | 'h5';
}) {
  if (lines.length === 0) return <p className="adm-muted">В заказе нет товаров</p>;
  return (
    <ul className="adm-lines">
      {lines.map((line) => {
        const bouquet = isCollectedBouquet(line);
        return (
          <li key={line.key} className={bouquet ? 'adm-line adm-line--bouquet' : 'adm-line'}>
            <img
              className="adm-line__image"
              src={firstImage(line.image, bouquet ? line.composition[0]?.images : undefined)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
            <div className="adm-line__body">
              {bouquet ? <BouquetHeading className="adm-line__title">{BOUQUET_TITLE}</BouquetHeading> : <p className="adm-line__title">{line.title}</p>}
              <p className="adm-line__sum">{formatAdminLineSum(line.quantity, line.unitPrice)}</p>
              {bouquet && <Composition entries={line.composition} />}
            </div>
            {renderAction && <div className="adm-line__action">{renderAction(line)}</div>}
          </li>
        );
      })}
    </ul>
  );
}

function Composition({ entries }: { entries: readonly CompositionEntryDto[] }) {
  return (
    <ul className="adm-composition" aria-label="Состав букета">
      {entries.map((entry, index) => (
        <li key={`${entry.title}-${index}`} className="adm-composition__item">
          <img className="adm-composition__image" src={firstImage(entry.images)} alt="" width={32} height={32} loading="lazy" />
          <span className="adm-composition__title">{entry.title}</span>
          <span className="adm-composition__sum">{formatAdminLineSum(entry.quantity, entry.price)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Delivery cost, shown only when above 0 (spec §2). */
export function deliveryCostFact(roubles: number): Fact | null {
  return roubles > 0 ? { label: 'Стоимость доставки', value: formatAdminRoubles(roubles) } : null;
}

/** Whose order it is: the account's name and e-mail. */
export function accountFacts(order: { readonly username: string; readonly account_email: string }): Fact[] {
  return [
    { label: 'Пользователь', value: order.username },
    { label: 'Email', value: order.account_email },
  ];
}

interface DeliveryDetails {
  readonly full_name: string | null;
  readonly delivery_phone: string | null;
  readonly delivery_address_full: string | null;
  readonly delivery_type: DeliveryType;
  readonly delivery_price: number;
}

/** Who ordered and where the order goes: name, phone, address, delivery type and its cost when above 0. */
export function deliveryFacts(order: DeliveryDetails): (Fact | null)[] {
  return [
    ...customerFacts(order),
    { label: 'Адрес доставки', value: order.delivery_address_full },
    { label: 'Способ доставки', value: deliveryTypeLabel(order.delivery_type) },
    deliveryCostFact(order.delivery_price),
  ];
}
