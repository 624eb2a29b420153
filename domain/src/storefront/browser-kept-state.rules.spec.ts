import { BOUQUET_SELECTION_STORAGE_KEY } from '../bouquet/bouquet-selection.value-object';
import { browserKeptStateOf } from './browser-kept-state.rules';

describe('browserKeptStateOf', () => {
  it("names the constructor's kept selection, in any spelling of its path", () => {
    for (const path of ['/constructor', '/constructor/', '/Constructor']) expect(browserKeptStateOf(path)).toEqual([BOUQUET_SELECTION_STORAGE_KEY]);
  });

  it('names nothing for pages that show only what the server knows', () => {
    for (const path of ['/', '/products/plants', '/product/1', '/services/ServiceFlowers', '/terms', '/constructors'])
      expect(browserKeptStateOf(path)).toEqual([]);
  });
});
