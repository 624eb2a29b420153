import { SIMILAR_PRODUCTS_LIMIT, similarProducts, type ProductDto, type ServerApiGet } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { firstProductsQuery } from '../../catalogue/catalogue.queries';
import { ProductImage } from '../../components/product-image.component';
import { StockNote } from '../../components/stock-note.component';
import { formatProductPrice } from '../../format/format-price';

/** The first products of its category: enough for SIMILAR_PRODUCTS_LIMIT of them besides itself. */
export const similarCandidatesQuery = (product: ProductDto, get?: ServerApiGet) => firstProductsQuery(product.category, SIMILAR_PRODUCTS_LIMIT + 1, get);

/** Up to 3 products of the same category, each with a details button and its stock when low (spec §2, §9). */
export function SimilarProducts({ product }: { product: ProductDto }) {
  const { data: catalogue } = useQuery(similarCandidatesQuery(product));
  const similar = catalogue ? similarProducts(product, catalogue) : [];
  if (similar.length === 0) return null;
  return (
    <section className="shop-similar" aria-labelledby="shop-similar-title">
      <h2 id="shop-similar-title" className="shop-section-title">
        Похожие товары
      </h2>
      <ul className="shop-similar__list shop-card-grid">
        {similar.map((item) => (
          <li key={item.id} className="shop-card shop-card--tile" data-testid="similar-product">
            <div className="shop-similar__media">
              <ProductImage src={item.image} alt="" width={480} height={480} loading="lazy" decoding="async" />
            </div>
            <div className="shop-similar__body">
              <h3 className="shop-similar__title">{item.title}</h3>
              <p className="shop-similar__price">{formatProductPrice(item)}</p>
              <StockNote stock={item.stock} />
              <Link to={`/product/${item.id}`} className="shop-button shop-button--outline shop-similar__more" aria-label={`Подробнее: ${item.title}`}>
                Подробнее
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
