import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An answer a route made and kept for its address: whether it still holds, and how to send it without waiting. */
export interface KeptAnswer {
  /** Whether the route would answer this request with it now, known without waiting on anything. */
  holdsFor(request: FastifyRequest): boolean;
  /** Sends it at once; false, and nothing sent, when that would mean waiting (bytes not compressed yet). */
  sendNow(request: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * How many addresses are kept: the catalogue's answers (about a kilobyte each) of a shop with
 * thousands of products. Past it the address kept longest ago goes (its next request is routed and
 * kept again). Pages are dropped with the finished page they send (FinishedPages keeps a hundred).
 */
const MAX_KEPT = 5_000;

/**
 * Public answers a route made once for what they show (a catalogue version, a rendered page),
 * served again to a GET for exactly their address before routing: the same bytes and headers as
 * the route's, without Nest's pipeline (guards, pipes, parameter resolution) and without waiting.
 *
 * The route stays the definition: it answers the first request for an address, every other
 * address (a query in another order, HEAD), every request its kept answer does not hold for (the
 * data changed or is due to be read again, another visitor), and it is the route that keeps an
 * answer here. Routes keep only an answer's one canonical address, and at most MAX_KEPT of them,
 * whatever addresses clients make up.
 */
@Injectable()
export class AnswersBeforeRouting {
  private readonly byAddress = new Map<string, KeptAnswer>();

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

  /**
   * Answers kept addresses in an onRequest hook. Registered after the hooks that set the
   * security headers, so these answers carry them like every other.
   */
  serve(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      const kept = request.method === 'GET' ? this.byAddress.get(request.url) : undefined;
      if (kept?.holdsFor(request) && kept.sendNow(request, reply)) return;
      done();
    });
  }
}
