/**
 * The cart's add, the busiest write of the shop, in raw SQL: one conditional upsert (TypeORM's
 * upsert cannot add to the stored quantity under a cap), so concurrent adds serialise on the line's
 * unique index and each one counts. `$1` the owner, `$2` the product or bouquet key, `$3` the pieces, `$4` the cap.
 * A module of its own: bench/api.bench.ts sends the same statement straight to PostgreSQL as the
 * cart add's baseline.
 */
const upsertLines = (key: 'product_id' | 'bouquet_key', rows: string, returning: string, extraColumns = '') =>
  `INSERT INTO cart_lines (user_id, ${key}, quantity${extraColumns}) ${rows}
   ON CONFLICT (user_id, ${key}) WHERE ${key} IS NOT NULL
   DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity WHERE cart_lines.quantity + EXCLUDED.quantity <= $4
   RETURNING ${returning}`;

export const ADD_PRODUCT = upsertLines('product_id', 'VALUES ($1, $2, $3)', 'id');

/**
 * The same upsert for a batch of adds of distinct customers under one cap (cart-add-batches.ts), in
 * customer order so two batches lock lines in the same order: `$1` the owners, `$2` their products,
 * `$3` their pieces, `$4` the cap. Returns the owners whose add was made.
 */
export const ADD_PRODUCTS = upsertLines(
  'product_id',
  'SELECT user_id, product_id, quantity FROM unnest($1::int[], $2::int[], $3::int[]) AS adds(user_id, product_id, quantity) ORDER BY user_id',
  'user_id',
);

export const ADD_BOUQUET = upsertLines('bouquet_key', 'VALUES ($1, $2, $3, $5::jsonb)', 'id', ', composition');
