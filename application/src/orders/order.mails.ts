import { formatRoubles, type Money } from '@shop/domain';
import type { MailMessage } from '../mail/mailer.port';
import { renderMailHtml, renderMailText, SHOP_NAME, type MailContent } from '../mail/mail-layout';

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
