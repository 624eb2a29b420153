import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon.component';

export function BackLink({ to, label = 'Назад' }: { to: string; label?: string }) {
  return (
    <Link to={to} className="shop-back-link">
      <Icon name="back" className="shop-back-link__icon" />
      {label}
    </Link>
  );
}

/** 'Назад' as a button, for a page that works out where back is (the history, or a fallback). */
export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="shop-back-link" onClick={onClick}>
      <Icon name="back" className="shop-back-link__icon" />
      {children}
    </button>
  );
}
