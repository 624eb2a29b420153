// Line icons of the header (24×24, stroke = currentColor via .sh-icon). Social networks are drawn
// as generic symbols: a paper plane (Telegram), a camera (photos) and the VK letters.
import type { ReactElement } from 'react';

const SHAPES = {
  cart: (
    <>
      <path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.6 4.4-5.5 8-5.5s6.5 1.9 8 5.5" />
    </>
  ),
  orders: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  logout: <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  help: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M9.8 9a2.3 2.3 0 1 1 3 2.2c-.5.2-.8.6-.8 1.1M12 14.2v.1" />
    </>
  ),
  telegram: <path d="M21 4 3 11l6 2.2L19 7l-7.6 7.6L17 20z" />,
  vk: <path d="M3 8l3 8 3-8M12 8v8M17 8l-5 4.5 5 3.5" />,
  photos: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17" cy="7" r=".6" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type HeaderIconName = keyof typeof SHAPES;

export function HeaderIcon({ name }: { name: HeaderIconName }) {
  return (
    <svg className="sh-icon" viewBox="0 0 24 24" aria-hidden="true">
      {SHAPES[name]}
    </svg>
  );
}
