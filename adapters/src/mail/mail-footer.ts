import { SHOP_INFO } from '@shop/domain';

/** A way to reach the shop, with the link a mail client opens. */
export interface FooterContact {
  readonly label: string;
  readonly text: string;
  readonly href: string;
}

/** What closes every mail: how to reach the shop and who runs it (the operator named in the legal texts). */
export interface MailFooter {
  readonly contacts: readonly FooterContact[];
  readonly operator: string;
  readonly site: { readonly text: string; readonly href: string };
}

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function mailFooter(publicUrl: string): MailFooter {
  const { phone, supportEmail, botUrl, operator } = SHOP_INFO;
  return {
    contacts: [
      { label: 'Телефон', text: phone, href: telHref(phone) },
      { label: 'E-mail', text: supportEmail, href: `mailto:${supportEmail}` },
      { label: 'Telegram-бот', text: botUrl.replace(/^https:\/\//, ''), href: botUrl },
    ],
    operator: `${operator.fullName}, ${operator.status}, ИНН ${operator.taxId}`,
    site: { text: publicUrl.replace(/^https?:\/\//, ''), href: publicUrl },
  };
}
