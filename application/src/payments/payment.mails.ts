import { formatRoubles, type Money } from '@shop/domain';
import type { MailMessage } from '../mail/mailer.port';
import { renderMailHtml, renderMailText, SHOP_NAME, type MailContent } from '../mail/mail-layout';

export function paymentReceivedMail(to: string, orderId: number, amount: Money, publicUrl: string): MailMessage {
  const content: MailContent = {
    title: `Оплата заказа №${orderId} получена`,
    paragraphs: [
      'Здравствуйте!',
      `Мы получили оплату заказа №${orderId}: ${formatRoubles(amount, { decimals: 2 })}. Спасибо!`,
      'Скоро свяжемся с вами, чтобы согласовать доставку или самовывоз.',
    ],
    action: { label: 'История заказов', url: `${publicUrl}/orders/history` },
  };
  return { to, subject: `Оплата заказа №${orderId} получена — ${SHOP_NAME}`, text: renderMailText(content), html: renderMailHtml(content) };
}

export function orderExpiredMail(to: string, orderId: number, windowHours: number, publicUrl: string): MailMessage {
  const content: MailContent = {
    title: `Заказ №${orderId} отменён`,
    paragraphs: [
      'Здравствуйте!',
      `Заказ №${orderId} не был оплачен в течение ${windowHours} часов после подтверждения, поэтому мы его отменили и сняли бронь с товаров.`,
      'Если заказ ещё актуален, оформите его заново — мы с радостью соберём его снова.',
    ],
    action: { label: 'Перейти в каталог', url: `${publicUrl}/#products` },
  };
  return { to, subject: `Заказ №${orderId} отменён — ${SHOP_NAME}`, text: renderMailText(content), html: renderMailHtml(content) };
}
