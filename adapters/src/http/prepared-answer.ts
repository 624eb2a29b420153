import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendReady, type ReadyReply } from './answers-before-routing';
import { acceptedEncoding, CompressedOnce } from './compression';
import { EncodedReplies } from './encoded-replies';

/**
 * A JSON answer serialised once, compressed at most once per encoding (off the event loop), with an
 * ETag that is the hash of its bytes: every request for it after the first only writes bytes.
 */
export class PreparedAnswer<T = unknown> {
  /** The type of what was serialised (for the route's documented schema); never set. */
  declare readonly body?: T;
  readonly etag: string;
  /** The JSON, and each encoding of it once made. */
  readonly bytes: CompressedOnce;
  /** The reply with the JSON in each encoding. */
  readonly replies: EncodedReplies;
  /** The reply to a client that holds it already. */
  readonly notModified: ReadyReply;

  private constructor(
    json: Buffer,
    /** Sent with it, a 304 included (a page's X-Total-Count and Link). */
    headers: Readonly<Record<string, string>>,
  ) {
    this.etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    this.bytes = new CompressedOnce(json);
    // Public data, so caches may keep it but must ask again.
    const revalidated = { ...headers, etag: this.etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
    this.notModified = { status: 304, headers: revalidated };
    this.replies = new EncodedReplies(this.bytes, 200, { ...revalidated, 'content-type': 'application/json; charset=utf-8' });
  }

  static of<T>(value: T, headers: Readonly<Record<string, string>> = {}): PreparedAnswer<T> {
    return new PreparedAnswer<T>(Buffer.from(JSON.stringify(value)), headers);
  }
}

/** Whether If-None-Match names this ETag (a list, weak or not, or *). */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** What a handler that sent a prepared answer itself returns: the answer, whose body type its @AnswersPrepared schema names. */
export interface SentAnswer<T> {
  readonly sent: PreparedAnswer<T>;
}

/**
 * Sends a prepared answer: 304 when the client already holds it, else its bytes as the client
 * accepts them (brotli, gzip or plain).
 */
export async function sendPrepared<T>(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer<T>): Promise<SentAnswer<T>> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) await answer.bytes.in(encoding);
  // At hand now: the compressed bytes were stored before this await resumed.
  sendReady(reply, preparedReplyNow(request.raw, answer)!);
  return { sent: answer };
}

/** The reply to `request` without waiting: null when the bytes in the client's encoding are not compressed yet. */
export function preparedReplyNow(request: IncomingMessage, answer: PreparedAnswer): ReadyReply | null {
  if (holds(request.headers['if-none-match'], answer.etag)) return answer.notModified;
  return answer.replies.now(acceptedEncoding(request.headers['accept-encoding']));
}

/**
 * Answers prepared from one version of what they show (the catalogue's), by key: a new version
 * drops every answer of the old one. Concurrent requests for a missing answer share one preparation.
 */
export class PreparedAnswers {
  private version: string | null = null;
  private readonly answers = new Map<string, Promise<PreparedAnswer | null>>();

  /** The answer under `key` for `version`, prepared from `read` (null: nothing to answer) when missing. */
  get<T>(version: string, key: string, read: () => Promise<T | null>): Promise<PreparedAnswer<T> | null> {
    return this.prepared(version, key, async () => {
      const value = await read();
      return value === null ? null : PreparedAnswer.of(value);
    });
  }

  /** The same, for an answer `prepare` makes itself (with headers of its own). */
  prepared<A extends PreparedAnswer | null>(version: string, key: string, prepare: () => Promise<A>): Promise<A> {
    if (version !== this.version) {
      this.version = version;
      this.answers.clear();
    }
    let answer = this.answers.get(key);
    if (!answer) {
      const prepared = prepare();
      this.answers.set(key, prepared);
      // Only answers are kept: nothing (an unknown id) and a failed read are read again next time.
      const forget = () => void (this.answers.get(key) === prepared && this.answers.delete(key));
      prepared.then((value) => value ?? forget(), forget);
      answer = prepared;
    }
    // One key always holds what the same preparation made.
    return answer as Promise<A>;
  }

  /** The same for a read that always has something to answer (a list). */
  async of<T>(version: string, key: string, read: () => Promise<T>): Promise<PreparedAnswer<T>> {
    const answer = await this.get(version, key, read);
    if (!answer) throw new Error(`Nothing to answer under ${key}`);
    return answer;
  }
}
