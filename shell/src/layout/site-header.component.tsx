import { Link, NavLink } from 'react-router';
import { SHOP_NAME } from '../shop-info';

const CATALOGUE_LINKS = [
  { to: '/products/plants', label: 'Комнатные растения' },
  { to: '/products/terrariums', label: 'Террариумы' },
  { to: '/products/Artificial_plants', label: 'Искусственные растения' },
  { to: '/constructor', label: 'Конструктор букетов' },
] as const;

export function SiteHeader() {
  return (
    <header className="sh-header">
      <div className="sh-header__bar">
        <Link to="/" className="sh-logo" aria-label={`${SHOP_NAME} — на главную`}>
          <img className="sh-logo__image" src="/images/categories/logo.svg" alt="" width="40" height="40" />
          <span className="sh-logo__name">{SHOP_NAME}</span>
        </Link>
        <div className="sh-header__actions">
          <Link to="/cart" className="sh-icon-link" aria-label="Корзина">
            <CartIcon />
            <span className="sh-icon-link__text">Корзина</span>
          </Link>
          <Link to="/login" className="sh-icon-link sh-account-link" aria-label="Войти">
            <UserIcon />
            <span className="sh-icon-link__text">Войти</span>
          </Link>
          <Link to="/register" className="sh-text-link sh-register-link">
            Регистрация
          </Link>
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

function CartIcon() {
  return (
    <svg className="sh-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </svg>
  );
}

function UserIcon() {
  return (
    <svg className="sh-icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.6 4.4-5.5 8-5.5s6.5 1.9 8 5.5" />
    </svg>
  );
}
