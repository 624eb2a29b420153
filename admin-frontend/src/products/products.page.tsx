import { useState } from 'react';
import { useAdminProducts } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import type { AdminProductDto } from '../api/admin-api.types';
import { AdminPage, ListState } from '../components/admin-page.component';
import { ProductCard } from './product-card.component';
import { ProductForm } from './product-form.component';

type Editing = { readonly product: AdminProductDto | null } | null;

/** /admin/products: every product (hidden ones too) with create, edit, hide/show and its orders. */
export function ProductsPage() {
  const products = useAdminProducts();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const open = (product: AdminProductDto | null) => {
    setNotice(null);
    setEditing({ product });
  };

  return (
    <AdminPage
      title="Товары"
      actions={
        <button type="button" className="adm-button adm-button--primary" onClick={() => open(null)} disabled={editing?.product === null}>
          Добавить товар
        </button>
      }
    >
      <p className="adm-status-line" role="status">
        {notice}
      </p>
      {editing && (
        <ProductForm
          key={editing.product?.product_id ?? 'new'}
          product={editing.product}
          onDone={(text) => {
            setEditing(null);
            setNotice(text);
          }}
        />
      )}
      <section className="adm-section" aria-label="Список товаров">
        {products.isPending ? (
          <ListState kind="loading" text="Загрузка товаров…" />
        ) : products.isError ? (
          <ListState kind="error" text={errorMessage(products.error, ADMIN_API_FALLBACKS.products)} onRetry={() => void products.refetch()} />
        ) : products.data.length === 0 ? (
          <ListState kind="empty" text="Товаров пока нет" />
        ) : (
          <div className="adm-list">
            {products.data.map((product) => (
              <ProductCard key={product.product_id} product={product} onEdit={open} onNotice={setNotice} />
            ))}
          </div>
        )}
      </section>
    </AdminPage>
  );
}
