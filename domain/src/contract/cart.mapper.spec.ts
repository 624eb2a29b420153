import { BOUQUET_TITLE } from '../bouquet/bouquet-composition.rules';
import { EMPTY_SELECTION, setFlowerCount } from '../bouquet/bouquet-selection.value-object';
import { Money } from '../money/money.value-object';
import { selectionFromBouquetItems, toBouquetItems, toCartItemDto } from './cart.mapper';

describe('cart wire mapping', () => {
  it('turns into the add-bouquet payload in id order and back, summing repeats', () => {
    const selection = setFlowerCount(setFlowerCount(EMPTY_SELECTION, 305, 2), 301, 3);
    expect(toBouquetItems(selection)).toEqual([
      { product_id: 301, quantity: 3 },
      { product_id: 305, quantity: 2 },
    ]);
    const parsed = selectionFromBouquetItems([
      { product_id: 301, quantity: 1 },
      { product_id: 301, quantity: 2 },
      { product_id: 302, quantity: 0 },
    ]);
    expect([...parsed.entries()]).toEqual([
      [301, 3],
      [302, 0],
    ]);
  });

  it('sends a product line in roubles with its picture, or the placeholder', () => {
    const line = {
      kind: 'product' as const,
      key: 'product:2',
      productId: 2,
      title: 'Террариум',
      unitPrice: Money.ofKopecks(450050),
      quantity: 2,
      image: '/images/p2.svg',
    };
    expect(toCartItemDto(11, line)).toEqual({ id: 11, product_id: 2, title: 'Террариум', price: 4500.5, quantity: 2, images: ['/images/p2.svg'] });
    expect(toCartItemDto(11, { ...line, image: null }).images).toEqual(['/flower-placeholder.jpg']);
  });

  it('sends a bouquet with product_id 0 and its flowers', () => {
    const rose = { flowerId: 301, title: 'Роза', quantity: 3, unitPrice: Money.ofRoubles(250), image: '/images/flowers/f301.svg' };
    const line = {
      kind: 'bouquet' as const,
      key: 'bouquet:301x3',
      title: BOUQUET_TITLE,
      unitPrice: Money.ofRoubles(750),
      quantity: 1,
      image: null,
      composition: [rose],
    };
    expect(toCartItemDto(5, line)).toEqual({
      id: 5,
      product_id: 0,
      title: 'Собранный букет',
      price: 750,
      quantity: 1,
      images: ['/images/flowers/f301.svg'],
      composition: [{ title: 'Роза', quantity: 3, price: 250, images: ['/images/flowers/f301.svg'] }],
    });
  });
});
