import { SHOP_INFO, formatMoscowDayTime, isCourierDelivery, type CustomerToldStage, type Money, type Order, type OrderLine } from '@shop/domain';
import { mailDraft, type MailDraft } from '../mail/mail-content';
import { HISTORY_NOTE, customerRoubles, orderDeliveryFacts, orderMoneyFacts, whenText } from './order-summary';

// The customer's mails. They go to the account's e-mail alone and repeat nothing the customer
// typed (address, names, the card's text): that is shown in the history they link to. So no one
// can make the shop mail their words to a stranger's address. Amounts are written as on the
// customer's screens (customerRoubles).

const GREETING = 'Здравствуйте!';

/** How to reach the shop, as the copy says it (the footer repeats it with the operator's details). */
const CONTACTS = `${SHOP_INFO.supportEmail}, ${SHOP_INFO.phone} или наш Telegram-бот ${SHOP_INFO.botUrl}`;

const historyUrl = (publicUrl: string) => `${publicUrl}/orders/history`;
const historyAction = (publicUrl: string) => ({ label: 'История заказов', url: historyUrl(publicUrl) });
const paymentAction = (order: Order, publicUrl: string) => ({ label: 'Перейти к оплате', url: `${publicUrl}/payment/order/${order.id}` });
const catalogueAction = (publicUrl: string) => ({ label: 'Перейти в каталог', url: `${publicUrl}/#products` });

const courier = (order: Order) => isCourierDelivery(order.deliveryType);

/** The order's day and slot as a clause: ' вт, 24 ноября 2026 г., 10:00–13:00 МСК', or nothing when none was chosen. */
const onDay = (order: Order): string => (order.contact?.deliveryDate ? ` ${whenText(order.contact.deliveryDate, order.contact.deliverySlot)}` : '');

export const orderReceivedMail = (to: string, order: Order, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: `Заказ №${order.id} принят`,
    preview: 'Мы проверим наличие и пришлём письмо со ссылкой на оплату.',
    paragraphs: [GREETING, `Спасибо! Мы получили ваш заказ №${order.id}.`, HISTORY_NOTE],
    facts: [...orderMoneyFacts(order, customerRoubles), ...orderDeliveryFacts(order)],
    action: historyAction(publicUrl),
    footnote: courier(order)
      ? 'Что дальше: мы проверим наличие и рассчитаем стоимость доставки, затем пришлём письмо со ссылкой на оплату картой. Деньги списываются только после подтверждения заказа.'
      : 'Что дальше: мы проверим наличие и подтвердим заказ, затем пришлём письмо со ссылкой на оплату картой. Деньги списываются только после подтверждения заказа.',
  });

export const orderApprovedMail = (to: string, order: Order, paymentWindowHours: number, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: `Заказ №${order.id} подтверждён`,
    preview: `К оплате: ${customerRoubles(order.totalPayable())}.`,
    paragraphs: [
      GREETING,
      `Мы проверили наличие и подтвердили ваш заказ №${order.id}.`,
      courier(order) ? `К оплате с учётом доставки: ${customerRoubles(order.totalPayable())}.` : `К оплате: ${customerRoubles(order.totalPayable())}.`,
      `Оплатить заказ можно картой на странице заказа в течение ${paymentWindowHours} часов.`,
      courier(order) ? `После оплаты мы соберём заказ и привезём его${onDay(order)}.` : `После оплаты мы соберём заказ и напишем, когда его можно забрать.`,
    ],
    facts: [...orderMoneyFacts(order, customerRoubles), ...orderDeliveryFacts(order)],
    action: paymentAction(order, publicUrl),
  });

export const orderRejectedMail = (to: string, order: Order, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: `Заказ №${order.id} отклонён`,
    preview: 'Оплата не списывалась. Поможем подобрать замену.',
    paragraphs: [
      GREETING,
      courier(order)
        ? `К сожалению, мы не можем выполнить ваш заказ №${order.id}: некоторых позиций сейчас нет в наличии или доставка в выбранное время невозможна.`
        : `К сожалению, мы не можем выполнить ваш заказ №${order.id}: некоторых позиций сейчас нет в наличии.`,
      'Приносим извинения. Оплата по этому заказу не списывалась.',
      `Напишите нам — подберём замену${courier(order) ? ' или другое время доставки' : ''}: ${CONTACTS}.`,
    ],
    action: catalogueAction(publicUrl),
  });

