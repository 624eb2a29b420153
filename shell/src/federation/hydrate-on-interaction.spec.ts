/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { BOUQUET_SELECTION_STORAGE_KEY } from '@shop/domain';
import { remoteWanted } from './hydrate-on-interaction';

const settledSoon = (promise: Promise<void>): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20))]);

describe('remoteWanted', () => {
  afterEach(() => sessionStorage.clear());

  it("starts the constructor's part at once when a selection is kept in this browser", async () => {
    sessionStorage.setItem(BOUQUET_SELECTION_STORAGE_KEY, '[[301,1]]');
    expect(await settledSoon(remoteWanted('/constructor'))).toBe(true);
  });

  it('waits for the first interaction when nothing is kept, or the page shows nothing kept', async () => {
    const constructor = remoteWanted('/constructor');
    sessionStorage.setItem(BOUQUET_SELECTION_STORAGE_KEY, '[[301,1]]');
    const product = remoteWanted('/product/1');
    expect(await settledSoon(constructor)).toBe(false);
    expect(await settledSoon(product)).toBe(false);

    window.dispatchEvent(new Event('pointerdown'));
    expect(await settledSoon(constructor)).toBe(true);
    expect(await settledSoon(product)).toBe(true);
  });
});
