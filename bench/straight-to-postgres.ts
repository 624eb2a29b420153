// The bare limits of the cart add and of order placement: the statements the shop sends for them,
// sent straight to its PostgreSQL from as many connections as autocannon opens to the shop.
import { Pool } from 'pg';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { ADD_PRODUCT } from '../adapters/src/persistence/cart/cart-add.sql';
import { cpuPerRequest, readCpu, type CpuPerRequest } from './cpu-split';

export interface StraightFigure {
  requestsPerSecond: number;
  p99Ms: number;
  /** What each pass cost the shop's PostgreSQL and this client (cpu-split.ts), when the shop's process was given. */
  cpu?: CpuPerRequest;
}

interface Load {
  readonly connections: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
}

/** One pass of a workload: `pass` counts from 0 across all connections. */
type Pass = (pool: Pool, pass: number) => Promise<void>;

/**
 * Runs `pass` from `connections` loops, first unmeasured for the warm-up, then timed: passes/s and
 * p99, and with `shopPid` (the process whose PostgreSQL this is) the CPU of each timed pass.
 */
export async function straightToPostgres(databaseUrl: string, load: Load, pass: Pass, shopPid?: number): Promise<StraightFigure> {
  const pool = new Pool({ connectionString: databaseUrl, max: load.connections });
  // An idle connection PostgreSQL ends (the shop's database stopping after a failed run) is no news.
  pool.on('error', () => undefined);
  let passes = 0;
  const runFor = async (seconds: number, latencies: number[] | null) => {
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: load.connections }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          await pass(pool, passes++);
          latencies?.push(performance.now() - started);
        }
      }),
    );
  };
  try {
    await runFor(load.warmupSeconds, null);
    const latencies: number[] = [];
    const before = readCpu(shopPid);
    await runFor(load.seconds, latencies);
    // Read before the pool ends: its backends take their CPU with them when they exit.
    const cpu = cpuPerRequest(before, readCpu(shopPid), latencies.length);
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: Math.round(latencies.length / load.seconds),
      p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)]),
      ...(cpu ? { cpu } : {}),
    };
  } finally {
    await pool.end();
  }
}

/** The cart's add as the shop sends it (prepared, as the shop's connections prepare it): `customer` adds one `product`. */
export async function addToCart(pool: Pool, customer: number, product: number): Promise<void> {
  await pool.query({ name: 'cart-add-product', text: ADD_PRODUCT, values: [customer, product, 1, MAX_LINE_QUANTITY] });
}

// What the shop's order placement sends inside its transaction for a cart of one product (as read
// off the wire between the shop and PostgreSQL): the lines locked, their products and
// the promo read, the number drawn, the stock locked (and taken, for a product with a limit), the
// order and its line written, the cart emptied. The order's insert names only the columns it fills; the others are NULL, as the
// shop sends them.
const LOCK_LINES = 'SELECT id, product_id AS "productId", composition, quantity FROM cart_lines WHERE user_id = $1 ORDER BY created_at, id FOR UPDATE';
const PRODUCTS =
  'SELECT "id", "title", "description", "price_kopecks", "price_from", "category", "images", "is_visible", "stock", "lead_days", "created_at", "updated_at" FROM "products" WHERE id IN ($1)';
const PROMO = 'SELECT "user_id", "promo_code_id", "created_at" FROM "cart_promos" WHERE user_id = $1';
const ORDER_NUMBER = 'SELECT nextval(pg_get_serial_sequence($1, $2))::int AS next';
const LOCK_STOCK = 'SELECT id, title, stock FROM products WHERE id IN ($1) AND stock IS NOT NULL ORDER BY id FOR UPDATE';
const TAKE_STOCK =
  'UPDATE products SET stock = products.stock + change.count FROM unnest($1::int[], $2::int[]) AS change(id, count) WHERE products.id = change.id AND products.stock IS NOT NULL';
const INSERT_ORDER = `INSERT INTO orders (id, user_id, status, is_approved, delivery_type, delivery_address_full, delivery_price_kopecks, goods_total_kopecks, created_at, holds_reservation, discount_kopecks)
  VALUES ($1, $2, 'pending', false, 'pickup', 'Самовывоз', 0, $3, now(), true, 0)`;
const INSERT_LINE =
  'INSERT INTO order_lines (order_id, line_key, product_id, title, unit_price_kopecks, quantity, image_url, composition) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)';
const EMPTY_CART = 'DELETE FROM cart_lines WHERE user_id = $1';

interface ProductRow {
  id: number;
  title: string;
  price_kopecks: string;
  images: string[];
}

/** One add of `product` to `customer`'s cart, then the order placed from that cart, in one transaction. */
export async function addAndPlaceOrder(pool: Pool, customer: number, product: number): Promise<void> {
  await addToCart(pool, customer, product);
  const client = await pool.connect();
  try {
    await client.query('START TRANSACTION');
    await client.query({ name: 'bench-lock-lines', text: LOCK_LINES, values: [customer] });
    const { rows } = await client.query<ProductRow>({ name: 'bench-products', text: PRODUCTS, values: [product] });
    await client.query({ name: 'bench-promo', text: PROMO, values: [customer] });
    const number = await client.query<{ next: number }>({ name: 'bench-order-number', text: ORDER_NUMBER, values: ['orders', 'id'] });
    const limited = await client.query({ name: 'bench-lock-stock', text: LOCK_STOCK, values: [product] });
    if (limited.rowCount) await client.query({ name: 'bench-take-stock', text: TAKE_STOCK, values: [[product], [-1]] });
    const orderId = number.rows[0].next;
    const [line] = rows;
    await client.query({ name: 'bench-insert-order', text: INSERT_ORDER, values: [orderId, customer, line.price_kopecks] });
    await client.query({
      name: 'bench-insert-line',
      text: INSERT_LINE,
      values: [orderId, `product:${line.id}`, line.id, line.title, line.price_kopecks, 1, line.images[0] ?? null, '[]'],
    });
    await client.query({ name: 'bench-empty-cart', text: EMPTY_CART, values: [customer] });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
