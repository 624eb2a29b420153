import { formatCustomerRoubles, isSoldOut, MAX_FLOWERS_OF_ONE_KIND, pickableCount } from '@shop/domain';
import { StockNote } from '../../components/stock-note.component';
import { ProductImage } from '../../components/product-image.component';
import { QuantityStepper } from '../cart/quantity-stepper.component';
import type { FlowerView } from './flowers.api';

interface Props {
  readonly flower: FlowerView;
  readonly count: number;
  readonly onIncrease: () => void;
  readonly onDecrease: () => void;
}

/** One flower of the constructor: photo, name, price, the stems left when few, and − count + (no more than there are). */
export function FlowerCard({ flower, count, onIncrease, onDecrease }: Props) {
  const soldOut = isSoldOut(flower.stock);
  return (
    <li
      className={`shop-card shop-card--tile shop-flower${count > 0 ? ' shop-flower--chosen' : ''}${soldOut ? ' shop-flower--sold-out' : ''}`}
      data-testid="flower-card"
    >
      <div className="shop-flower__media">
        <ProductImage src={flower.image} className="shop-flower__image" width={240} height={240} loading="lazy" alt="" />
        {count > 0 && (
          <span className="shop-flower__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </div>
      <div className="shop-flower__body">
        <h3 className="shop-flower__title">{flower.title}</h3>
        <p className="shop-flower__price">{formatCustomerRoubles(flower.price)}</p>
        <StockNote stock={flower.stock} className="shop-flower__stock" />
        <QuantityStepper
          value={count}
          subject={flower.title}
          canDecrease={count > 0}
          canIncrease={count < pickableCount(flower.stock, MAX_FLOWERS_OF_ONE_KIND)}
          onDecrease={onDecrease}
          onIncrease={onIncrease}
          testId="flower-quantity"
        />
      </div>
    </li>
  );
}
