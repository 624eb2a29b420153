import { SHOP_INFO } from '@shop/domain';
import { HeaderIcon, type HeaderIconName } from './site-header-icons';

interface ExternalLink {
  readonly href: string;
  readonly label: string;
  readonly icon: HeaderIconName;
}

export const HELP_LINK: ExternalLink = { href: SHOP_INFO.botUrl, label: 'Помощь', icon: 'help' };

export const SOCIAL_LINKS: readonly ExternalLink[] = [
  { href: SHOP_INFO.social.telegramChannel, label: 'Telegram-канал', icon: 'telegram' },
  { href: SHOP_INFO.social.vk, label: 'ВКонтакте', icon: 'vk' },
  { href: SHOP_INFO.social.photos, label: 'Instagram', icon: 'photos' },
];

/** A link to another site, opened in a new tab; with iconOnly the label is its accessible name. */
export function ExternalIconLink({ link, className, iconOnly }: { link: ExternalLink; className: string; iconOnly?: boolean }) {
  const { href, label, icon } = link;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={iconOnly ? label : undefined} title={label}>
      <HeaderIcon name={icon} />
      {!iconOnly && <span>{label}</span>}
    </a>
  );
}
