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
};

describe('product form rules', () => {
  it('accepts a complete product and builds the payload in roubles', () => {
    expect(productFormErrors(valid)).toEqual({});
    expect(toProductPayload(valid)).toEqual({
      title: 'Фикус лирата',
      description: 'Большой фикус',
      category: 'plants',
      price: 1990.5,
      price_from: false,
      images: ['/uploads/a.png', '/uploads/b.png'],
      is_visible: true,
    });
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
