import { Writable } from 'node:stream';

/** A log destination for the app under test that keeps every JSON line pino writes, parsed, in `lines`. */
export function jsonLogLines(): { readonly lines: Record<string, unknown>[]; readonly sink: Writable } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write: (chunk, _enc, done) => (
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line)),
      ),
      done()
    ),
  });
  return { lines, sink };
}
