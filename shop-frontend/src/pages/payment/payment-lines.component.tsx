import { ProductImage } from '../../components/product-image.component';
import type { PaymentLineView } from './payment-order.view';

/** The order's lines: photo, name, 'quantity × price = total'; a collected bouquet lists its flowers. */
export function PaymentLines({ lines }: { lines: readonly PaymentLineView[] }) {
  return (
    <ul className="shop-pay-lines" data-testid="payment-items">
      {lines.map((line) => (
        <li key={line.key} className={`shop-pay-line${line.flowers.length > 0 ? ' shop-pay-line--bouquet' : ''}`} data-testid="payment-item">
          {line.flowers.length === 0 && (
            <ProductImage
              src={line.image ?? ''}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              decoding="async"
              className="shop-line-image shop-pay-line__image"
            />
          )}
          <div className="shop-pay-line__body">
            <p className="shop-pay-line__name">{line.name}</p>
            <p className="shop-pay-line__sum">{line.sum}</p>
            {line.flowers.length > 0 && (
              <ul className="shop-pay-flowers" aria-label={`Состав: ${line.name}`}>
                {line.flowers.map((flower) => (
                  <li key={flower.key} className="shop-pay-flower" data-testid="payment-flower">
                    <ProductImage src={flower.image ?? ''} alt="" width={40} height={40} loading="lazy" decoding="async" className="shop-pay-flower__image" />
                    <span className="shop-pay-flower__title">{flower.title}</span>
                    <span className="shop-pay-flower__sum">{flower.sum}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
