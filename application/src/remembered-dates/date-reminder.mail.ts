import { countRu, formatDayAndMonth, type Order, type RememberedDateFields } from '@shop/domain';
import { mailDraft, type MailDraft } from '../mail/mail-content';
import { customerRoubles, orderLineText } from '../orders/order-summary';

const DAYS = ['день', 'дня', 'дней'] as const;

export interface DateReminderMail {
  readonly to: string;
  readonly date: RememberedDateFields;
  /** Days from today (Moscow) to the date. */
  readonly daysLeft: number;
  /** The order offered to repeat, null when the customer has none. */
  readonly lastOrder: Order | null;
  readonly publicUrl: string;
  readonly unsubscribe: { readonly pageUrl: string; readonly oneClickUrl: string };
}

/**
 * «Скоро: День рождения мамы»: the date, its recipient, the customer's last order to repeat from the
 * history, the catalogue, and the way out of these mails: a link in the body and the List-Unsubscribe
 * headers (RFC 8058 one-click), both working without signing in.
 */
export const dateReminderMail = ({ to, date, daysLeft, lastOrder, publicUrl, unsubscribe }: DateReminderMail): MailDraft => ({
  ...mailDraft(to, {
    title: `Скоро: ${date.title}`,
    preview: `${formatDayAndMonth(date)} — через ${countRu(daysLeft, DAYS)}. Закажите цветы заранее.`,
    paragraphs: [
      'Здравствуйте!',
      `Через ${countRu(daysLeft, DAYS)}, ${formatDayAndMonth(date)}, — ${date.title}. Закажите цветы заранее, чтобы мы успели собрать и доставить их вовремя.`,
      lastOrder
        ? `Можно повторить ваш последний заказ №${lastOrder.id}: откройте историю заказов и нажмите «Повторить заказ» — товары лягут в корзину по сегодняшним ценам.`
        : 'Загляните в каталог: букеты, цветы поштучно и растения в горшках.',
    ],
    facts: [
      { label: 'Дата', value: formatDayAndMonth(date) },
      ...(date.recipient ? [{ label: 'Получатель', value: date.recipient }] : []),
      ...(lastOrder ? [{ label: `Ваш последний заказ №${lastOrder.id}`, value: lastOrder.lines.map((line) => orderLineText(line, customerRoubles)) }] : []),
    ],
    action: { label: 'Выбрать цветы в каталоге', url: `${publicUrl}/#products` },
    links: lastOrder ? [{ label: `Повторить заказ №${lastOrder.id}`, url: `${publicUrl}/orders/history` }] : [],
    unsubscribe: {
      reason: 'Вы получили это письмо, потому что сохранили памятные даты в профиле магазина.',
      label: 'Отписаться от напоминаний',
      url: unsubscribe.pageUrl,
    },
  }),
  headers: { 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});
