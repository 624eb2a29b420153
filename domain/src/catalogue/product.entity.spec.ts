import { Money } from '../money/money.value-object';
import { CATALOGUE_ERRORS } from './catalogue.errors';
import { Product, productDetails, type ProductProps } from './product.entity';

const props: ProductProps = {
  id: 1,
  title: 'Террариум «Лес»',
  description: 'Описание',
  price: Money.ofRoubles(8000),
  priceFrom: false,
  category: 'terrariums',
  images: ['/images/products/p1-1.svg', '/uploads/2026/a.webp'],
  visible: true,
  stock: 3,
  leadDays: 2,
};

describe('Product', () => {
  it('is created from valid props; the first picture is the main one', () => {
    const product = Product.create(props);
    expect(product.ok && product.value.price.kopecks).toBe(800000);
    expect(product.ok && product.value.image).toBe('/images/products/p1-1.svg');
  });

  it.each<[string, Partial<ProductProps>, unknown]>([
    ['a non-positive id', { id: 0 }, CATALOGUE_ERRORS.invalidId],
    ['a fractional id', { id: 1.5 }, CATALOGUE_ERRORS.invalidId],
    ['a blank title', { title: '  ' }, CATALOGUE_ERRORS.titleRequired],
    ['an unknown category', { category: 'cacti' as ProductProps['category'] }, CATALOGUE_ERRORS.unknownCategory],
    ['one image', { images: ['/images/a.jpg'] }, CATALOGUE_ERRORS.imageCount],
    ['eleven images', { images: Array.from({ length: 11 }, (_, i) => `/images/${i}.jpg`) }, CATALOGUE_ERRORS.imageCount],
    ['an outside picture', { images: ['/images/a.jpg', 'https://evil.example/x.png'] }, CATALOGUE_ERRORS.badImage],
    ['a path that climbs out', { images: ['/images/a.jpg', '/uploads/../secrets/x.png'] }, CATALOGUE_ERRORS.badImage],
    ['a script', { images: ['/images/a.jpg', '/uploads/x.html'] }, CATALOGUE_ERRORS.badImage],
  ])('refuses %s', (_, change, error) => {
    expect(Product.create({ ...props, ...change })).toEqual({ ok: false, error });
  });

  it('accepts ten images', () => {
    expect(Product.create({ ...props, images: Array.from({ length: 10 }, (_, i) => `/images/${i}.jpg`) }).ok).toBe(true);
  });

  it('can be bought online only when visible and priced', () => {
    expect((Product.create(props) as { value: Product }).value.isPurchasable()).toBe(true);
    expect((Product.create({ ...props, visible: false }) as { value: Product }).value.isPurchasable()).toBe(false);
    expect((Product.create({ ...props, priceFrom: true }) as { value: Product }).value.isPurchasable()).toBe(false);
  });
});

describe('productDetails (the admin form)', () => {
  it('trims the texts and keeps the rest', () => {
    const { id: _id, ...details } = props;
    expect(productDetails({ ...details, title: '  Фикус ', description: ' Большой  ' })).toEqual({
      ok: true,
      value: { ...details, title: 'Фикус', description: 'Большой' },
    });
  });

  it('takes a price up to 1 000 000 ₽', () => {
    const { id: _id, ...details } = props;
    expect(productDetails({ ...details, price: Money.ofRoubles(1_000_000) }).ok).toBe(true);
    expect(productDetails({ ...details, price: Money.ofRoubles(1_000_000.01) })).toEqual({ ok: false, error: CATALOGUE_ERRORS.priceTooHigh });
    expect(CATALOGUE_ERRORS.priceTooHigh.message).toBe('Цена товара не может быть больше 1\u00a0000\u00a0000\u00a0₽');
  });
});
