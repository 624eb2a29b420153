/** Lower case, and ё read as е: 'ЁЛКА' and 'елка' find each other. */
const normalise = (text: string): string => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');

/** Case-insensitive substring match on the title; an empty or blank query keeps every flower. */
export const searchFlowers = <F extends { readonly title: string }>(flowers: readonly F[], query: string): F[] => {
  const needle = normalise(query.trim());
  return flowers.filter((flower) => normalise(flower.title).includes(needle));
};
