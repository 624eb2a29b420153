import { CONSTRUCTOR_FLOWERS } from '../catalogue/constructor-flowers.data';
import { searchFlowers } from './flower-search.rules';

const titles = (query: string): string[] => searchFlowers(CONSTRUCTOR_FLOWERS, query).map((flower) => flower.title);

describe('searchFlowers', () => {
  it('matches a case-insensitive substring of the title', () => {
    expect(titles('роза')).toEqual(['Роза']);
    expect(titles('ХРИЗ')).toEqual(['Хризантема кустовая', 'Хризантема одноголовая']);
    expect(titles('ова')).toEqual(['Хризантема кустовая', 'Хризантема одноголовая']);
    expect(titles('кактус')).toEqual([]);
  });

  it('keeps every flower for an empty or blank query and ignores surrounding spaces', () => {
    expect(titles('')).toHaveLength(12);
    expect(titles('   ')).toHaveLength(12);
    expect(titles('  пион ')).toEqual(['Пион']);
  });

  it('reads ё as е both ways', () => {
    const flowers = [{ title: 'Ёлочная ветка' }, { title: 'Лён' }, { title: 'Клен' }];
    expect(searchFlowers(flowers, 'елоч')).toEqual([{ title: 'Ёлочная ветка' }]);
    expect(searchFlowers(flowers, 'лен')).toEqual([{ title: 'Лён' }, { title: 'Клен' }]);
    expect(searchFlowers(flowers, 'клён')).toEqual([{ title: 'Клен' }]);
  });
});
