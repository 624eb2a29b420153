import { parseProductSortOrder, PRODUCT_SORT_PARAM, type CategoryCode, type ProductDto, type ProductSortOrder, type ShellServices } from '@shop/domain';
import { useSearchParams } from 'react-router';
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
export function CategoryPage({ category, services }: { category: CategoryCode; services: ShellServices }) {
  const title = categoryTitle(category);
  useDocumentTitle(title);
  return (
    <div className="shop-container shop-category" data-testid="category-page">
      <BackLink to="/#products" label="Назад к каталогу" />
      <header className="shop-page-head">
        <h1 className="shop-page-title">{title}</h1>
        <p className="shop-page-lead">{CATEGORY_LEADS[category]}</p>
      </header>
      <CategoryProducts category={category} services={services} />
      <ContactsBlock />
    </div>
  );
}

function CategoryProducts({ category, services }: { category: CategoryCode; services: ShellServices }) {
  const [sort, setSort] = useSortOrder();
  const { data, isPending, isError, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useCategoryProducts(category, sort);
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
  const products = uniqueById(data.pages.flatMap((page) => page.items));
  if (products.length === 0) {
    return <p className="shop-status">В этой категории пока нет товаров — загляните позже.</p>;
  }
  return (
    <>
      <SortSelect value={sort} onChange={setSort} />
      <ul className="shop-card-grid shop-product-grid" aria-label={`Товары: ${categoryTitle(category)}`} data-testid="product-grid">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} services={services} />
        ))}
      </ul>
      {hasNextPage && (
        <div className="shop-show-more">
          <button
            type="button"
            className="shop-button shop-button--outline"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Загружаем…' : 'Показать ещё'}
          </button>
          <p className="shop-show-more__count" data-testid="category-shown">
            Показано {products.length} из {data.pages[data.pages.length - 1].total}
          </p>
        </div>
      )}
    </>
  );
}

/** A product added or removed between two pages moves the rest by one: each is shown once. */
function uniqueById(products: readonly ProductDto[]): ProductDto[] {
  const seen = new Set<number>();
  return products.filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/** The labels of the sort orders; "По умолчанию" is the catalogue's own order. */
const SORT_LABELS: Readonly<Record<ProductSortOrder, string>> = {
  'price-asc': 'Сначала дешевле',
  'price-desc': 'Сначала дороже',
  new: 'Сначала новые',
};
const DEFAULT_ORDER_LABEL = 'По умолчанию';

/**
 * The order kept in the page's address (?sort=price-asc|price-desc|new), so a sorted page can be
 * shared and the server renders it sorted: read through the router, which on the server is the
 * StaticRouter of the requested URL, so the first render in the browser is the same.
 */
function useSortOrder(): [ProductSortOrder | null, (order: ProductSortOrder | null) => void] {
  const [params, setParams] = useSearchParams();
  const setOrder = (order: ProductSortOrder | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (order) next.set(PRODUCT_SORT_PARAM, order);
        else next.delete(PRODUCT_SORT_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [parseProductSortOrder(params.get(PRODUCT_SORT_PARAM)), setOrder];
}

function SortSelect({ value, onChange }: { value: ProductSortOrder | null; onChange: (order: ProductSortOrder | null) => void }) {
  return (
    <div className="shop-sort">
      <label className="shop-sort__label" htmlFor="shop-category-sort">
        Сортировка
      </label>
      <select
        id="shop-category-sort"
        className="shop-sort__select ui-control"
        value={value ?? ''}
        onChange={(event) => onChange(parseProductSortOrder(event.target.value))}
        data-testid="category-sort"
      >
        <option value="">{DEFAULT_ORDER_LABEL}</option>
        {Object.entries(SORT_LABELS).map(([order, label]) => (
          <option key={order} value={order}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
