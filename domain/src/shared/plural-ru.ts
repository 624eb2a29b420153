/** The three Russian noun forms: for 1 (цветок), for 2–4 (цветка), for 5–20 (цветков). */
export type RussianPluralForms = readonly [one: string, few: string, many: string];

const RULES = new Intl.PluralRules('ru');

/**
 * Picks the Russian form for a count with the language's own plural rules: 1, 21 → one; 2–4, 22–24
 * → few; 0, 5–20, 111 → many. Fractions ('other') take the "few" form (1,5 цветка).
 */
export const pluralRu = (n: number, [one, few, many]: RussianPluralForms): string => {
  switch (RULES.select(n)) {
    case 'one':
      return one;
    case 'many':
      return many;
    default:
      return few;
  }
};

/** "3 цветка": the number followed by its agreeing form. */
export const countRu = (n: number, forms: RussianPluralForms): string => `${n} ${pluralRu(n, forms)}`;
