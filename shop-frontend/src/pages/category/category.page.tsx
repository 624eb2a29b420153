import type { CategoryCode } from '@shop/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { categoryFromSlug, categoryTitle } from '../../catalogue/categories';
import { useCategoryProducts } from '../../catalogue/catalogue.queries';
import { BackLink } from '../../components/back-link.component';
import { ContactsBlock } from '../../components/contacts-block.component';
import { ProductCard } from '../../components/product-card.component';
import { useDocumentTitle } from '../../components/use-document-title';
import { NotFoundPage } from '../not-found/not-found.page';

/** /products/:slug in any spelling of the category. */
export function CategoryBySlugPage() {
  const { slug } = useParams();
  const category = categoryFromSlug(slug);
  if (!category) return <NotFoundPage />;
  return <CategoryPage category={category} />;
}

interface CategoryPageProps {
  category: CategoryCode;
  intro?: ReactNode;
  /** Where 'Назад' leads: the landing section the category card sits in. */
  backTo?: string;
}

export function CategoryPage({ category, intro, backTo = '/#products' }: CategoryPageProps) {
  const title = categoryTitle(category);
  useDocumentTitle(title);
  return (
    <div className="shop-container shop-category">
      <BackLink to={backTo} />
      <header className="shop-page-head">
        <h1 className="shop-page-title">{title}</h1>
        {intro}
      </header>
      <CategoryProducts category={category} />
      <ContactsBlock />
    </div>
  );
}

function CategoryProducts({ category }: { category: CategoryCode }) {
  const { data: products, isPending, isError, refetch, isFetching } = useCategoryProducts(category);
  if (isPending) {
    return (
      <p className="shop-status" role="status">
        Загружаем товары…
      </p>
    );
  }
  if (isError) {
    return (
      <div className="shop-status shop-status--error" role="alert">
        <p>Не удалось загрузить товары. Проверьте подключение к интернету и попробуйте ещё раз.</p>
        <button type="button" className="shop-button shop-button--primary" onClick={() => refetch()} disabled={isFetching}>
          Повторить
        </button>
      </div>
    );
  }
  if (products.length === 0) {
    return <p className="shop-status">В этой категории пока нет товаров — загляните позже.</p>;
  }
  return (
    <ul className="shop-product-grid" aria-label="Товары">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}
