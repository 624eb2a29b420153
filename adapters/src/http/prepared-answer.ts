import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, CompressedOnce } from './compression';

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

  private constructor(
    json: Buffer,
    /** Sent with it, a 304 included (a page's X-Total-Count and Link). */
    readonly headers: Readonly<Record<string, string>>,
  ) {
    this.etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    this.bytes = new CompressedOnce(json);
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
 * accepts them (brotli, gzip or plain). Public data, so caches may keep it but must ask again.
 */
export async function sendPrepared<T>(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer<T>): Promise<SentAnswer<T>> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) await answer.bytes.in(encoding);
  sendPreparedNow(request, reply, answer);
  return { sent: answer };
}

/** The same without waiting: false, and nothing sent, when the bytes in the client's encoding are not compressed yet. */
export function sendPreparedNow(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): boolean {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const body = answer.bytes.now(encoding);
  if (!body) return false;
  void reply.headers(answer.headers).header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
  if (holds(request.headers['if-none-match'], answer.etag)) void reply.code(304).send();
  else {
    if (encoding) void reply.header('content-encoding', encoding);
    void reply.header('content-type', 'application/json; charset=utf-8').send(body);
  }
  return true;
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
