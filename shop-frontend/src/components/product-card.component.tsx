import type { ProductDto } from '@shop/domain';
import { Link } from 'react-router';
import { formatProductPrice } from '../format/format-price';
import { ProductImage } from './product-image.component';

export function ProductCard({ product }: { product: ProductDto }) {
  return (
    <li className="shop-product-card" data-testid="product-card">
      <Link to={`/product/${product.id}`} className="shop-product-card__link">
        <div className="shop-product-card__media">
          <ProductImage
            className="shop-product-card__image"
            src={product.image}
            alt=""
            loading="lazy"
            decoding="async"
            width={480}
            height={480}
          />
        </div>
        <div className="shop-product-card__body">
          <h2 className="shop-product-card__title">{product.title}</h2>
          <p className="shop-product-card__price" data-testid="product-price">
            {formatProductPrice(product)}
          </p>
        </div>
      </Link>
    </li>
  );
}
