// Roubles written the ru-RU way without Intl ('4 200,00 ₽', '451 ₽'): a screen's first
// Intl.NumberFormat loads the locale's data (40–120 ms in a fresh browser tab), and nearly every
// screen writes a price. The texts are exactly Intl's currency format for 'ru-RU' with the RUB sign
// (the spec checks them against it): groups of three digits and the sign ₽ after a no-break space.

const NO_BREAK_SPACE = '\u00a0';

const groupedDigits = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);

/** A non-negative whole number of kopecks with 0 decimals (half a rouble rounds up, as Intl) or with 2. */
export const roublesText = (kopecks: number, decimals: 0 | 2): string => {
  const cents = kopecks % 100;
  const roubles = (kopecks - cents) / 100;
  const number = decimals === 0 ? groupedDigits(cents >= 50 ? roubles + 1 : roubles) : `${groupedDigits(roubles)},${String(cents).padStart(2, '0')}`;
  return `${number}${NO_BREAK_SPACE}₽`;
};
