import { INSTAGRAM_NOTE, SHOP_INFO } from '@shop/domain';
import type { ReactNode } from 'react';
import { LandingSection } from './landing-section.component';
import { VkCommunity } from './vk-community.component';

interface SocialLink {
  key: string;
  title: string;
  text: string;
  href: string;
  action: string;
  icon: ReactNode;
  /** A note the law asks for under the card. */
  note?: string;
}

// Plain links: the only third-party code is VK's community widget, which takes the VK card's place
// after marketing consent (vk-community.component.tsx); the others stay links, nothing to slow the page.
const LINKS: readonly SocialLink[] = [
  {
    key: 'vk',
    title: 'Сообщество ВКонтакте',
    text: 'Новинки, поступления и розыгрыши. Отвечаем на вопросы в сообщениях сообщества.',
    href: SHOP_INFO.social.vk,
    action: 'Перейти в сообщество',
    icon: (
      <path d="M3.5 7.5h3c.4 3 1.8 5 3.2 5.6V7.5h3v3.3c1.4-.2 2.8-1.8 3.3-3.3h2.9c-.4 2-1.9 3.7-3.1 4.4 1.2.6 3 2.1 3.6 4.6h-3.2c-.5-1.5-1.9-2.9-3.5-3v3h-.7C6.2 16.5 3.7 13 3.5 7.5Z" />
    ),
  },
  {
    key: 'photos',
    title: 'Фотоблог мастерской в Instagram*',
    text: 'Свежие флорариумы и букеты — смотрите, как мы работаем, и выбирайте идеи для своего заказа.',
    href: SHOP_INFO.social.photos,
    action: 'Смотреть фотографии',
    note: `*${INSTAGRAM_NOTE}.`,
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" />
      </>
    ),
  },
  {
    key: 'telegram',
    title: 'Telegram-канал',
    text: 'Советы по уходу за растениями, анонсы мастер-классов и закулисье мастерской.',
    href: SHOP_INFO.social.telegramChannel,
    action: 'Подписаться на канал',
    icon: (
      <path d="M20.5 4.5 3.8 11c-.9.4-.9 1.5 0 1.8l4.2 1.4 1.6 5c.2.6 1 .8 1.5.3l2.3-2.2 4.3 3.2c.6.4 1.4.1 1.5-.6l2.5-13.7c.1-.8-.6-1.3-1.2-1Z M8 14.2l9.5-6.8" />
    ),
  },
];

/** A network's link card, opening in a new tab. */
function SocialCard({ link }: { link: SocialLink }) {
  return (
    <a className={`shop-social__card shop-social__card--${link.key}`} href={link.href} target="_blank" rel="noopener noreferrer">
      <svg className="shop-social__icon" viewBox="0 0 24 24" aria-hidden="true">
        {link.icon}
      </svg>
      <span className="shop-social__title">{link.title}</span>
      <span className="shop-social__text">{link.text}</span>
      <span className="shop-social__action">
        {link.action}
        <span className="shop-visually-hidden"> (откроется в новой вкладке)</span>
      </span>
      {link.note && <span className="shop-social__note">{link.note}</span>}
    </a>
  );
}

export function SocialSection() {
  return (
    <LandingSection id="social" title="Мы в соцсетях">
      <ul className="shop-social">
        {LINKS.map((link) =>
          link.key === 'vk' ? (
            <VkCommunity key={link.key} card={<SocialCard link={link} />} />
          ) : (
            <li key={link.key} className="shop-social__slot">
              <SocialCard link={link} />
            </li>
          ),
        )}
      </ul>
    </LandingSection>
  );
}
