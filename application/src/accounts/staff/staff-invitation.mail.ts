import { SHOP_INFO, type StaffRole } from '@shop/domain';
import { mailDraft, type MailDraft } from '../../mail/mail-content';

const ROLE_IN_MAIL: Readonly<Record<StaffRole, string>> = { admin: 'владельца', florist: 'флориста' };

export const staffInvitationMail = (to: string, role: StaffRole, url: string, ttlDays: number): MailDraft =>
  mailDraft(to, {
    title: 'Приглашение в команду магазина',
    preview: `Задайте пароль: ссылка действует ${ttlDays} дня.`,
    paragraphs: [
      'Здравствуйте!',
      `Вас пригласили в магазин «${SHOP_INFO.name}» с правами ${ROLE_IN_MAIL[role]}.`,
      `Чтобы войти, задайте пароль по ссылке. Ссылка действует ${ttlDays} дня и сработает только один раз; входите с этим адресом почты и новым паролем.`,
    ],
    action: { label: 'Задать пароль', url },
    footnote: 'Если вы не ждали этого приглашения, просто проигнорируйте письмо.',
  });
