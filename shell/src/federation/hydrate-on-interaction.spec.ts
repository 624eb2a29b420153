/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { BOUQUET_SELECTION_STORAGE_KEY } from '@shop/domain';
import { remoteWanted } from './hydrate-on-interaction';

const settledSoon = (promise: Promise<void>): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20))]);

/** A page still loading, whose idle moments come when `idle` is called. */
function loadingPage(): { page: Window; load: () => void; idle: () => void } {
  const events = new EventTarget();
  const idleCallbacks: (() => void)[] = [];
  const page = {
    document: { readyState: 'loading', documentElement: document.createElement('html') },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
  } as unknown as Window;
  return {
    page,
    load: () => {
      (page.document as { readyState: string }).readyState = 'complete';
      events.dispatchEvent(new Event('load'));
    },
    idle: () => idleCallbacks.splice(0).forEach((callback) => callback()),
  };
}

describe('remoteWanted', () => {
  afterEach(() => sessionStorage.clear());

  it("starts the constructor's part at once when a selection is kept in this browser", async () => {
    sessionStorage.setItem(BOUQUET_SELECTION_STORAGE_KEY, '[[301,1]]');
    expect(await settledSoon(remoteWanted('/constructor', loadingPage().page))).toBe(true);
  });

  it('starts the part once the page has loaded and the browser is idle, when nothing is kept', async () => {
    const { page, load, idle } = loadingPage();
    const product = remoteWanted('/product/1', page);
    idle();
    expect(await settledSoon(product)).toBe(false);
    load();
    expect(await settledSoon(product)).toBe(false);
    idle();
    expect(await settledSoon(product)).toBe(true);
  });

  it('starts it on the first interaction, however early', async () => {
    const { page } = loadingPage();
    const constructor = remoteWanted('/constructor', page);
    sessionStorage.setItem(BOUQUET_SELECTION_STORAGE_KEY, '[[301,1]]');
    const product = remoteWanted('/product/1', page);
    expect(await settledSoon(constructor)).toBe(false);
    expect(await settledSoon(product)).toBe(false);

    page.dispatchEvent(new Event('pointerdown'));
    expect(await settledSoon(constructor)).toBe(true);
    expect(await settledSoon(product)).toBe(true);
  });
});