/** Sent once, 12 hours before an unpaid order's payment window closes. */
export const paymentReminderMail = (to: string, order: Order, deadline: Date, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: `Заказ №${order.id} ждёт оплаты`,
    preview: `Оплатите до ${formatMoscowDayTime(deadline)}.`,
    paragraphs: [
      GREETING,
      `Ваш заказ №${order.id} подтверждён и ждёт оплаты: ${customerRoubles(order.totalPayable())}.`,
      `Оплатите до ${formatMoscowDayTime(deadline)} — после этого мы отменим заказ и снимем бронь с товаров.`,
    ],
    facts: orderMoneyFacts(order, customerRoubles),
    action: paymentAction(order, publicUrl),
  });

/** A one-stage payment (SBP) arrived after the order changed or another payment replaced it: all of it went back, a new payment is offered. */
export const stalePaymentRefundedMail = (to: string, order: Order, amount: Money, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: `Оплата заказа №${order.id} возвращена`,
    preview: `Возвращено ${customerRoubles(amount)}. Оплатите заказ заново.`,
    paragraphs: [
      GREETING,
      `Ваш платёж по заказу №${order.id} пришёл, когда заказ уже изменился или ждал оплаты другим способом, поэтому мы вернули его полностью: ${customerRoubles(amount)}.`,
      'Деньги вернутся на счёт, с которого вы платили, обычно в течение нескольких рабочих дней — срок зависит от вашего банка.',
      order.allowedActions('customer').includes('pay')
        ? `Заказ по-прежнему ждёт оплаты: ${customerRoubles(order.totalPayable())}. Оплатите его на странице заказа.`
        : 'Состояние заказа можно посмотреть в истории заказов.',
    ],
    action: order.allowedActions('customer').includes('pay') ? paymentAction(order, publicUrl) : historyAction(publicUrl),
  });

export const orderExpiredMail = (to: string, order: Order, windowHours: number, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: `Заказ №${order.id} отменён`,
    preview: 'Заказ не был оплачен вовремя.',
    paragraphs: [
      GREETING,
      `Заказ №${order.id} не был оплачен в течение ${windowHours} часов после подтверждения, поэтому мы его отменили и сняли бронь с товаров.`,
      'Если заказ ещё актуален, оформите его заново — мы с радостью соберём его снова.',
    ],
    action: catalogueAction(publicUrl),
  });

/** The admin deleted the customer's open order: it stays in their history as 'Отменён магазином'. */
export const orderCanceledByShopMail = (to: string, order: Order, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: `Заказ №${order.id} отменён магазином`,
    preview: order.cancelReason ?? '',
    paragraphs: [
      GREETING,
      `Мы отменили ваш заказ №${order.id}.`,
      `Причина: ${order.cancelReason}`,
      'Деньги по этому заказу не списывались. Приносим извинения.',
      `Если хотите оформить заказ иначе, напишите нам: ${CONTACTS}.`,
    ],
    action: historyAction(publicUrl),
  });

/** The admin removed some lines of the customer's open order: what went, why, and the new total. */
export const orderLinesRemovedMail = (to: string, order: Order, removed: readonly OrderLine[], reason: string, publicUrl: string): MailDraft => {
  const payable = order.allowedActions('customer').includes('pay');
  return mailDraft(to, {
    title: `Состав заказа №${order.id} изменён`,
    preview: `Новая сумма: ${customerRoubles(payable ? order.totalPayable() : order.goodsTotal())}.`,
    paragraphs: [
      GREETING,
      `Мы убрали из заказа №${order.id}: ${removed.map((line) => `«${line.title}»`).join(', ')}.`,
      `Причина: ${reason}`,
      payable ? `Теперь к оплате: ${customerRoubles(order.totalPayable())}.` : `Теперь сумма товаров: ${customerRoubles(order.goodsTotal())}.`,
    ],
    facts: orderMoneyFacts(order, customerRoubles),
    action: payable ? paymentAction(order, publicUrl) : historyAction(publicUrl),
  });
};

