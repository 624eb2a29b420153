import { SHOP_INFO, formatRoubles, type CustomerToldStage, type Money, type Order } from '@shop/domain';
import type { MailMessage } from '../mail/mailer.port';
import { renderMailHtml, renderMailText, SHOP_NAME, type MailContent } from '../mail/mail-layout';
import { orderSummary } from './order-summary';

/** Who a customer mail goes to and how it greets them. */
export interface MailRecipient {
  readonly email: string;
  readonly fullName: string | null;
}

const greeting = ({ fullName }: MailRecipient) => (fullName ? `Здравствуйте, ${fullName}!` : 'Здравствуйте!');

const mail = (to: MailRecipient, content: MailContent): MailMessage => ({
  to: to.email,
  subject: `${content.title} — ${SHOP_NAME}`,
  text: renderMailText(content),
  html: renderMailHtml(content),
});

export const orderApprovedMail = (to: MailRecipient, orderId: number, totalPayable: Money, publicUrl: string): MailMessage =>
  mail(to, {
    title: `Заказ №${orderId} подтверждён`,
    paragraphs: [
      greeting(to),
      `Мы проверили наличие и подтвердили ваш заказ №${orderId}.`,
      `К оплате с учётом доставки: ${formatRoubles(totalPayable, { decimals: 2 })}.`,
      'Оплатить заказ можно картой на странице заказа. После оплаты мы свяжемся с вами, чтобы уточнить детали доставки.',
    ],
    action: { label: 'Перейти к оплате', url: `${publicUrl}/payment/order/${orderId}` },
  });

export const orderRejectedMail = (to: MailRecipient, orderId: number, publicUrl: string): MailMessage =>
  mail(to, {
    title: `Заказ №${orderId} отклонён`,
    paragraphs: [
      greeting(to),
      `К сожалению, мы не можем выполнить ваш заказ №${orderId}: некоторых позиций сейчас нет в наличии или доставка в выбранное время невозможна.`,
      'Приносим извинения. Оплата по этому заказу не списывалась. Напишите нам — подберём замену или другое время доставки.',
    ],
    action: { label: 'Посмотреть каталог', url: `${publicUrl}/#products` },
  });

export const orderExpiredMail = (to: MailRecipient, orderId: number, windowHours: number, publicUrl: string): MailMessage =>
  mail(to, {
    title: `Заказ №${orderId} отменён`,
    paragraphs: [
      greeting(to),
      `Заказ №${orderId} не был оплачен в течение ${windowHours} часов после подтверждения, поэтому мы его отменили и сняли бронь с товаров.`,
      'Если заказ ещё актуален, оформите его заново — мы с радостью соберём его снова.',
    ],
    action: { label: 'Перейти в каталог', url: `${publicUrl}/#products` },
  });

export const paymentReceivedMail = (to: MailRecipient, orderId: number, amount: Money, publicUrl: string): MailMessage =>
  mail(to, {
    title: `Оплата заказа №${orderId} получена`,
    paragraphs: [
      greeting(to),
      `Мы получили оплату заказа №${orderId}: ${formatRoubles(amount, { decimals: 2 })}. Спасибо!`,
      'Скоро свяжемся с вами, чтобы согласовать доставку или самовывоз.',
    ],
    action: { label: 'История заказов', url: `${publicUrl}/orders/history` },
  });

export const orderRefundedMail = (to: MailRecipient, orderId: number, amount: Money, publicUrl: string): MailMessage =>
  mail(to, {
    title: `Возврат по заказу №${orderId}`,
    paragraphs: [
      greeting(to),
      `Мы вернули оплату заказа №${orderId}: ${formatRoubles(amount, { decimals: 2 })}.`,
      'Деньги поступят на карту, с которой вы платили, обычно в течение нескольких рабочих дней — срок зависит от вашего банка. Чек возврата придёт отдельным письмом.',
    ],
    action: { label: 'История заказов', url: `${publicUrl}/orders/history` },
  });

export const orderReceivedMail = (to: MailRecipient, order: Order, publicUrl: string): MailMessage =>
  mail(to, {
    title: `Заказ №${order.id} принят`,
    paragraphs: [greeting(to), `Спасибо! Мы получили ваш заказ №${order.id}.`],
    facts: orderSummary(order, to.email),
    action: { label: 'История заказов', url: `${publicUrl}/orders/history` },
    footnote:
      'Что дальше: мы проверим наличие и подтвердим стоимость доставки, и вам придёт письмо со ссылкой на оплату картой. Деньги списываются только после подтверждения заказа.',
  });

const STAGE_MAILS: { readonly [S in CustomerToldStage]: (order: Order) => { readonly title: string; readonly text: string } } = {
  ready: (order) => ({
    title: `Заказ №${order.id} готов к выдаче`,
    text: `Ваш заказ №${order.id} собран и ждёт вас по адресу: ${SHOP_INFO.pickup.address} (${SHOP_INFO.pickup.hours}).`,
  }),
  out_for_delivery: (order) => ({
    title: `Заказ №${order.id} передан курьеру`,
    text: `Курьер везёт ваш заказ №${order.id}${order.deliveryAddress ? ` по адресу: ${order.deliveryAddress}` : ''}.`,
  }),
  delivered: (order) => ({
    title: `Заказ №${order.id} доставлен`,
    text: `Ваш заказ №${order.id} доставлен. Спасибо, что выбрали нас! Если что-то не так, просто ответьте на это письмо.`,
  }),
};

/** The customer hears of the stages that concern them (customerIsToldAt): collectable, on its way, arrived. */
export const fulfilmentStageMail = (to: MailRecipient, order: Order, stage: CustomerToldStage, publicUrl: string): MailMessage => {
  const { title, text } = STAGE_MAILS[stage](order);
  return mail(to, {
    title,
    paragraphs: [greeting(to), text],
    facts: orderSummary(order, to.email).filter((fact) => fact.label !== 'Товары'),
    action: { label: 'История заказов', url: `${publicUrl}/orders/history` },
  });
};

export const bouquetPhotoMail = (to: MailRecipient, order: Order, photoUrl: string, publicUrl: string): MailMessage =>
  mail(to, {
    title: 'Фото вашего букета',
    paragraphs: [
      greeting(to),
      `Мы собрали ваш заказ №${order.id} — вот как он выглядит. Если всё нравится, нажмите «Всё отлично» в истории заказов; если хотите что-то изменить, нажмите «Хочу изменить» и напишите, что именно.`,
    ],
    image: { url: absoluteUrl(photoUrl, publicUrl), alt: `Фото заказа №${order.id}` },
    action: { label: 'Ответить на фото', url: `${publicUrl}/orders/history` },
  });

/** A stored picture's path ('/uploads/…') as a link a mail client can load. */
const absoluteUrl = (path: string, publicUrl: string): string => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);
