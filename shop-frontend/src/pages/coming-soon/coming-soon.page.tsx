import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';

/** Routes of the spec whose screens are not built yet: an honest note instead of a 404. */
export const COMING_SOON_ROUTES: readonly { path: string; title: string }[] = [
  { path: 'constructor', title: 'Конструктор букетов' },
  { path: 'cart', title: 'Корзина' },
  { path: 'login', title: 'Вход' },
  { path: 'register', title: 'Регистрация' },
  { path: 'forgot-password', title: 'Восстановление пароля' },
  { path: 'reset-password', title: 'Новый пароль' },
  { path: 'profile', title: 'Личный кабинет' },
  { path: 'orders/history', title: 'История ваших заказов' },
  { path: 'payment/order/:orderId', title: 'Оплата заказа' },
  { path: 'thanks', title: 'Спасибо за заказ' },
  { path: 'terms', title: 'Пользовательское соглашение' },
  { path: 'privacy', title: 'Политика конфиденциальности' },
  { path: 'cookie-policy', title: 'Политика использования файлов cookie' },
  { path: 'services/ServiceCare', title: 'Уход за растениями' },
  { path: 'services/ServiceConsultation', title: 'Консультации' },
];

export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="shop-container shop-empty-page">
      <h1 className="shop-page-title">{title}</h1>
      <p>Этот раздел скоро появится. А пока загляните в каталог или напишите нам — поможем с заказом.</p>
      <Link to="/#products" className="shop-button shop-button--primary">
        Перейти в каталог
      </Link>
    </div>
  );
}
