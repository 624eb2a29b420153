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

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };

/**
 * Up to this size an answer is compressed on the event loop: brotli takes 30 µs for 2 KB of JSON
 * and 65 µs for 18 KB here, while handing the work to libuv's thread pool and back costs about
 * 150 µs whatever the size. Larger ones go to the pool, so a 1 MB list never stalls other requests.
 */
const COMPRESSED_IN_LOOP_BYTES = 32 * 1024;

/** The bytes compressed at a level that costs well under a millisecond for a page of markup (28 KB, a sixth of that on the wire). */
export function compressed(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (body.length <= COMPRESSED_IN_LOOP_BYTES) return Promise.resolve(encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP));
  return encoding === 'br' ? brotli(body, BROTLI) : gzipped(body, GZIP);
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
      body = compressed(this.bytes, encoding);
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
