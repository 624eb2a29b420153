import { SHOP_INFO } from '@shop/domain';
import { Link, NavLink, useNavigate } from 'react-router';
import { useSession, useShellServices } from '../session/shell-services';
import { useCartCount } from './site-header-cart-count';
import { HeaderIcon } from './site-header-icons';
import { ExternalIconLink, HELP_LINK, SOCIAL_LINKS } from './site-header-links';
import { ORDER_HISTORY_PATH, SmallScreenLoginLink, SmallScreenMenu } from './site-header-menu.component';
import './site-header.css';

const CATALOGUE_LINKS = [
  { to: '/products/plants', label: 'Комнатные растения' },
  { to: '/products/terrariums', label: 'Террариумы' },
  { to: '/products/Artificial_plants', label: 'Искусственные растения' },
  { to: '/constructor', label: 'Конструктор букетов' },
] as const;

export function SiteHeader() {
  const services = useShellServices();
  const { token, role } = useSession();
  // Spec §6: order history is the customer's; an admin has none.
  const ordersLink = role !== 'admin';
  const cartCount = useCartCount(services.http, token);
  const navigate = useNavigate();
  const logOut = async () => {
    await services.session.logOut();
    navigate('/');
  };

  return (
    <header className="sh-header">
      <div className="sh-header__bar">
        <Link to="/" className="sh-logo" aria-label={`${SHOP_INFO.name} — на главную`}>
          <img className="sh-logo__image" src="/images/categories/logo.svg" alt="" width="40" height="40" />
          <span className="sh-logo__name">{SHOP_INFO.name}</span>
        </Link>
        <ul className="sh-header__socials" aria-label="Мы в соцсетях">
          {[...SOCIAL_LINKS, HELP_LINK].map((link) => (
            <li key={link.href}>
              <ExternalIconLink link={link} className="sh-icon-link" iconOnly />
            </li>
          ))}
        </ul>
        <div className="sh-header__actions">
          <CartLink count={cartCount} />
          {token ? (
            <>
              {ordersLink && (
                <Link to={ORDER_HISTORY_PATH} className="sh-icon-link sh-wide-only" aria-label="Мои заказы">
                  <HeaderIcon name="orders" />
                  <span className="sh-icon-link__text">Мои заказы</span>
                </Link>
              )}
              <Link to="/profile" className="sh-icon-link sh-wide-only" aria-label="Профиль">
                <HeaderIcon name="user" />
                <span className="sh-icon-link__text">Профиль</span>
              </Link>
              <button type="button" className="sh-icon-link sh-wide-only" aria-label="Выйти" onClick={() => void logOut()}>
                <HeaderIcon name="logout" />
                <span className="sh-icon-link__text">Выйти</span>
              </button>
              <SmallScreenMenu ordersLink={ordersLink} onLogOut={() => void logOut()} />
            </>
          ) : (
            <>
              <Link to="/login" className="sh-icon-link sh-wide-only" aria-label="Войти">
                <HeaderIcon name="user" />
                <span className="sh-icon-link__text">Войти</span>
              </Link>
              <Link to="/register" className="sh-text-link sh-wide-only">
                Регистрация
              </Link>
              <SmallScreenLoginLink />
            </>
          )}
        </div>
      </div>
      <nav className="sh-nav" aria-label="Каталог">
        <ul className="sh-nav__list">
          {CATALOGUE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="sh-nav__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The badge shows only above 0 (spec §2); the count is part of the link's name. */
function CartLink({ count }: { count: number }) {
  const label = count > 0 ? `Корзина, товаров: ${count}` : 'Корзина';
  return (
    <Link to="/cart" className="sh-icon-link sh-cart-link" aria-label={label}>
      <HeaderIcon name="cart" />
      <span className="sh-icon-link__text">Корзина</span>
      {count > 0 && (
        <span className="sh-cart-link__badge" data-testid="cart-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
