/** The three Russian noun forms: for 1 (цветок), for 2–4 (цветка), for 5–20 (цветков). */
export type RussianPluralForms = readonly [one: string, few: string, many: string];

/**
 * Picks the Russian form for a count: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14, 111 → many.
 * Fractions take the "few" form (1,5 цветка), as Russian grammar does.
 */
export const pluralRu = (n: number, [one, few, many]: RussianPluralForms): string => {
  if (!Number.isInteger(n)) return few;
  const lastTwo = Math.abs(n) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
};

/** "3 цветка": the number followed by its agreeing form. */
export const countRu = (n: number, forms: RussianPluralForms): string => `${n} ${pluralRu(n, forms)}`;
