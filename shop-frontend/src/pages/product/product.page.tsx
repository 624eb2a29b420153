import {
  CATEGORIES,
  DISCUSS_COMPOSITION,
  discussChannels,
  isPriceOnRequest,
  isSoldOut,
  productTrustContext,
  type ProductDto,
  type ShellServices,
} from '@shop/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { categoryTitle } from '../../catalogue/categories';
import { useProduct } from '../../catalogue/catalogue.queries';
import { BackButton } from '../../components/back-link.component';
import { Icon } from '../../components/icon.component';
import { TrustFacts } from '../../components/trust-facts.component';
import { StockNote } from '../../components/stock-note.component';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatProductPrice } from '../../format/format-price';
import { CartNotice } from './cart-notice.component';
import { LikeButton } from './like-button.component';
import { PaymentInfoButton } from './payment-info-button.component';
import { ProductGallery } from './product-gallery.component';
import { ProductReviews } from './product-reviews.section';
import { SimilarProducts } from './similar-products.section';
import { useAddToCart } from './use-add-to-cart';

interface Props {
  services: ShellServices;
}

/** /product/{id} (spec §2 'Product page'). */
export function ProductPage({ services }: Props) {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <ProductNotFound />;
  return <ProductById key={id} id={id} services={services} />;
}

function ProductById({ id, services }: { id: number; services: ShellServices }) {
  const { data: product, isPending, isError, refetch } = useProduct(id);
  if (isPending) {
    return (
      <div className="shop-container">
        <p className="shop-status" role="status">
          Загружаем товар…
        </p>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="shop-container">
        <div className="shop-status shop-status--error" role="alert">
          <p>Не удалось загрузить товар. Проверьте подключение к интернету и попробуйте ещё раз.</p>
          <button type="button" className="shop-button shop-button--primary" onClick={() => refetch()}>
            Повторить
          </button>
        </div>
      </div>
    );
  }
  if (!product) return <ProductNotFound />;
  return <ProductDetails product={product} services={services} />;
}

function ProductDetails({ product, services }: { product: ProductDto; services: ShellServices }) {
  useDocumentTitle(product.title);
  const images = product.images.length > 0 ? product.images : [product.image];
  const cart = useAddToCart(services, product.id);
  return (
    <div className="shop-container shop-product" data-testid="product-page">
      <nav className="shop-product__nav" aria-label="Навигация по магазину">
        <HistoryBack fallback={CATEGORIES[product.category].route} />
        <Link to="/" className="shop-text-link">
          На главную
        </Link>
      </nav>
      <div className="shop-product__layout">
        <ProductGallery title={product.title} images={images} />
        <div className="shop-product__info">
          <p className="shop-product__category">{categoryTitle(product.category)}</p>
          <h1 className="shop-page-title">{product.title}</h1>
          <div className="shop-product__price-row">
            <p className="shop-product__price" data-testid="product-price">
              {formatProductPrice(product)}
            </p>
            <LikeButton productId={product.id} />
          </div>
          {product.price_from && <p className="shop-product__note">Итоговая цена рассчитывается индивидуально.</p>}
          <p className="shop-product__description">{product.description}</p>
          {isPriceOnRequest({ priceFrom: product.price_from }) ? (
            <DiscussComposition />
          ) : (
            <div className="shop-product__actions">
              <StockNote stock={product.stock} className="shop-product__stock" />
              {!isSoldOut(product.stock) && (
                <button
                  type="button"
                  className="shop-button shop-button--accent"
                  onClick={cart.add}
                  aria-busy={cart.busy}
                  {...cart.signInFirst}
                  data-testid="add-to-cart"
                >
                  Добавить в корзину
                </button>
              )}
              <PaymentInfoButton />
            </div>
          )}
          <CartNotice notice={cart.notice} onClose={cart.clearNotice} className="shop-product__notice" />
          <div className="shop-product__gift">
            <Icon name="gift" />
            <p>
              <strong>Подарочная упаковка — бесплатно.</strong> Упакуем покупку в крафт-бумагу с лентой и добавим открытку с вашим текстом: напишите его при
              оформлении заказа.
            </p>
          </div>
          <TrustFacts testId="product-trust" context={productTrustContext(product)} />
        </div>
      </div>
      <ProductReviews productId={product.id} />
      <SimilarProducts product={product} />
    </div>
  );
}

/** A product priced "from" (the composition service) is discussed with the florist, never put in a cart. */
function DiscussComposition() {
  const [bot, email] = discussChannels();
  return (
    <div className="shop-product__actions shop-product__discuss" data-testid="discuss-composition">
      <p className="shop-product__discuss-title">{DISCUSS_COMPOSITION}</p>
      <a className="shop-button shop-button--accent" href={bot.href} target="_blank" rel="noopener noreferrer">
        {bot.label}
        <span className="shop-visually-hidden"> (откроется в новой вкладке)</span>
      </a>
      <a className="shop-button shop-button--outline" href={email.href}>
        {email.label}
      </a>
      <PaymentInfoButton />
    </div>
  );
}

/** 'Назад': one step back in the history, or to the product's category when the visit began here. */
function HistoryBack({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) navigate(-1);
    else navigate(fallback);
  };
  return <BackButton onClick={goBack}>Назад</BackButton>;
}

function ProductNotFound() {
  useDocumentTitle('Товар не найден');
  return (
    <div className="shop-container shop-empty-page" data-testid="product-not-found">
      <h1 className="shop-page-title">Товар не найден</h1>
      <p>Возможно, его уже раскупили или ссылка устарела. Посмотрите другие товары в каталоге.</p>
      <Link to="/#products" className="shop-button shop-button--primary">
        Перейти в каталог
      </Link>
    </div>
  );
}
