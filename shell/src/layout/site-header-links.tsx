import { SHOP_INFO } from '@shop/domain';
import type { ComponentType } from 'react';
import { HelpIcon, PhotosIcon, TelegramIcon, VkIcon } from './site-header-icons';

interface ExternalLink {
  readonly href: string;
  readonly label: string;
  readonly Icon: ComponentType;
}

export const HELP_LINK: ExternalLink = { href: SHOP_INFO.botUrl, label: 'Помощь', Icon: HelpIcon };

export const SOCIAL_LINKS: readonly ExternalLink[] = [
  { href: SHOP_INFO.social.telegramChannel, label: 'Telegram-канал', Icon: TelegramIcon },
  { href: SHOP_INFO.social.vk, label: 'ВКонтакте', Icon: VkIcon },
  { href: SHOP_INFO.social.photos, label: 'Instagram', Icon: PhotosIcon },
];

/** A link to another site, opened in a new tab; with iconOnly the label is its accessible name. */
export function ExternalIconLink({ link, className, iconOnly }: { link: ExternalLink; className: string; iconOnly?: boolean }) {
  const { href, label, Icon } = link;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={iconOnly ? label : undefined} title={label}>
      <Icon />
      {!iconOnly && <span>{label}</span>}
    </a>
  );
}
