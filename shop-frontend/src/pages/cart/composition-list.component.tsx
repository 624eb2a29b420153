import { formatCustomerLineSum, type CompositionEntryDto } from '@shop/domain';
import { ProductImage } from '../../components/product-image.component';
import { compositionLines } from './cart-lines.rules';
import './composition-list.css';

/** The flowers of a collected bouquet: photo, name, pieces × price = sum (cart and order history). */
export function CompositionList({ composition }: { readonly composition: readonly CompositionEntryDto[] }) {
  return (
    <div className="shop-composition" data-testid="bouquet-composition">
      <p className="shop-composition__title">Состав букета</p>
      <ul className="shop-composition__list">
        {compositionLines(composition).map((line, index) => (
          <li key={`${index}-${line.title}`} className="shop-composition__item" data-testid="composition-line">
            <ProductImage src={line.image} className="shop-composition__image" width={36} height={36} loading="lazy" alt="" />
            <span className="shop-composition__name">{line.title}</span>
            <span className="shop-composition__sum">{formatCustomerLineSum(line)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
