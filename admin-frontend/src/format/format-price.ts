// The admin's one place for money formatting; switch to the domain's helpers once they land.
// Admin screens show roubles with 2 decimals (ARCHITECTURE.md, spec §9).
const roubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.5 -> '1 234,50 ₽' (amounts on the wire are roubles). */
export function formatPrice(amountInRoubles: number): string {
  return roubles.format(amountInRoubles);
}
