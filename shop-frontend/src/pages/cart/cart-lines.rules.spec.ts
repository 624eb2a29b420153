import { BOUQUET_TITLE, type CartItemDto } from '@shop/domain';
import { cartPieces, cartTotal, compositionLines, firstImage, orderItems, quantityRequest, withQuantity } from './cart-lines.rules';

const plant: CartItemDto = { id: 11, product_id: 6, title: 'Фикус', price: 700, quantity: 2, images: ['/images/products/6-1.jpg'] };
const bouquet: CartItemDto = {
  id: 12,
  product_id: 0,
  title: BOUQUET_TITLE,
  price: 2500,
  quantity: 1,
  images: [],
  composition: [
    { title: 'Роза', quantity: 3, price: 250, images: ['/images/flowers/f301.svg'] },
    { title: 'Тюльпан', quantity: 7, price: 250, images: [] },
  ],
};

describe('cart lines', () => {
  it('totals price × quantity in kopecks, bouquets included', () => {
    expect(cartTotal([plant, bouquet]).kopecks).toBe(390000);
    expect(cartTotal([{ ...plant, price: 0.1, quantity: 3 }]).kopecks).toBe(30);
    expect(cartTotal([]).kopecks).toBe(0);
    expect(cartPieces([plant, bouquet])).toBe(3);
  });

  it('names a product line by its product and a bouquet line by composition_id', () => {
    expect(quantityRequest(plant, 3)).toEqual({ path: '/api/cart/6', body: { quantity: 3 } });
    expect(quantityRequest(bouquet, 0)).toEqual({ path: '/api/cart/0', body: { quantity: 0, composition_id: 12 } });
  });

  it('applies a successful change locally: a new quantity, or the line removed at 0', () => {
    expect(withQuantity([plant, bouquet], 11, 5).map((item) => item.quantity)).toEqual([5, 1]);
    expect(withQuantity([plant, bouquet], 12, 0)).toEqual([plant]);
  });

  it('sends bouquet lines with composition_id when placing the order', () => {
    expect(orderItems([plant, bouquet])).toEqual([
      { product_id: 6, quantity: 2 },
      { product_id: 0, quantity: 1, composition_id: 12 },
    ]);
  });

  it('falls back to the placeholder photo and prices each flower of a bouquet', () => {
    expect(firstImage([])).toBe('/flower-placeholder.jpg');
    expect(firstImage(undefined)).toBe('/flower-placeholder.jpg');
    const [rose, tulip] = compositionLines(bouquet.composition ?? []);
    expect(rose).toMatchObject({ title: 'Роза', image: '/images/flowers/f301.svg', quantity: 3 });
    expect(rose.unitPrice.kopecks).toBe(25000);
    expect(tulip.image).toBe('/flower-placeholder.jpg');
  });
});