export const paymentReceivedMail = (to: string, order: Order, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: `Оплата заказа №${order.id} получена`,
    preview: `Оплачено ${customerRoubles(order.totalPayable())}. Спасибо!`,
    paragraphs: [
      GREETING,
      `Мы получили оплату заказа №${order.id}: ${customerRoubles(order.totalPayable())}. Спасибо!`,
      courier(order)
        ? `Мы соберём заказ и привезём его${onDay(order)}.`
        : `Мы соберём заказ и напишем, когда его можно забрать: ${SHOP_INFO.pickup.address} (${SHOP_INFO.pickup.hours}).`,
    ],
    facts: orderDeliveryFacts(order),
    action: historyAction(publicUrl),
  });

/** Each refund: how much went back, and whether that was all of the order's money or a part. */
export const orderRefundedMail = (to: string, order: Order, amount: Money, everything: boolean, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: everything ? `Возврат по заказу №${order.id}` : `Частичный возврат по заказу №${order.id}`,
    preview: `Возвращено ${customerRoubles(amount)}.`,
    paragraphs: [
      GREETING,
      everything
        ? `Мы вернули оплату заказа №${order.id}: ${customerRoubles(amount)}.`
        : `Мы вернули часть оплаты заказа №${order.id}: ${customerRoubles(amount)}. Остальное в заказе остаётся в силе.`,
      'Деньги поступят на карту, с которой вы платили, обычно в течение нескольких рабочих дней — срок зависит от вашего банка. Чек возврата придёт отдельным письмом.',
    ],
    action: historyAction(publicUrl),
  });

const STAGE_MAILS: { readonly [S in CustomerToldStage]: (order: Order) => { readonly title: string; readonly text: string } } = {
  ready: (order) => ({
    title: `Заказ №${order.id} готов к выдаче`,
    text: `Ваш заказ №${order.id} собран и ждёт вас по адресу: ${SHOP_INFO.pickup.address} (${SHOP_INFO.pickup.hours}).`,
  }),
  out_for_delivery: (order) => ({
    title: `Заказ №${order.id} передан курьеру`,
    text: `Курьер везёт ваш заказ №${order.id}.`,
  }),
  delivered: (order) => ({
    title: `Заказ №${order.id} доставлен`,
    text: `Ваш заказ №${order.id} доставлен. Спасибо, что выбрали нас! Если что-то не так, ответьте на это письмо или напишите нам: ${CONTACTS}.`,
  }),
};

/** The customer hears of the stages that concern them (customerIsToldAt): collectable, on its way, arrived. */
export const fulfilmentStageMail = (to: string, order: Order, stage: CustomerToldStage, publicUrl: string): MailDraft => {
  const { title, text } = STAGE_MAILS[stage](order);
  return mailDraft(to, { title, preview: text, paragraphs: [GREETING, text], facts: orderDeliveryFacts(order), action: historyAction(publicUrl) });
};

export const bouquetPhotoMail = (to: string, order: Order, photoUrl: string, publicUrl: string): MailDraft =>
  mailDraft(to, {
    title: 'Фото вашего букета',
    preview: `Заказ №${order.id} собран — посмотрите, как он выглядит.`,
    paragraphs: [
      GREETING,
      `Мы собрали ваш заказ №${order.id} — вот как он выглядит. Если всё нравится, нажмите «Всё отлично» в истории заказов; если хотите что-то изменить, нажмите «Хочу изменить» и напишите, что именно.`,
    ],
    image: { url: absoluteUrl(photoUrl, publicUrl), alt: `Фото заказа №${order.id}` },
    action: { label: 'Ответить на фото', url: historyUrl(publicUrl) },
  });

/** A stored picture's path ('/uploads/…') as a link a mail client can load. */
const absoluteUrl = (path: string, publicUrl: string): string => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);
