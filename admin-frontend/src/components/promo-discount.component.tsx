import { Money, moneyOf, promoDiscountLabel, type OrderDiscountDto } from '@shop/domain';
import { formatAdminRoubles } from '../format/admin-format';

/** «Скидка по промокоду SPRING: −500,00 ₽» on an order card placed with a code; nothing otherwise. */
export function PromoDiscount({ order, className = 'adm-order__discount' }: { order: OrderDiscountDto; className?: string }) {
  if (!order.promo_code) return null;
  return (
    <span className={className} data-testid="order-discount">
      {promoDiscountLabel(order.promo_code)}: <strong>−{formatAdminRoubles(order.discount)}</strong>
    </span>
  );
}

/** The same as a fact of a card's list. */
export const promoDiscountFact = (order: OrderDiscountDto) =>
  order.promo_code ? { label: promoDiscountLabel(order.promo_code), value: `−${formatAdminRoubles(order.discount)}` } : null;

/** What the goods cost the customer: their sum less the code's discount (the delivery comes on top). */
export const goodsToPay = (order: OrderDiscountDto & { total_amount: number }): Money => {
  const goods = moneyOf(order.total_amount);
  const discount = moneyOf(order.discount);
  return discount.isLessThan(goods) ? Money.ofKopecks(goods.kopecks - discount.kopecks) : Money.ZERO;
};
