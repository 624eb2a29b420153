import { isSoldOut, stockLabel, type Stock } from '@shop/domain';

/** «Нет в наличии» or «Осталось N шт.» when stock is low; nothing for plenty or made to order. */
export function StockNote({ stock, className = '' }: { stock: Stock; className?: string }) {
  const label = stockLabel(stock);
  if (label === null) return null;
  return (
    <p className={`shop-stock shop-stock--${isSoldOut(stock) ? 'out' : 'low'} ${className}`.trim()} data-testid="stock-note">
      {label}
    </p>
  );
}
