import { createFlowerCatalogue } from '../catalogue/flower.entity';
import { CONSTRUCTOR_FLOWERS } from '../catalogue/constructor-flowers.data';
import { Money } from '../money/money.value-object';
import { BOUQUET_ERRORS } from './bouquet.errors';
import { BOUQUET_TITLE, composeBouquet, compositionTotal, isCollectedBouquet, selectionTotal } from './bouquet-composition.rules';
import { EMPTY_SELECTION } from './bouquet-selection.value-object';

const flowers = createFlowerCatalogue(CONSTRUCTOR_FLOWERS);

describe('bouquet composition', () => {
  it('is titled exactly "Собранный букет"', () => {
    expect(BOUQUET_TITLE).toBe('Собранный букет');
  });

  it('prices each flower from the catalogue, in flower-id order', () => {
    const composition = composeBouquet(
      new Map([
        [305, 2],
        [301, 3],
      ]),
      flowers,
    );
    expect(composition).toEqual({
      ok: true,
      value: [
        { flowerId: 301, title: 'Роза', quantity: 3, unitPrice: Money.ofRoubles(250), image: '/images/flowers/f301.webp' },
        { flowerId: 305, title: 'Хризантема кустовая', quantity: 2, unitPrice: Money.ofRoubles(350), image: '/images/flowers/f305.webp' },
      ],
    });
    expect(composition.ok && compositionTotal(composition.value).toRoubles()).toBe(1450);
  });

  it.each([
    ['an empty selection', EMPTY_SELECTION, BOUQUET_ERRORS.empty],
    ['an unknown flower', new Map([[999, 1]]), BOUQUET_ERRORS.unknownFlower],
    ['a zero count', new Map([[301, 0]]), BOUQUET_ERRORS.invalidQuantity],
    ['a negative count', new Map([[301, -2]]), BOUQUET_ERRORS.invalidQuantity],
    ['a fractional count', new Map([[301, 1.5]]), BOUQUET_ERRORS.invalidQuantity],
    ['100 of one kind', new Map([[301, 100]]), BOUQUET_ERRORS.tooManyOfOneFlower],
  ])('refuses %s', (_, selection, error) => {
    expect(composeBouquet(selection, flowers)).toEqual({ ok: false, error });
  });

  it('says "Добавьте цветы в букет" for an empty selection', () => {
    expect(BOUQUET_ERRORS.empty.message).toBe('Добавьте цветы в букет');
  });

  it('keeps a running total, unknown flowers counting 0', () => {
    expect(
      selectionTotal(
        new Map([
          [302, 2],
          [309, 1],
          [999, 5],
        ]),
        flowers,
      ).toRoubles(),
    ).toBe(1390);
    expect(selectionTotal(EMPTY_SELECTION, flowers).isZero()).toBe(true);
  });

  it('recognises a collected bouquet line by title and a non-empty composition', () => {
    expect(isCollectedBouquet({ title: 'Собранный букет', composition: [{}] })).toBe(true);
    expect(isCollectedBouquet({ title: 'Собранный букет', composition: [] })).toBe(false);
    expect(isCollectedBouquet({ title: 'Собранный букет' })).toBe(false);
    expect(isCollectedBouquet({ title: 'Террариум', composition: [{}] })).toBe(false);
  });
});
