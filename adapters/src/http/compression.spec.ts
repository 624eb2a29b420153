import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, compressed, CompressedOnce } from './compression';

describe('compression', () => {
  const json = (items: number) => Buffer.from(JSON.stringify(Array.from({ length: items }, (_, id) => ({ id, title: `Заказ №${id}`, total: 1250.5 }))));
  const decoded = { br: brotliDecompressSync, gzip: gunzipSync };

  it('answers in brotli, else gzip, else as it is', () => {
    expect([acceptedEncoding('gzip, deflate, br'), acceptedEncoding('gzip'), acceptedEncoding('identity'), acceptedEncoding(undefined)]).toEqual([
      'br',
      'gzip',
      null,
      null,
    ]);
  });

  // A small answer is compressed on the event loop, a large one in the thread pool: both must give the same bytes back.
  it.each([
    ['a small answer', json(40)],
    ['a large one', json(4000)],
  ])('compresses %s into bytes that decode back to it', async (_name, body) => {
    for (const encoding of ['br', 'gzip'] as const) {
      const bytes = await compressed(body, encoding);
      expect(bytes.length).toBeLessThan(body.length / 3);
      expect(decoded[encoding](bytes).equals(body)).toBe(true);
    }
  });

  it('compresses an answer kept for many requests harder than one made for a single answer', async () => {
    const body = json(4000);
    for (const encoding of ['br', 'gzip'] as const) {
      const kept = await new CompressedOnce(body).in(encoding);
      expect(decoded[encoding](kept).equals(body)).toBe(true);
      expect(kept.length).toBeLessThan((await compressed(body, encoding)).length);
    }
  });
});
