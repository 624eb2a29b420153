import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FinishedPages } from './finished-pages';

describe('FinishedPages', () => {
  const rendered = { html: '<main>Растения</main>' };

  it('sends a page made from the very same parts as it was, and makes it anew when one part is new', async () => {
    const pages = new FinishedPages();
    let made = 0;
    const make = async () => ({ status: 200, html: `<p>страница ${++made}</p>` });
    const first = await pages.get('/products/plants', ['v1', rendered, null], make);
    expect(await pages.get('/products/plants', ['v1', rendered, null], make)).toBe(first);
    expect(made).toBe(1);

    // An equal but new render is a new part: it may carry other data for hydration.
    const again = await pages.get('/products/plants', ['v1', { ...rendered }, null], make);
    expect(again.bytes.now(null)?.toString()).toBe('<p>страница 2</p>');
    expect((await pages.get('/products/plants', ['v2', rendered, null], make)).bytes.now(null)?.toString()).toBe('<p>страница 3</p>');
    expect((await pages.get('/products/plants?sort=price-desc', ['v2', rendered, null], make)).bytes.now(null)?.toString()).toBe('<p>страница 4</p>');
  });

  it('keeps its status and compresses it once per encoding, to the same bytes', async () => {
    const pages = new FinishedPages();
    const page = await pages.get('/nope', [], async () => ({ status: 404, html: '<h1>Страница не найдена</h1>'.repeat(50) }));
    expect(page.status).toBe(404);
    const html = page.bytes.now(null)!;
    expect(page.bytes.now('br')).toBeUndefined();
    const brotli = await page.bytes.in('br');
    expect(await page.bytes.in('br')).toBe(brotli);
    // Once made, at hand without waiting.
    expect(page.bytes.now('br')).toBe(brotli);
    expect(brotliDecompressSync(brotli).equals(html)).toBe(true);
    expect(gunzipSync(await page.bytes.in('gzip')).equals(html)).toBe(true);
  });

  it('keeps at most a hundred pages, dropping the oldest, and says which it dropped', async () => {
    const make = (url: string) => async () => ({ status: 200, html: url });
    const dropped: string[] = [];
    const pages = new FinishedPages((url) => dropped.push(url));
    for (let i = 0; i <= 100; i++) await pages.get(`/page/${i}`, [], make(`/page/${i}`));
    expect(dropped).toEqual(['/page/0']);
    expect((await pages.get('/page/100', [], make('made again'))).bytes.now(null)?.toString()).toBe('/page/100');
    expect((await pages.get('/page/0', [], make('made again'))).bytes.now(null)?.toString()).toBe('made again');
  });
});
