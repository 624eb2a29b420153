import type { Order } from '@shop/domain';
import type { MailFact } from '../mail/mail-layout';
import { renderMailHtml, renderMailText, SHOP_NAME } from '../mail/mail-layout';
import type { Notification } from '../notifications/notification';
import { orderSummary } from './order-summary';

/** Telegram takes at most 4096 characters a message. */
const MAX_ALERT_LENGTH = 4000;

export interface ShopAlertSettings {
  readonly publicUrl: string;
  /** Where the shop's mail alerts go (SHOP_NOTIFY_EMAIL). */
  readonly shopEmail: string;
}

/** One alert to the shop, by mail and in the messenger chat, with a link to the admin's page. */
function shopAlert(title: string, lead: string, facts: readonly MailFact[], link: { label: string; path: string }, settings: ShopAlertSettings): Notification[] {
  const url = `${settings.publicUrl}${link.path}`;
  const content = { title, paragraphs: [lead], facts, action: { label: link.label, url } };
  const text = [title, lead, '', ...facts.map((fact) => `${fact.label}: ${fact.value}`)].join('\n');
  return [
    { channel: 'mail', message: { to: settings.shopEmail, subject: `${title} — ${SHOP_NAME}`, text: renderMailText(content), html: renderMailHtml(content) } },
    { channel: 'telegram', message: { text: text.length > MAX_ALERT_LENGTH ? `${text.slice(0, MAX_ALERT_LENGTH - 1)}…` : text, link: { label: link.label, url } } },
  ];
}

/** A customer finished the checkout: the shop confirms availability and prices the delivery. */
export const newOrderAlert = (order: Order, email: string | null, settings: ShopAlertSettings): Notification[] =>
  shopAlert(
    `Новый заказ №${order.id}`,
    'Покупатель оформил заказ: подтвердите наличие и стоимость доставки.',
    orderSummary(order, email),
    { label: 'Открыть заказы', path: '/admin/orders' },
    settings,
  );

/** The customer wants the assembled bouquet changed: the florist reads what before it leaves. */
export const photoChangeAlert = (order: Order, comment: string | null, email: string | null, settings: ShopAlertSettings): Notification[] =>
  shopAlert(
    `Заказ №${order.id}: покупатель хочет изменить букет`,
    comment ? `Комментарий покупателя: ${comment}` : 'Покупатель не оставил комментария — свяжитесь с ним.',
    orderSummary(order, email),
    { label: 'Открыть доставки', path: `/admin/deliveries${order.fulfilmentDay() ? `?date=${order.fulfilmentDay()}` : ''}` },
    settings,
  );
