import { SHOP_INFO } from '@shop/domain';
import { mailDraft, type MailDraft } from '../mail/mail-content';

export const passwordResetMail = (to: string, resetUrl: string): MailDraft =>
  mailDraft(to, {
    title: 'Сброс пароля',
    preview: 'Ссылка действует 1 час.',
    paragraphs: [
      'Здравствуйте!',
      `Мы получили запрос на сброс пароля для вашей учётной записи в магазине «${SHOP_INFO.name}».`,
      'Чтобы задать новый пароль, перейдите по ссылке. Ссылка действует 1 час и сработает только один раз.',
    ],
    action: { label: 'Задать новый пароль', url: resetUrl },
    footnote: 'Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо: ваш пароль останется прежним.',
  });
