import { Client, Query, type ClientConfig } from 'pg';

/**
 * How many statements one connection keeps prepared. Each costs its PostgreSQL backend some 40 kB
 * (parsed and analysed, before any plan is cached): 2.5 MB a connection, 125 MB for the embedded
 * database's pool of 50. The busy paths (the catalogue, the cart, an order's placement, signing in)
 * use a few dozen.
 */
export const MAX_PREPARED_PER_CONNECTION = 64;

/** How many statements sent once are remembered while waiting for a second use; then they are forgotten together. */
const MAX_SENT_ONCE = 1_000;

type Send = (config: unknown, values?: unknown, callback?: unknown) => unknown;
type Callback = (error: Error | undefined, result: unknown) => void;

/**
 * A connection of the shop's pool that prepares a statement with parameters the second time it
 * sends it, and from then on only executes it: PostgreSQL parses, analyses and plans the busy
 * statements TypeORM writes once per connection instead of on every request (an order's
 * placement sends a dozen). A statement sent once (a seed, a rare report) stays unprepared, as does
 * one without parameters (BEGIN, COMMIT, a migration's DDL). pg keeps a prepared statement's name
 * only once PostgreSQL has parsed it, so a statement PostgreSQL refused is prepared again the next
 * time.
 */
export class PreparingClient extends Client {
  /** Each prepared statement's text and its name on this connection. */
  private readonly prepared = new Map<string, string>();
  private readonly sentOnce = new Set<string>();

  constructor(config?: string | ClientConfig) {
    super(config);
    const send = this.query.bind(this) as Send;
    this.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof config === 'string' && Array.isArray(values) && values.length > 0 ? this.nameOf(config) : undefined;
      return name === undefined ? send(config, values, callback) : this.sendNamed(send, config as string, values as unknown[], name, callback);
    }) as Client['query'];
  }

  /**
   * Sends `text` under `name` as a Query built here from the text: pg would copy a config object
   * given to it property by property (its descriptors) on every statement.
   */
  private sendNamed(send: Send, text: string, values: unknown[], name: string, callback: unknown): unknown {
    if (typeof callback === 'function') return send(named(new Query(text, values, callback as Callback), name));
    return new Promise((resolve, reject) => {
      send(named(new Query(text, values, (error, result) => (error ? reject(error) : resolve(result))), name));
    }).catch((error: Error) => {
      // As pg does: the stack then leads back to whoever sent the statement, not to the socket's read.
      Error.captureStackTrace(error);
      throw error;
    });
  }

  /** The name to send `text` under, or none: sent as it is. */
  private nameOf(text: string): string | undefined {
    const known = this.prepared.get(text);
    if (known !== undefined || this.prepared.size >= MAX_PREPARED_PER_CONNECTION) return known;
    if (!this.sentOnce.has(text)) {
      if (this.sentOnce.size >= MAX_SENT_ONCE) this.sentOnce.clear();
      this.sentOnce.add(text);
      return undefined;
    }
    this.sentOnce.delete(text);
    const name = `shop-${this.prepared.size + 1}`;
    this.prepared.set(text, name);
    return name;
  }
}

function named(query: Query, name: string): Query {
  (query as Query & { name: string }).name = name;
  return query;
}
