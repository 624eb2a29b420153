import { CONSTRUCTOR_FLOWERS } from './constructor-flowers.data';
import { createFlowerCatalogue } from './flower.entity';

describe('flowers', () => {
  it('holds the 12 constructor flowers of spec §3 with their prices', () => {
    const prices = Object.fromEntries(CONSTRUCTOR_FLOWERS.map((f) => [f.id, f.price.toRoubles()]));
    expect(prices).toEqual({
      301: 250,
      302: 600,
      303: 250,
      304: 550,
      305: 350,
      306: 350,
      307: 600,
      308: 250,
      309: 190,
      310: 400,
      311: 750,
      312: 650,
    });
    expect(CONSTRUCTOR_FLOWERS[0].title).toBe('Роза');
  });

  it('indexes a catalogue by id', () => {
    const catalogue = createFlowerCatalogue(CONSTRUCTOR_FLOWERS);
    expect(catalogue.get(309)?.title).toBe('Альстромерия');
    expect(catalogue.get(1)).toBeUndefined();
  });
});
