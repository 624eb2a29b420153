import { isPriceOnRequest, isSoldOut, type ProductDto, type ShellServices } from '@shop/domain';
import { Link } from 'react-router';
import { formatProductPrice } from '../format/format-price';
import { CartNotice } from '../pages/product/cart-notice.component';
import { useAddToCart } from '../pages/product/use-add-to-cart';
import { ProductImage } from './product-image.component';
import { StockNote } from './stock-note.component';

/**
 * A catalogue card: the picture, title and price (and «Осталось N шт.» when few are left) link to
 * the product's page; beside the link (a button inside a link is not allowed) "В корзину", «Нет в
 * наличии» in its place when none is left, or for a price on request a link to the page.
 */
export function ProductCard({ product, services }: { product: ProductDto; services: ShellServices }) {
  return (
    <li className="shop-product-card" data-testid="product-card">
      <Link to={`/product/${product.id}`} className="shop-product-card__link">
        <div className="shop-product-card__media">
          <ProductImage className="shop-product-card__image" src={product.image} alt="" loading="lazy" decoding="async" width={480} height={480} />
        </div>
        <div className="shop-product-card__body">
          <h2 className="shop-product-card__title">{product.title}</h2>
          <p className="shop-product-card__price" data-testid="product-price">
            {formatProductPrice(product)}
          </p>
          {!isSoldOut(product.stock) && <StockNote stock={product.stock} />}
        </div>
      </Link>
      <div className="shop-product-card__actions">
        {isPriceOnRequest({ priceFrom: product.price_from }) ? (
          // Spec/domain: a price "from" is not a price, so it cannot go to the cart (CART.PRICE_ON_REQUEST).
          <Link
            to={`/product/${product.id}`}
            className="shop-button shop-button--outline shop-product-card__action"
            aria-label={`Подробнее: ${product.title}`}
            data-testid="product-card-details"
          >
            Подробнее
          </Link>
        ) : isSoldOut(product.stock) ? (
          <StockNote stock={product.stock} className="shop-product-card__action shop-product-card__sold-out" />
        ) : (
          <CardCartButton product={product} services={services} />
        )}
      </div>
    </li>
  );
}

/** The product page's add-to-cart (sign-in first, then POST /api/cart/add, its notices and the header's badge). */
function CardCartButton({ product, services }: { product: ProductDto; services: ShellServices }) {
  const cart = useAddToCart(services, product.id);
  return (
    <>
      <CartNotice notice={cart.notice} onClose={cart.clearNotice} className="shop-product-card__notice" />
      <button
        type="button"
        className="shop-button shop-button--accent shop-product-card__action"
        onClick={cart.add}
        aria-busy={cart.busy}
        aria-label={`В корзину: ${product.title}`}
        {...cart.signInFirst}
        data-testid="product-card-add"
      >
        В корзину
      </button>
    </>
  );
}
