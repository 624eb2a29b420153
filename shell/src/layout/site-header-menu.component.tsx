import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HeaderIcon } from './site-header-icons';
import { ExternalIconLink, HELP_LINK, SOCIAL_LINKS } from './site-header-links';

const PANEL_ID = 'sh-account-menu';

/** The customer's order history (spec §2 route table). */
export const ORDER_HISTORY_PATH = '/orders/history';

/** Small screens, signed out: the menu icon leads to /login (spec §2 'Header and footer'). */
export function SmallScreenLoginLink() {
  return (
    <Link to="/login" className="sh-icon-link sh-menu-button" aria-label="Войти">
      <HeaderIcon name="menu" />
    </Link>
  );
}

/** Small screens, signed in: a menu with Профиль, Мои заказы (customers), Помощь, Выйти and the social links. */
export function SmallScreenMenu({ ordersLink, onLogOut }: { ordersLink: boolean; onLogOut: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="sh-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="sh-icon-link sh-menu-button"
        aria-label="Меню"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <HeaderIcon name="menu" />
      </button>
      <div id={PANEL_ID} className="sh-menu__panel" hidden={!open}>
        <ul className="sh-menu__list">
          <li>
            <Link to="/profile" className="sh-menu__item" onClick={close}>
              <HeaderIcon name="user" />
              Профиль
            </Link>
          </li>
          {ordersLink && (
            <li>
              <Link to={ORDER_HISTORY_PATH} className="sh-menu__item" onClick={close}>
                <HeaderIcon name="orders" />
                Мои заказы
              </Link>
            </li>
          )}
          <li>
            <ExternalIconLink link={HELP_LINK} className="sh-menu__item" />
          </li>
          <li>
            <button
              type="button"
              className="sh-menu__item"
              onClick={() => {
                close();
                onLogOut();
              }}
            >
              <HeaderIcon name="logout" />
              Выйти
            </button>
          </li>
        </ul>
        <ul className="sh-menu__socials" aria-label="Мы в соцсетях">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.href}>
              <ExternalIconLink link={link} className="sh-icon-link" iconOnly />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
