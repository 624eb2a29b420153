import { describe, expect, it } from '@jest/globals';
import { CATEGORIES } from '@shop/domain';
import { CATEGORY_OPTIONS, emptyProductForm, moveImage, productFormErrors, toProductPayload, type ProductFormValues } from './product-form.rules';

const valid: ProductFormValues = {
  title: '  Фикус лирата ',
  description: 'Большой фикус',
  category: 'plants',
  price: '1990.5',
  priceFrom: false,
  visible: true,
  images: ['/uploads/a.png', '/uploads/b.png'],
  stock: '3',
  leadDays: '2',
};

describe('product form rules', () => {
  it('accepts a complete product and builds the payload in roubles', () => {
    expect(productFormErrors(valid)).toEqual({});
    expect(toProductPayload(valid, null)).toEqual({
      title: 'Фикус лирата',
      description: 'Большой фикус',
      category: 'plants',
      price: 1990.5,
      price_from: false,
      images: ['/uploads/a.png', '/uploads/b.png'],
      is_visible: true,
      stock: 3,
      lead_days: 2,
    });
    expect(toProductPayload({ ...valid, stock: ' ' }, null).stock).toBeNull();
  });

  it('sends the stock of an edited product only when the admin changed it, so orders taken meanwhile stay taken', () => {
    expect(toProductPayload({ ...valid, title: 'Фикус' }, valid)).not.toHaveProperty('stock');
    expect(toProductPayload({ ...valid, stock: '03' }, valid)).not.toHaveProperty('stock');
    expect(toProductPayload({ ...valid, stock: '0' }, valid).stock).toBe(0);
    expect(toProductPayload({ ...valid, stock: '' }, valid).stock).toBeNull();
    expect(toProductPayload({ ...valid, leadDays: '0' }, valid).lead_days).toBe(0);
  });

  it('takes a stock of whole pieces from 0 or none, and 0 to 30 days to make', () => {
    expect(productFormErrors({ ...valid, stock: '0', leadDays: '30' })).toEqual({});
    expect(productFormErrors({ ...valid, stock: '1.5', leadDays: '31' })).toEqual({
      stock: 'Остаток — целое число от 0 или пусто',
      leadDays: 'Срок изготовления — целое число дней от 0 до 30',
    });
    expect(productFormErrors({ ...valid, stock: '-1', leadDays: '' })).toEqual({
      stock: 'Остаток — целое число от 0 или пусто',
      leadDays: 'Срок изготовления — целое число дней от 0 до 30',
    });
    expect(() => toProductPayload({ ...valid, leadDays: '' }, null)).toThrow();
  });

  it('names every missing field with the domain messages', () => {
    expect(productFormErrors(emptyProductForm())).toEqual({
      title: 'Укажите название товара',
      category: 'Выберите категорию',
      price: 'Укажите цену',
      images: 'У товара должно быть от 2 до 10 изображений',
    });
  });

  it('refuses a zero or negative price and more than 10 images', () => {
    expect(productFormErrors({ ...valid, price: '0' }).price).toBe('Цена должна быть больше нуля');
    expect(productFormErrors({ ...valid, price: '-1' }).price).toBe('Сумма не может быть отрицательной');
    const eleven = Array.from({ length: 11 }, (_, i) => `/uploads/${i}.png`);
    expect(productFormErrors({ ...valid, images: eleven }).images).toBe('У товара должно быть от 2 до 10 изображений');
  });

  it('offers every category under its Russian name', () => {
    expect(CATEGORY_OPTIONS).toEqual(Object.values(CATEGORIES).map(({ code, title }) => ({ code, title })));
  });

  it('moves images within bounds', () => {
    expect(moveImage(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveImage(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveImage(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
