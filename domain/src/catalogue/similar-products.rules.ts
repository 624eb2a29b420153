/** Spec §9: the product page shows at most 3 similar products. */
export const SIMILAR_PRODUCTS_LIMIT = 3;

/** Products of the same category, not the product itself, in catalogue order, at most 3. Works on DTOs too. */
export const similarProducts = <P extends { readonly id: number; readonly category: string }>(product: P, catalogue: readonly P[]): P[] =>
  catalogue.filter((candidate) => candidate.category === product.category && candidate.id !== product.id).slice(0, SIMILAR_PRODUCTS_LIMIT);
