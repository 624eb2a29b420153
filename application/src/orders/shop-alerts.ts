import type { Money, Order } from '@shop/domain';
import { factLines, mailDraft, type MailDraft, type MailFact } from '../mail/mail-content';
import type { ShopAlert } from '../notifications/notification';
import { customerRoubles, shopOrderFacts, type OrderEmails } from './order-summary';

/** Telegram takes at most 4096 characters a message. */
const MAX_ALERT_LENGTH = 4000;

export interface ShopAlertSettings {
  readonly publicUrl: string;
  /** Where the shop's mail alerts go (SHOP_NOTIFY_EMAIL). */
  readonly shopEmail: string;
}

/** One alert to the shop: a mail to its mailbox and a message to its chat, both with a link to the admin's page. */
export interface ShopAlertMessages {
  readonly mail: MailDraft;
  readonly telegram: ShopAlert;
}

function shopAlert(
  title: string,
  lead: string,
  facts: readonly MailFact[],
  link: { label: string; path: string },
  settings: ShopAlertSettings,
): ShopAlertMessages {
  const url = `${settings.publicUrl}${link.path}`;
  const text = [title, lead, '', ...factLines(facts)].join('\n');
  return {
    mail: mailDraft(settings.shopEmail, { title, preview: lead, paragraphs: [lead], facts, action: { label: link.label, url } }),
    telegram: { text: text.length > MAX_ALERT_LENGTH ? `${text.slice(0, MAX_ALERT_LENGTH - 1)}…` : text, link: { label: link.label, url } },
  };
}

/** The board of the order's day, where the florist works on it. */
const deliveriesLink = (order: Order) => ({
  label: 'Открыть доставки',
  path: `/admin/deliveries${order.fulfilmentDay() ? `?date=${order.fulfilmentDay()}` : ''}`,
});

/** A customer finished the checkout (once per order): the shop confirms availability and prices the delivery. */
export const newOrderAlert = (order: Order, emails: OrderEmails, settings: ShopAlertSettings): ShopAlertMessages =>
  shopAlert(
    `Новый заказ №${order.id}`,
    'Покупатель оформил заказ: подтвердите наличие и стоимость доставки.',
    shopOrderFacts(order, emails),
    { label: 'Открыть заказы', path: '/admin/orders' },
    settings,
  );

/** The customer paid: the florist's work starts, with everything the bouquet and its card need. */
export const orderPaidAlert = (order: Order, emails: OrderEmails, settings: ShopAlertSettings): ShopAlertMessages =>
  shopAlert(`Оплачен заказ №${order.id}`, 'Покупатель оплатил заказ: можно собирать.', shopOrderFacts(order, emails), deliveriesLink(order), settings);

/** The customer wants the assembled bouquet changed: the florist reads what before it leaves. */
export const photoChangeAlert = (order: Order, comment: string | null, emails: OrderEmails, settings: ShopAlertSettings): ShopAlertMessages =>
  shopAlert(
    `Заказ №${order.id}: покупатель хочет изменить букет`,
    comment ? `Комментарий покупателя: ${comment}` : 'Покупатель не оставил комментария — свяжитесь с ним.',
    shopOrderFacts(order, emails),
    deliveriesLink(order),
    settings,
  );

/** A one-stage payment (SBP) arrived after the order changed: the server refunded it in full. */
export const stalePaymentRefundedAlert = (
  order: Order,
  payment: { readonly id: string; readonly amount: Money; readonly refunded: boolean },
  emails: OrderEmails,
  settings: ShopAlertSettings,
): ShopAlertMessages =>
  shopAlert(
    `Заказ №${order.id}: оплата СБП пришла после изменения заказа`,
    payment.refunded
      ? `Платёж ${payment.id} на ${customerRoubles(payment.amount)} возвращён покупателю автоматически; заказ снова ждёт оплаты.`
      : `Платёж ${payment.id} на ${customerRoubles(payment.amount)} не удалось вернуть автоматически: верните его в личном кабинете ЮKassa.`,
    shopOrderFacts(order, emails),
    { label: 'Открыть заказы', path: '/admin/orders' },
    settings,
  );
