/**
 * Turns the decimal text of a non-negative rouble amount ("450.5", "1.005", as `String(number)`
 * writes it, without exponent) into kopecks, rounding half up on the digits as written. Working
 * on the text instead of `roubles * 100` keeps binary floating point out: 1.005 * 100 is
 * 100.49999999999999 and would lose the kopeck.
 */
export const decimalRoublesToKopecks = (text: string): number => {
  const [whole, fraction = ''] = text.split('.');
  const kopecks = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return Number(fraction.charAt(2) || '0') >= 5 ? kopecks + 1 : kopecks;
};
