import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip';

/** What to answer in, as the client's Accept-Encoding allows: brotli, else gzip, else the bytes as they are. */
export function acceptedEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** How hard the bytes are compressed: brotli's quality and gzip's level. */
interface Levels {
  readonly br: number;
  readonly gzip: number;
}

/** An answer compressed for one request: well under a millisecond for a page of markup (28 KB, a sixth of that on the wire). */
const PER_ANSWER: Levels = { br: 5, gzip: 6 };

/**
 * An answer compressed once and sent again and again (CompressedOnce: the catalogue, a finished
 * page), so fewer bytes are worth more time: brotli 7 sends the catalogue of a thousand products
 * in 9.8 KB instead of 10.6 (923 KB unpacked; 4 ms, once per catalogue version) and a product page
 * in 4 % fewer bytes (under a millisecond, once per page); gzip 9 the catalogue in 7 % fewer.
 * Brotli's qualities from 9 take three times as long and more for under 1 % less.
 */
const KEPT: Levels = { br: 7, gzip: 9 };

/**
 * Up to this size an answer is compressed on the event loop: brotli takes 30 µs for 2 KB of JSON
 * and 65 µs for 18 KB here, while handing the work to libuv's thread pool and back costs about
 * 150 µs whatever the size. Larger ones go to the pool, so a 1 MB list never stalls other requests.
 */
const COMPRESSED_IN_LOOP_BYTES = 32 * 1024;

/** The bytes compressed for one answer, or at the `levels` of an answer made once (KEPT). */
export function compressed(body: Buffer, encoding: ContentEncoding, levels: Levels = PER_ANSWER): Promise<Buffer> {
  const inLoop = body.length <= COMPRESSED_IN_LOOP_BYTES;
  if (encoding === 'gzip') {
    const options = { level: levels.gzip };
    return inLoop ? Promise.resolve(gzipSync(body, options)) : gzipped(body, options);
  }
  const options = { params: { [constants.BROTLI_PARAM_QUALITY]: levels.br, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  return inLoop ? Promise.resolve(brotliCompressSync(body, options)) : brotli(body, options);
}

/** Bytes sent as they are or compressed, each encoding made at most once and at hand without waiting once made. */
export class CompressedOnce {
  private readonly making = new Map<ContentEncoding, Promise<Buffer>>();
  private readonly made = new Map<ContentEncoding, Buffer>();

  constructor(readonly bytes: Buffer) {}

  /** The bytes in `encoding`, compressed the first time they are asked for. */
  in(encoding: ContentEncoding): Promise<Buffer> {
    let body = this.making.get(encoding);
    if (!body) {
      body = compressed(this.bytes, encoding, KEPT);
      this.making.set(encoding, body);
      void body.then(
        (bytes) => this.made.set(encoding, bytes),
        () => this.making.delete(encoding),
      );
    }
    return body;
  }

  /** The bytes in `encoding` (null: as they are) if they are made, without compressing anything. */
  now(encoding: ContentEncoding | null): Buffer | undefined {
    return encoding ? this.made.get(encoding) : this.bytes;
  }
}
