import type { CategoryCode } from '@shop/domain';
import { CATEGORY_LEADS, categoryTitle } from '../../catalogue/categories';
import { useCategoryProducts } from '../../catalogue/catalogue.queries';
import { BackLink } from '../../components/back-link.component';
import { ContactsBlock } from '../../components/contacts-block.component';
import { ProductCard } from '../../components/product-card.component';
import { useDocumentTitle } from '../../components/use-document-title';

/**
 * A category in a 2–3 column grid (spec §2 'Category pages'), under any of its spellings. The
 * scroll-to-top button after 300 px is the shell's.
 */
export function CategoryPage({ category }: { category: CategoryCode }) {
  const title = categoryTitle(category);
  useDocumentTitle(title);
  return (
    <div className="shop-container shop-category" data-testid="category-page">
      <BackLink to="/#products" label="Назад к каталогу" />
      <header className="shop-page-head">
        <h1 className="shop-page-title">{title}</h1>
        <p className="shop-page-lead">{CATEGORY_LEADS[category]}</p>
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
    <ul className="shop-product-grid" aria-label={`Товары: ${categoryTitle(category)}`}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}
