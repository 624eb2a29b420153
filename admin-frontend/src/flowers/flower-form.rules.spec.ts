import { describe, expect, it } from '@jest/globals';
import { emptyFlowerForm, flowerFormErrors, flowerFormValues, flowerStockText, toFlowerEdit, toFlowerPayload } from './flower-form.rules';

describe('flower form rules', () => {
  it('reads a flower into the form and back unchanged', () => {
    const flower = { id: 301, title: 'Роза', price: 150.5, image: '/images/rose.jpg', available: false, stock: 0 };
    expect(flowerFormValues(flower)).toEqual({ title: 'Роза', price: '150.50', image: '/images/rose.jpg', available: false, stock: '0' });
    expect(toFlowerPayload(flowerFormValues(flower))).toEqual({ title: 'Роза', price: 150.5, image: '/images/rose.jpg', available: false, stock: 0 });
  });

  it('sends the stems of an edited flower only when the admin changed them', () => {
    const stored = { title: 'Роза', price: '150.00', image: '/images/rose.jpg', available: true, stock: '12' };
    expect(toFlowerEdit({ ...stored, price: '160' }, stored)).toEqual({ title: 'Роза', price: 160, image: '/images/rose.jpg', available: true });
    expect(toFlowerEdit({ ...stored, stock: '' }, stored)).toMatchObject({ stock: null });
  });

  it('takes an empty stock as unlimited and refuses a fraction or a negative one', () => {
    const values = { ...emptyFlowerForm(), title: ' Гортензия ', price: '420', image: '/uploads/h.webp' };
    expect(toFlowerPayload(values)).toEqual({ title: 'Гортензия', price: 420, image: '/uploads/h.webp', available: true, stock: null });
    expect(flowerFormErrors({ ...values, stock: '1.5' })).toEqual({ stock: 'Остаток — целое число от 0 или пусто' });
    expect(flowerFormErrors({ ...values, stock: '-3' })).toEqual({ stock: 'Остаток — целое число от 0 или пусто' });
    expect(() => toFlowerPayload({ ...values, stock: '-3' })).toThrow();
  });

  it('names every missing field', () => {
    expect(flowerFormErrors(emptyFlowerForm())).toEqual({ title: 'Укажите название цветка', price: 'Укажите цену', image: 'Загрузите фото цветка' });
    expect(flowerFormErrors({ ...emptyFlowerForm(), price: '0' }).price).toBe('Цена должна быть больше нуля');
  });

  it("says a flower's stems as the list shows them", () => {
    expect(flowerStockText(null)).toBe('Остаток не ограничен');
    expect(flowerStockText(0)).toBe('Нет в наличии');
    expect(flowerStockText(2)).toBe('Осталось 2 шт.');
    expect(flowerStockText(25)).toBe('В наличии: 25 шт.');
  });
});
