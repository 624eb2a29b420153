import { useEffect } from 'react';
import { NavLink } from 'react-router';

const ADMIN_SECTIONS = [
  { to: '/admin/orders', label: 'Заказы' },
  { to: '/admin/orders/paid', label: 'Оплаченные' },
  { to: '/admin/products', label: 'Товары' },
] as const;

/** Stands in for the admin screens until order management is built. */
export function AdminPlaceholderPage({ section }: { section: string }) {
  useEffect(() => {
    document.title = `${section} — администрирование`;
  }, [section]);

  return (
    <div className="adm-page">
      <nav className="adm-tabs" aria-label="Разделы администратора">
        {ADMIN_SECTIONS.map((item) => (
          <NavLink key={item.to} to={item.to} end className="adm-tabs__link">
            {item.label}
          </NavLink>
        ))}
      </nav>
      <section className="adm-card" aria-labelledby="adm-title">
        <p className="adm-card__eyebrow">{section}</p>
        <h1 id="adm-title" className="adm-card__title">
          Раздел администратора
        </h1>
        <p className="adm-card__text">
          Здесь появится управление заказами: подтверждение и отклонение заявок, стоимость доставки, оплаченные заказы
          с чеками и каталог товаров. Раздел находится в разработке.
        </p>
      </section>
    </div>
  );
}
