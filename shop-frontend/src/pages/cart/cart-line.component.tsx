import { formatCustomerRoubles, lineTotal, moneyOf, type CartItemDto } from '@shop/domain';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.component';
import { ProductImage } from '../../components/product-image.component';
import { canIncrease, firstImage, isBouquetLine } from './cart-lines.rules';
import { CompositionList } from './composition-list.component';
import { QuantityStepper } from './quantity-stepper.component';

interface Props {
  readonly item: CartItemDto;
  readonly busy: boolean;
  readonly onQuantity: (item: CartItemDto, quantity: number) => void;
  readonly onRemove: (item: CartItemDto) => void;
}

const money = (roubles: number) => formatCustomerRoubles(moneyOf(roubles));

/** One cart line: photo, title, unit price, − quantity +, line total, remove; a bouquet lists its flowers. */
export function CartLine({ item, busy, onQuantity, onRemove }: Props) {
  const bouquet = isBouquetLine(item);
  const total = formatCustomerRoubles(lineTotal({ unitPrice: moneyOf(item.price), quantity: item.quantity }));
  return (
    <li className="shop-cart-line" data-testid="cart-line" aria-busy={busy}>
      <div className="shop-cart-line__media">
        {bouquet ? (
          <BouquetThumbnail item={item} />
        ) : (
          <ProductImage src={firstImage(item.images)} className="shop-cart-line__image" width={96} height={96} loading="lazy" alt="" />
        )}
      </div>
      <div className="shop-cart-line__body">
        <h3 className="shop-cart-line__title">
          {bouquet ? (
            item.title
          ) : (
            <Link to={`/product/${item.product_id}`} className="shop-cart-line__link">
              {item.title}
            </Link>
          )}
        </h3>
        <p className="shop-cart-line__price" data-testid="cart-line-price">
          {money(item.price)} <span className="shop-cart-line__unit">за шт.</span>
        </p>
      </div>
      {bouquet && item.composition && item.composition.length > 0 && (
        <div className="shop-cart-line__composition">
          <CompositionList composition={item.composition} />
        </div>
      )}
      <div className="shop-cart-line__controls">
        <QuantityStepper
          value={item.quantity}
          subject={item.title}
          busy={busy}
          canDecrease
          canIncrease={canIncrease(item)}
          onDecrease={() => onQuantity(item, item.quantity - 1)}
          onIncrease={() => onQuantity(item, item.quantity + 1)}
          testId="cart-line-quantity"
        />
        <p className="shop-cart-line__total" data-testid="cart-line-total">
          <span className="shop-visually-hidden">Сумма: </span>
          {total}
        </p>
        <button
          type="button"
          className="shop-cart-line__remove"
          onClick={() => onRemove(item)}
          disabled={busy}
          aria-label={`Удалить из корзины: ${item.title}`}
        >
          <Icon name="trash" />
          <span className="shop-cart-line__remove-text">Удалить</span>
        </button>
      </div>
    </li>
  );
}

/** A collected bouquet has no photo of its own: up to four of its flowers in a small mosaic. */
function BouquetThumbnail({ item }: { item: CartItemDto }) {
  const images = (item.composition ?? []).map((entry) => firstImage(entry.images)).slice(0, 4);
  return (
    <div className={`shop-cart-line__mosaic shop-cart-line__mosaic--${Math.max(images.length, 1)}`} aria-hidden="true">
      {images.length === 0 ? (
        <ProductImage src={firstImage(item.images)} className="shop-cart-line__image" alt="" />
      ) : (
        images.map((src, index) => <ProductImage key={`${index}-${src}`} src={src} alt="" loading="lazy" />)
      )}
    </div>
  );
}
