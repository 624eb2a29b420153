import type { ProductDto } from '@shop/domain';

// Switch to the domain's money formatting helpers once they land; keep this module the only place
// the shop formats prices.
const roubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 8000 -> '8 000 ₽' (prices on the wire are roubles). */
export function formatPrice(amountInRoubles: number): string {
  return roubles.format(amountInRoubles);
}

/** '4 500 ₽', or 'от 15 000 ₽' when the price is a lower bound. */
export function formatProductPrice(product: Pick<ProductDto, 'price' | 'price_from'>): string {
  const amount = formatPrice(product.price);
  return product.price_from ? `от ${amount}` : amount;
}
