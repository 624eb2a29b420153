import { CompressedOnce } from '../http/compression';
import { EncodedReplies } from '../http/encoded-replies';

/** A page's headers: revalidated on every visit, sent compressed as the browser accepts. */
const PAGE_HEADERS = { 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding' };

/** A page as it is sent: its status and its bytes, compressed the first time a browser asks for each encoding. */
export class FinishedPage {
  readonly bytes: CompressedOnce;
  /** The reply with the page in each encoding. */
  readonly replies: EncodedReplies;

  constructor(
    readonly status: number,
    body: Buffer,
  ) {
    this.bytes = new CompressedOnce(body);
    this.replies = new EncodedReplies(this.bytes, status, PAGE_HEADERS);
  }
}

/** Whether two lists of a page's parts are the very same values. */
export const sameParts = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((part, i) => Object.is(part, b[i]));

/** How many pages a replica keeps: the shop's pages with their sort orders, well under 20 MB. */
const MAX_PAGES = 100;

/**
 * Pages already put together, by address: a page is made from a few parts (the shell's HTML, the
 * rendered markup, the catalogue's and reviews' versions, the build's preloads and previews, the
 * cookie banner's mode), and while every part is the very same value the page is the very same
 * bytes. So a page asked for again is sent as it was, neither assembled, encoded nor compressed
 * anew; a new part (an admin's edit, a deploy, a render that expired) makes it anew.
 */
export class FinishedPages {
  private readonly pages = new Map<string, { readonly parts: readonly unknown[]; readonly page: FinishedPage }>();

  /** `dropped` hears of every address whose page is no longer kept, to let go of it too. */
  constructor(private readonly dropped: (url: string) => void = () => {}) {}

  /** The page at `url` made from exactly these `parts`, made with `make` if there is none. */
  async get(url: string, parts: readonly unknown[], make: () => Promise<{ status: number; html: string }>): Promise<FinishedPage> {
    const kept = this.pages.get(url);
    if (kept && sameParts(kept.parts, parts)) return kept.page;
    const { status, html } = await make();
    const page = new FinishedPage(status, Buffer.from(html, 'utf8'));
    this.pages.delete(url);
    this.pages.set(url, { parts, page });
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.pages.size > MAX_PAGES) {
      const oldest = this.pages.keys().next().value as string;
      this.pages.delete(oldest);
      this.dropped(oldest);
    }
    return page;
  }
}
