import type { ReadyReply } from './answers-before-routing';
import type { CompressedOnce, ContentEncoding } from './compression';

/** The replies carrying one body, one per encoding it goes in: each made once, at hand once its bytes are. */
export class EncodedReplies {
  private readonly replies = new Map<ContentEncoding | 'identity', ReadyReply>();

  constructor(
    private readonly bytes: CompressedOnce,
    private readonly status: number,
    private readonly headers: Readonly<Record<string, string>>,
  ) {}

  /** The reply in `encoding` (null: the bytes as they are), if its bytes are made; nothing is compressed here. */
  now(encoding: ContentEncoding | null): ReadyReply | null {
    const key = encoding ?? 'identity';
    const made = this.replies.get(key);
    if (made) return made;
    const body = this.bytes.now(encoding);
    if (!body) return null;
    const reply = { status: this.status, headers: encoding ? { ...this.headers, 'content-encoding': encoding } : this.headers, body };
    this.replies.set(key, reply);
    return reply;
  }
}
