import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A reply made once and written as it is: its status, its own headers and its body (none for a 304). */
export interface ReadyReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
}

/** An answer a route made and kept for its address: whether it still holds, and its reply without waiting. */
export interface KeptAnswer {
  /** Whether the route would answer this request with it now, known without waiting on anything. */
  holdsFor(request: IncomingMessage): boolean;
  /** Its reply to this request; null when that would mean waiting (the bytes in its encoding not compressed yet). */
  replyNow(request: IncomingMessage): ReadyReply | null;
}

/** What the HTTP layer tells the kept answers about every answer it sends. */
export interface AnswerRules {
  /** The security headers every answer at this address carries (security-headers.ts). */
  readonly securityHeadersFor: (url: string) => Readonly<Record<string, string>>;
  /** Whether a request to this address gets an access-log line at the configured level (access-log.ts). */
  readonly accessLogged: (url: string) => boolean;
}

/** Sends a ready reply through Fastify: its hooks run (the access log's among them) as for any other answer. */
export function sendReady(reply: FastifyReply, ready: ReadyReply): void {
  void reply.code(ready.status).headers(ready.headers).send(ready.body);
}

/** The headers of a ready reply as written in front of Fastify: its address's security headers, its own, and its length as Fastify gives it. */
function written(securityHeaders: Readonly<Record<string, string>>, { headers, body }: ReadyReply): Readonly<Record<string, string>> {
  return { ...securityHeaders, ...headers, ...(body ? { 'content-length': String(body.length) } : {}) };
}

/**
 * How many addresses are kept: the catalogue's answers (about a kilobyte each) of a shop with
 * thousands of products. Past it the address kept longest ago goes (its next request is routed and
 * kept again). Pages are dropped with the finished page they send (FinishedPages keeps a hundred).
 */
const MAX_KEPT = 5_000;

/**
 * Public answers a route made once for what they show (a catalogue version, a rendered page),
 * served again to a GET for exactly their address: the same bytes and headers as the route's,
 * without waiting and without the framework. Where no access-log line is due for the address
 * (LOG_LEVEL above info for the API, above debug for pages), Node's HTTP server answers it before
 * Fastify sees the request; where one is due, Fastify's first hook answers it, so its access-log
 * hook writes the line with the request's id, client address and route as for every other request.
 *
 * The route stays the definition: it answers the first request for an address, every other
 * address (a query in another order, HEAD), every request its kept answer does not hold for (the
 * data changed or is due to be read again, another visitor), and it is the route that keeps an
 * answer here. Routes keep only an answer's one canonical address, and at most MAX_KEPT of them,
 * whatever addresses clients make up.
 */
@Injectable()
export class AnswersBeforeRouting implements BeforeApplicationShutdown {
  private readonly byAddress = new Map<string, KeptAnswer>();
  /** Each reply with the security headers of the addresses it is kept for, merged once (the API's and the pages' differ). */
  private readonly withSecurityHeaders = new WeakMap<ReadyReply, Readonly<Record<string, string>>>();

  /** Keeps `answer` for later GETs of `address`, in place of what was kept there. */
  keep(address: string, answer: KeptAnswer): void {
    this.byAddress.delete(address);
    this.byAddress.set(address, answer);
    // A Map iterates in insertion order: the first key is the one kept longest ago.
    if (this.byAddress.size > MAX_KEPT) this.byAddress.delete(this.byAddress.keys().next().value as string);
  }

  /** Stops answering `address` before routing (what was kept there is dropped). */
  forget(address: string): void {
    this.byAddress.delete(address);
  }

  /** A server shutting down answers every request through Fastify, which refuses new ones while it closes. */
  beforeApplicationShutdown(): void {
    this.byAddress.clear();
  }

  /**
   * Answers kept addresses in front of Fastify and in its first onRequest hook. The hook is added
   * after the one that sets the security headers, so its answers carry them like every other.
   */
  serve(fastify: FastifyInstance, rules: AnswerRules): void {
    this.answerBeforeFastify(fastify.server, rules);
    fastify.addHook('onRequest', (request, reply, done) => {
      const ready = this.replyFor(request.raw);
      if (ready) return sendReady(reply, ready);
      done();
    });
  }

  /** The kept reply to this request, if its address has one that holds and is at hand. */
  private replyFor(request: IncomingMessage): ReadyReply | null {
    const kept = request.method === 'GET' ? this.byAddress.get(request.url ?? '') : undefined;
    return kept?.holdsFor(request) ? kept.replyNow(request) : null;
  }

  /**
   * Puts a listener in front of Fastify's on its HTTP server: it writes a kept reply itself, and
   * hands every other request to Fastify's handler as the server would have.
   */
  private answerBeforeFastify(server: Server, { securityHeadersFor, accessLogged }: AnswerRules): void {
    const handlers = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    if (handlers.length !== 1) throw new Error(`Fastify's HTTP server has ${handlers.length} request listeners, expected its one handler`);
    const [fastifyHandler] = handlers;
    server.removeListener('request', fastifyHandler);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const url = request.url ?? '';
      const ready = accessLogged(url) ? null : this.replyFor(request);
      if (!ready) return fastifyHandler(request, response);
      let headers = this.withSecurityHeaders.get(ready);
      if (!headers) this.withSecurityHeaders.set(ready, (headers = written(securityHeadersFor(url), ready)));
      response.writeHead(ready.status, headers).end(ready.body);
    });
  }
}
