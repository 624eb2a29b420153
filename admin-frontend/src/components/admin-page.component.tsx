import { SHOP_INFO } from '@shop/domain';
import { useEffect, type ReactNode } from 'react';
import { AdminNav } from './admin-nav.component';

/** Every admin screen: the section links, one h1 and the tab title '<title> — Зелёный уголок' (as the server sets it). */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} — ${SHOP_INFO.name}`;
  }, [title]);

  return (
    <div className="adm-page">
      <AdminNav />
      <div className="adm-page__head">
        <div>
          <p className="adm-page__eyebrow">Раздел администратора</p>
          <h1 className="adm-page__title">{title}</h1>
        </div>
        {actions && <div className="adm-page__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
