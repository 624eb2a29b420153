import { Link } from 'react-router';

export function BackLink({ to, label = 'Назад' }: { to: string; label?: string }) {
  return (
    <Link to={to} className="shop-back-link">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="shop-back-link__icon">
        <path d="M15 5l-7 7 7 7" />
      </svg>
      {label}
    </Link>
  );
}
