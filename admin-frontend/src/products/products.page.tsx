import { showToast, TOAST_MS } from '@shop/ui';
import { ORDER_STATUSES } from '@shop/domain';
import { useMemo, useState } from 'react';
import { useAdminProducts } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import type { AdminProductDto } from '../api/admin-api.types';
import { AdminPage } from '../components/admin-page.component';
import { NO_FILTERS, isFiltered, type FilterControls, type ListFilters } from '../components/list-filters.rules';
import { PagedList } from '../components/paged-list.component';
import { groupOrdersByOrderId } from './product-orders.rules';
import { ProductCard } from './product-card.component';
import { ProductForm } from './product-form.component';

type Editing = { readonly product: AdminProductDto | null } | null;

const notify = (text: string) => showToast('success', text, TOAST_MS.notice);

/** The orders on the cards may be any order: every status, stage, delivery type and day. */
const PRODUCT_ORDERS_CONTROLS: FilterControls = { statuses: ORDER_STATUSES, stage: true, dateField: true };

/**
 * /admin/products: every product (hidden ones too) with create, edit, hide/show and its orders, a page
 * of orders at a time (newest first, searched and filtered on the server), «Показать ещё» adding the
 * next page's orders to their cards.
 */
export function ProductsPage() {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const products = useAdminProducts(filters);
  const loaded = products.query.data;
  const ordersShown = useMemo(() => loaded && groupOrdersByOrderId(loaded).length, [loaded]);
  const [editing, setEditing] = useState<Editing>(null);
  const edit = (product: AdminProductDto | null) => setEditing({ product });

  return (
    <AdminPage
      title="Товары"
      actions={
        <button type="button" className="ui-button ui-button--primary" onClick={() => edit(null)} disabled={editing?.product === null}>
          Добавить товар
        </button>
      }
    >
      {editing && (
        <ProductForm
          key={editing.product?.product_id ?? 'new'}
          product={editing.product}
          onDone={(text) => {
            setEditing(null);
            if (text) notify(text);
          }}
        />
      )}
      <section className="adm-section" aria-label="Список товаров">
        <h2 className="adm-section__title">
          Заказы с товарами
          {products.total !== null && <span className="adm-count">{products.total}</span>}
        </h2>
        <PagedList
          id="products"
          list={products}
          filters={filters}
          onFilters={setFilters}
          controls={PRODUCT_ORDERS_CONTROLS}
          loading="Загрузка товаров…"
          failure={ADMIN_API_FALLBACKS.products}
          empty="Товаров пока нет"
          shown={ordersShown}
        >
          {(product) => (
            <ProductCard key={product.product_id} product={product} onEdit={edit} onNotice={notify} partial={products.hasMore || isFiltered(filters)} />
          )}
        </PagedList>
      </section>
    </AdminPage>
  );
}
