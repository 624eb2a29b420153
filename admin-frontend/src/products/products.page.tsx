import { showToast, TOAST_MS } from '@shop/ui';
import { useState } from 'react';
import { useAdminProducts } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS } from '../api/admin-api';
import type { AdminProductDto } from '../api/admin-api.types';
import { AdminPage } from '../components/admin-page.component';
import { QueryList } from '../components/query-list.component';
import { ProductCard } from './product-card.component';
import { ProductForm } from './product-form.component';

type Editing = { readonly product: AdminProductDto | null } | null;

const notify = (text: string) => showToast('success', text, TOAST_MS.notice);

/** /admin/products: every product (hidden ones too) with create, edit, hide/show and its orders. */
export function ProductsPage() {
  const products = useAdminProducts();
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
        <QueryList query={products} loading="Загрузка товаров…" failure={ADMIN_API_FALLBACKS.products} empty="Товаров пока нет">
          {(product) => <ProductCard key={product.product_id} product={product} onEdit={edit} onNotice={notify} />}
        </QueryList>
      </section>
    </AdminPage>
  );
}
