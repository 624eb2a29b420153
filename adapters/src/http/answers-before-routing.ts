import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { sendPreparedNow, type PreparedAnswer } from './prepared-answer';

/** A prepared answer kept under its address, with the version of the data it was prepared from. */
interface Remembered {
  readonly answer: PreparedAnswer;
  readonly version: string;
  /** The version of the data held now, when known without reading (null: a read is due). */
  readonly heldVersion: () => string | null;
}

/**
 * Public answers prepared once per version of what they show (the catalogue), served again to a
 * GET for exactly their address before routing: the same bytes, ETag and headers as the route's,
 * without Nest's pipeline (guards, pipes, parameter resolution) and without waiting on anything.
 *
 * The route stays the definition: it answers the first request for an address, every other
 * address (a query in another order, HEAD), every request once the data changed or is due to be
 * read again, and it is the route that remembers an answer here. Only the one canonical address of
 * an answer is kept, so what is kept is bounded by the catalogue, whatever addresses clients make up.
 */
@Injectable()
export class AnswersBeforeRouting {
  private readonly byAddress = new Map<string, Remembered>();

  /** Keeps `answer` for later GETs of `address`, while `heldVersion()` gives `version`. */
  remember(address: string, answer: PreparedAnswer, version: string, heldVersion: () => string | null): void {
    this.byAddress.set(address, { answer, version, heldVersion });
  }

  /**
   * Answers remembered addresses in an onRequest hook. Registered after the hooks that set the
   * security headers, so these answers carry them like every other.
   */
  serve(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      const remembered = request.method === 'GET' ? this.byAddress.get(request.url) : undefined;
      // Not sent (another version, or bytes in the client's encoding not made yet): the route answers.
      if (remembered && remembered.heldVersion() === remembered.version && sendPreparedNow(request, reply, remembered.answer)) return;
      done();
    });
  }
}
