import { Link } from 'react-router';
import './sign-in-required.css';

interface Props {
  /** Where /login brings the visitor back to: '/cart', '/orders/history'. */
  readonly redirect: string;
  readonly children: string;
}

/** Spec §2 'Cart', signed out: an 'access restricted' message and a sign-in button. */
export function SignInRequired({ redirect, children }: Props) {
  return (
    <section className="shop-card shop-card--large shop-panel shop-signin-required" aria-labelledby="shop-signin-required-title" data-testid="sign-in-required">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="shop-signin-required__icon">
        <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
        <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14.5v2.5" />
      </svg>
      <h2 id="shop-signin-required-title" className="shop-signin-required__title">
        Доступ ограничен
      </h2>
      <p className="shop-signin-required__text">{children}</p>
      <div className="shop-signin-required__actions">
        <Link to={`/login?redirect=${encodeURIComponent(redirect)}`} className="shop-button shop-button--primary">
          Войти
        </Link>
        <Link to="/register" className="shop-text-link">
          Зарегистрироваться
        </Link>
      </div>
    </section>
  );
}
