import type { MailMessage } from '../mail/mailer.port';
import { renderMailHtml, renderMailText, SHOP_NAME, type MailContent } from '../mail/mail-layout';

export function passwordResetMail(to: string, resetUrl: string): MailMessage {
  const content: MailContent = {
    title: 'Сброс пароля',
    paragraphs: [
      'Здравствуйте!',
      `Мы получили запрос на сброс пароля для вашей учётной записи в магазине «${SHOP_NAME}».`,
      'Чтобы задать новый пароль, перейдите по ссылке. Ссылка действует 1 час и сработает только один раз.',
    ],
    action: { label: 'Задать новый пароль', url: resetUrl },
    footnote: 'Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо: ваш пароль останется прежним.',
  };
  return { to, subject: `Сброс пароля — ${SHOP_NAME}`, text: renderMailText(content), html: renderMailHtml(content) };
}
