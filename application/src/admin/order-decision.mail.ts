import { formatRoubles, type Money } from '@shop/domain';
import type { MailMessage } from '../mail/mailer.port';
import { renderMailHtml, renderMailText, SHOP_NAME, type MailContent } from '../mail/mail-layout';

const greeting = (fullName: string | null) => (fullName ? `Здравствуйте, ${fullName}!` : 'Здравствуйте!');

export function orderApprovedMail(to: string, fullName: string | null, orderId: number, totalPayable: Money, publicUrl: string): MailMessage {
  const content: MailContent = {
    title: `Заказ №${orderId} подтверждён`,
    paragraphs: [
      greeting(fullName),
      `Мы проверили наличие и подтвердили ваш заказ №${orderId}.`,
      `К оплате с учётом доставки: ${formatRoubles(totalPayable, { decimals: 2 })}.`,
      'Оплатить заказ можно картой на странице заказа. После оплаты мы свяжемся с вами, чтобы уточнить детали доставки.',
    ],
    action: { label: 'Перейти к оплате', url: `${publicUrl}/payment/order/${orderId}` },
  };
  return { to, subject: `Заказ №${orderId} подтверждён — ${SHOP_NAME}`, text: renderMailText(content), html: renderMailHtml(content) };
}

export function orderRejectedMail(to: string, fullName: string | null, orderId: number, publicUrl: string): MailMessage {
  const content: MailContent = {
    title: `Заказ №${orderId} отклонён`,
    paragraphs: [
      greeting(fullName),
      `К сожалению, мы не можем выполнить ваш заказ №${orderId}: некоторых позиций сейчас нет в наличии или доставка в выбранное время невозможна.`,
      'Приносим извинения. Оплата по этому заказу не списывалась. Напишите нам — подберём замену или другое время доставки.',
    ],
    action: { label: 'Посмотреть каталог', url: `${publicUrl}/#products` },
  };
  return { to, subject: `Заказ №${orderId} отклонён — ${SHOP_NAME}`, text: renderMailText(content), html: renderMailHtml(content) };
}
