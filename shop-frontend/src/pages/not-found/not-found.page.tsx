import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Страница не найдена');
  return (
    <div className="shop-container shop-empty-page">
      <p className="shop-empty-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="shop-page-title">Страница не найдена</h1>
      <p>Такой страницы у нас нет. Возможно, в адресе опечатка или страница была удалена.</p>
      <Link to="/" className="shop-button shop-button--primary">
        На главную
      </Link>
    </div>
  );
}
