import { BoundedMap } from '../../shared/bounded-map';

/** How many texts one set keeps: one per layout or condition the shop's code writes, a handful in practice. */
const KEPT_TEXTS = 256;

/**
 * Statement texts written once by their key (a condition, a layout of rows) and the same string
 * handed out again. A connection finds its prepared statement by the text (PreparingClient), and a
 * string it has looked up before is not read through again; a text built anew on every call is.
 */
export class StatementTexts {
  private readonly texts = new BoundedMap<string, string>(KEPT_TEXTS);

  /** The text kept under `key`, written by `write` the first time. */
  of(key: string, write: () => string): string {
    let text = this.texts.get(key);
    if (text === undefined) this.texts.set(key, (text = write()));
    return text;
  }
}
