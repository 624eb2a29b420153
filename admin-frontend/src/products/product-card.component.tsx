import { CALENDAR_TEXTS, stockLabel } from '@shop/domain';
import { useId, useState } from 'react';
import { useReloadProducts } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminProductDto } from '../api/admin-api.types';
import { adminStockText } from '../components/count-input';
import { Facts } from '../components/facts.component';
import { OrderLines, StatusBadge, deliveryFacts } from '../components/order-parts.component';
import { firstImage, formatAdminRoubles, formatDateTime } from '../format/admin-format';
import { categoryTitle } from './product-form.rules';
import { groupOrdersByOrderId, type ProductOrderGroup } from './product-orders.rules';
import { ErrorLine } from '../components/error-line.component';

interface Props {
  readonly product: AdminProductDto;
  readonly onEdit: (product: AdminProductDto) => void;
  readonly onNotice: (text: string) => void;
  /** Its orders are those of the pages loaded so far, or of a search: not necessarily all it has. */
  readonly partial: boolean;
}

/** A product of the admin list: picture, title, category, price, catalogue visibility, and its orders. */
export function ProductCard({ product, onEdit, onNotice, partial }: Props) {
  const api = useAdminApi();
  const reloadProducts = useReloadProducts();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groups = groupOrdersByOrderId([product]);
  const price = formatAdminRoubles(product.price);
  const stock = adminStockText(product.stock);

  async function toggleVisibility() {
    setBusy(true);
    setError(null);
    try {
      await api.setProductVisibility(product.product_id, !product.is_visible);
      await reloadProducts();
      onNotice(product.is_visible ? `Товар «${product.title}» скрыт из каталога.` : `Товар «${product.title}» снова в каталоге.`);
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_API_FALLBACKS.visibility));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      className={product.is_visible ? 'adm-product' : 'adm-product adm-product--hidden'}
      aria-labelledby={titleId}
      data-testid={`product-${product.product_id}`}
    >
      <div className="adm-product__main">
        <img className="adm-product__image" src={firstImage(product.image_url, product.images)} alt="" width={112} height={112} loading="lazy" />
        <div className="adm-product__info">
          <h3 id={titleId} className="adm-product__title">
            {product.title}
          </h3>
          <p className="adm-product__meta">
            <span>{categoryTitle(product.category)}</span>
            <span className="adm-product__price">{product.price_from ? `от ${price}` : price}</span>
            <span className={product.is_visible ? 'adm-badge adm-badge--visible' : 'adm-badge adm-badge--hidden'}>
              {product.is_visible ? 'В каталоге' : 'Скрыт'}
            </span>
            {stock && <span className={stockLabel(product.stock) ? 'adm-badge adm-badge--changed' : 'adm-muted'}>{stock}</span>}
            {product.lead_days > 0 && <span className="adm-muted">{CALENDAR_TEXTS.leadDays(product.lead_days)}</span>}
            <span className="adm-muted">№{product.product_id}</span>
          </p>
          <div className="adm-product__actions">
            <button type="button" className="ui-button ui-button--small" aria-label={`Изменить «${product.title}»`} onClick={() => onEdit(product)}>
              Изменить
            </button>
            <button
              type="button"
              className="ui-button ui-button--small"
              aria-label={product.is_visible ? `Скрыть «${product.title}» из каталога` : `Показать «${product.title}» в каталоге`}
              disabled={busy}
              onClick={() => void toggleVisibility()}
            >
              {product.is_visible ? 'Скрыть из каталога' : 'Показать в каталоге'}
            </button>
          </div>
          <ErrorLine text={error} />
        </div>
      </div>

      {groups.length === 0 ? (
        <p className="adm-muted adm-product__no-orders">{partial ? 'Среди показанных заказов этого товара нет' : 'Этот товар ещё не заказывали'}</p>
      ) : (
        <details className="adm-product__orders">
          <summary>
            {partial ? 'Показанные заказы с этим товаром' : 'Заказы с этим товаром'}: {groups.length}
          </summary>
          <ul className="adm-product__groups">
            {groups.map((group) => (
              <li key={group.order_id}>
                <ProductOrderGroupView group={group} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

function ProductOrderGroupView({ group }: { group: ProductOrderGroup }) {
  return (
    <div className="adm-group">
      <p className="adm-group__head">
        <strong>Заказ №{group.order_id}</strong>
        <StatusBadge status={group.status} />
        <span className="adm-muted">{formatDateTime(group.created_at)}</span>
      </p>
      <Facts facts={[{ label: 'Покупатель', value: [group.username, group.email].filter(Boolean).join(', ') }, ...deliveryFacts(group)]} />
      <OrderLines
        lines={group.items.map((item, index) => ({
          key: `${item.product_id}-${index}`,
          title: item.title,
          quantity: item.quantity,
          unitPrice: item.item_price,
          image: item.image_url,
          composition: item.composition,
        }))}
      />
    </div>
  );
}
