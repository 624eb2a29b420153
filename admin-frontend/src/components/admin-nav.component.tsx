import { Link, useLocation } from 'react-router';

interface Section {
  readonly to: string;
  readonly label: string;
  readonly isCurrent: (pathname: string, hash: string) => boolean;
}

const ORDERS = '/admin/orders';

/** Pending and all orders share /admin/orders as two sections; paid orders, the day's deliveries, the delivery calendar, products and flowers have their own pages. */
const SECTIONS: readonly Section[] = [
  { to: `${ORDERS}#pending`, label: 'Ожидают подтверждения', isCurrent: (path, hash) => path === ORDERS && hash !== '#all' },
  { to: `${ORDERS}#all`, label: 'Все заказы', isCurrent: (path, hash) => path === ORDERS && hash === '#all' },
  { to: `${ORDERS}/paid`, label: 'Оплаченные', isCurrent: (path) => path === `${ORDERS}/paid` },
  { to: '/admin/deliveries', label: 'Доставки', isCurrent: (path) => path === '/admin/deliveries' },
  { to: '/admin/calendar', label: 'Календарь', isCurrent: (path) => path === '/admin/calendar' },
  { to: '/admin/products', label: 'Товары', isCurrent: (path) => path === '/admin/products' },
  { to: '/admin/flowers', label: 'Цветы', isCurrent: (path) => path === '/admin/flowers' },
];

export function AdminNav() {
  const { pathname, hash } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (
    <nav className="adm-tabs" aria-label="Разделы администратора">
      <ul className="adm-tabs__list ui-wrap-row">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="adm-tabs__link" aria-current={section.isCurrent(path, hash) ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
