/**
 * A Map of at most `limit` entries: a new key past that forgets every entry at once. For what the
 * process remembers only to skip work it could redo (verified tokens, hashed keys, accounts known to
 * exist): no bookkeeping per read, and memory stays bounded whoever sends what.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
