import type { ProductDto } from '@shop/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CATALOGUE_CATEGORIES, categoryTitle } from '../../catalogue/categories';
import { useProduct } from '../../catalogue/catalogue.queries';
import { BackLink } from '../../components/back-link.component';
import { ProductImage } from '../../components/product-image.component';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatProductPrice } from '../../format/format-price';

export function ProductPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <ProductNotFound />;
  return <ProductById key={id} id={id} />;
}

function ProductById({ id }: { id: number }) {
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
  return <ProductDetails product={product} />;
}

function categoryPath(product: ProductDto): string {
  if (product.category === 'ServiceFlowers') return '/services/ServiceFlowers';
  return CATALOGUE_CATEGORIES.find((category) => category.code === product.category)?.path ?? '/#products';
}

function ProductDetails({ product }: { product: ProductDto }) {
  useDocumentTitle(product.title);
  return (
    <div className="shop-container shop-product">
      <nav className="shop-product__nav" aria-label="Навигация по каталогу">
        <BackLink to={categoryPath(product)} />
        <Link to="/" className="shop-text-link">
          На главную
        </Link>
      </nav>
      <div className="shop-product__layout">
        <ProductGallery product={product} />
        <div className="shop-product__info">
          <p className="shop-product__category">{categoryTitle(product.category)}</p>
          <h1 className="shop-page-title">{product.title}</h1>
          <p className="shop-product__price" data-testid="product-price">
            {formatProductPrice(product)}
          </p>
          {product.price_from && <p className="shop-product__note">Итоговая цена рассчитывается индивидуально.</p>}
          <p className="shop-product__description">{product.description}</p>
          <p className="shop-product__note">Подарочная упаковка — бесплатно, по желанию.</p>
          <p className="shop-product__note">
            Оплата онлайн после подтверждения заказа: SberPay, T-Банк, ВТБ. Доставка курьером по Москве или самовывоз.
          </p>
        </div>
      </div>
    </div>
  );
}

function ProductGallery({ product }: { product: ProductDto }) {
  const images = product.images.length > 0 ? product.images : [product.image];
  const [selected, setSelected] = useState(0);
  return (
    <div className="shop-gallery">
      <div className="shop-gallery__main">
        <ProductImage
          className="shop-gallery__image"
          src={images[selected] ?? product.image}
          alt={`${product.title} — фото ${selected + 1} из ${images.length}`}
          width={800}
          height={800}
        />
      </div>
      {images.length > 1 && (
        <ul className="shop-gallery__thumbs" aria-label="Фотографии товара">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="shop-gallery__thumb"
                aria-label={`Показать фото ${index + 1}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ProductImage src={image} alt="" width={96} height={96} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductNotFound() {
  useDocumentTitle('Товар не найден');
  return (
    <div className="shop-container shop-empty-page">
      <h1 className="shop-page-title">Товар не найден</h1>
      <p>Возможно, его уже раскупили или ссылка устарела. Посмотрите другие товары в каталоге.</p>
      <Link to="/#products" className="shop-button shop-button--primary">
        Перейти в каталог
      </Link>
    </div>
  );
}
