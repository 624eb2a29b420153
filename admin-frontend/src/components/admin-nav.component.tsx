import { useContext } from 'react';
import { Link, useLocation } from 'react-router';
import { DEFAULT_STAFF_PERMISSION, roleMay, type StaffPermission } from '@shop/domain';
import { StaffRoleContext } from '../guard/staff-role.context';

interface Section {
  readonly to: string;
  readonly label: string;
  readonly isCurrent: (pathname: string, hash: string) => boolean;
  /** Who sees the tab, as the server decides who may call its routes: the owner's unless said. */
  readonly permission?: StaffPermission;
}

const ORDERS = '/admin/orders';

/** The owner's dashboard first; pending and all orders share /admin/orders as two sections; paid orders, the day's deliveries, the delivery calendar, products, flowers, promo codes, the staff and the reviews have their own pages. */
const SECTIONS: readonly Section[] = [
  { to: '/admin/dashboard', label: 'Сводка', isCurrent: (path) => path === '/admin/dashboard' },
  { to: `${ORDERS}#pending`, label: 'Ожидают подтверждения', isCurrent: (path, hash) => path === ORDERS && hash !== '#all', permission: 'orders.read' },
  { to: `${ORDERS}#all`, label: 'Все заказы', isCurrent: (path, hash) => path === ORDERS && hash === '#all', permission: 'orders.read' },
  { to: `${ORDERS}/paid`, label: 'Оплаченные', isCurrent: (path) => path === `${ORDERS}/paid`, permission: 'orders.read' },
  { to: '/admin/deliveries', label: 'Доставки', isCurrent: (path) => path === '/admin/deliveries', permission: 'orders.read' },
  { to: '/admin/calendar', label: 'Календарь', isCurrent: (path) => path === '/admin/calendar' },
  { to: '/admin/products', label: 'Товары', isCurrent: (path) => path === '/admin/products' },
  { to: '/admin/flowers', label: 'Цветы', isCurrent: (path) => path === '/admin/flowers' },
  { to: '/admin/promo-codes', label: 'Промокоды', isCurrent: (path) => path === '/admin/promo-codes' },
  { to: '/admin/staff', label: 'Сотрудники', isCurrent: (path) => path === '/admin/staff' },
  { to: '/admin/reviews', label: 'Отзывы', isCurrent: (path) => path === '/admin/reviews' },
];

export function AdminNav() {
  const { pathname, hash } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const role = useContext(StaffRoleContext);
  const sections = SECTIONS.filter((section) => roleMay(role, section.permission ?? DEFAULT_STAFF_PERMISSION));
  return (
    <nav className="adm-tabs" aria-label="Разделы администратора">
      <ul className="adm-tabs__list ui-wrap-row">
        {sections.map((section) => (
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
