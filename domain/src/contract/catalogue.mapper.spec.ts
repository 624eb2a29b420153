import { Money } from '../money/money.value-object';
import { PRODUCTS, testProduct } from '../testing/catalogue.fixtures';
import { CONSTRUCTOR_FLOWERS } from '../catalogue/constructor-flowers.data';
import { flowerFromDto, toFlowerDto, toProductDto } from './catalogue.mapper';

describe('catalogue wire mapping', () => {
  it('sends products in roubles with the main picture first', () => {
    expect(toProductDto(PRODUCTS[1])).toEqual({
      id: 2,
      title: 'Товар 2',
      description: 'Описание',
      price: 4500,
      price_from: false,
      category: 'terrariums',
      image: '/images/products/p2-1.svg',
      images: ['/images/products/p2-1.svg', '/images/products/p2-2.svg'],
      stock: null,
      lead_days: 0,
    });
    expect(toProductDto(testProduct({ id: 3, price: Money.ofKopecks(45050) })).price).toBe(450.5);
    expect(toProductDto(testProduct({ id: 1, stock: 2, leadDays: 3 }))).toMatchObject({ stock: 2, lead_days: 3 });
  });

  it('sends flowers and reads them back without losing a kopeck', () => {
    for (const flower of CONSTRUCTOR_FLOWERS) expect(flowerFromDto(toFlowerDto(flower))).toEqual({ ok: true, value: flower });
    expect(toFlowerDto(CONSTRUCTOR_FLOWERS[0])).toEqual({
      id: 301,
      title: 'Роза',
      price: 250,
      image: '/images/flowers/f301.webp',
      category: 'flowers',
      stock: null,
    });
    expect(toFlowerDto({ ...CONSTRUCTOR_FLOWERS[1], stock: 4 }).stock).toBe(4);
  });

  it('refuses a flower priced below zero or not at all', () => {
    expect(flowerFromDto({ id: 1, title: 'x', price: Number.NaN, image: '', category: 'flowers', stock: null }).ok).toBe(false);
    expect(flowerFromDto({ id: 1, title: 'x', price: -1, image: '', category: 'flowers', stock: null })).toMatchObject({
      ok: false,
      error: { code: 'MONEY.NEGATIVE' },
    });
  });
});
