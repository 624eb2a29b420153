import { displayPrice, moneyFromWire, type ProductDto } from '@shop/domain';

/** '4 500 ₽', or 'от 15 000 ₽' when the price is a lower bound (the domain's catalogue format). */
export function formatProductPrice(product: Pick<ProductDto, 'price' | 'price_from'>): string {
  const price = moneyFromWire(product.price);
  return price ? displayPrice({ price, priceFrom: product.price_from }) : '';
}
