import { Money } from '../money/money.value-object';
import { CATALOGUE_ERRORS } from './catalogue.errors';
import { PRODUCT_DTOS } from '../testing/catalogue.fixtures';
import { Product, type ProductProps } from './product.entity';

const props: ProductProps = {
  id: 1,
  title: 'Террариум «Лес»',
  description: 'Описание',
  price: Money.ofRoubles(8000),
  priceFrom: false,
  category: 'terrariums',
  image: '/a.jpg',
  images: ['/a.jpg', '/b.jpg'],
};

describe('Product', () => {
  it('is created from valid props', () => {
    const product = Product.create(props);
    expect(product.ok && product.value.price.kopecks).toBe(800000);
  });

  it.each<[string, Partial<ProductProps>, unknown]>([
    ['a non-positive id', { id: 0 }, CATALOGUE_ERRORS.invalidId],
    ['a fractional id', { id: 1.5 }, CATALOGUE_ERRORS.invalidId],
    ['a blank title', { title: '  ' }, CATALOGUE_ERRORS.titleRequired],
    ['an unknown category', { category: 'cacti' as ProductProps['category'] }, CATALOGUE_ERRORS.unknownCategory],
    ['one image', { images: ['/a.jpg'] }, CATALOGUE_ERRORS.imageCount],
    ['eleven images', { images: Array.from({ length: 11 }, (_, i) => `/${i}.jpg`) }, CATALOGUE_ERRORS.imageCount],
  ])('refuses %s', (_, change, error) => {
    expect(Product.create({ ...props, ...change })).toEqual({ ok: false, error });
  });

  it('accepts ten images', () => {
    expect(Product.create({ ...props, images: Array.from({ length: 10 }, (_, i) => `/${i}.jpg`) }).ok).toBe(true);
  });

  it('maps from and back to the wire without losing a kopeck', () => {
    for (const dto of PRODUCT_DTOS) {
      const product = Product.fromDto(dto);
      expect(product.ok && product.value.toDto()).toEqual(dto);
    }
    const odd = Product.fromDto({ ...PRODUCT_DTOS[0], price: 450.5 });
    expect(odd.ok && odd.value.price.kopecks).toBe(45050);
  });

  it('refuses a negative wire price', () => {
    expect(Product.fromDto({ ...PRODUCT_DTOS[0], price: -1 })).toMatchObject({ ok: false, error: { code: 'MONEY.NEGATIVE' } });
  });
});
