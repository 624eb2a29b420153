import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { CartRepository, type AddOutcome, type BouquetFlowers, type CartLineRef } from '@shop/application';
import { BOUQUET_TITLE, type CartItemDto, type CompositionEntryDto } from '@shop/domain';

const PLACEHOLDER = '/flower-placeholder.jpg';
const roubles = (kopecks: number) => kopecks / 100;

interface ItemRow {
  id: string;
  product_id: number | null;
  title: string | null;
  price_kopecks: number | null;
  images: string[] | null;
  quantity: number;
  composition: { title: string; quantity: number; price_kopecks: number; image: string }[] | null;
}

@Injectable()
export class CartTypeormRepository extends CartRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  /**
   * One statement: concurrent adds serialise on the line's unique index and each one counts. The
   * busiest write of the shop, so it is a named prepared statement straight on the pool:
   * PostgreSQL plans it once per connection.
   */
  async addProduct(userId: number, productId: number, quantity: number, maxPerLine: number): Promise<AddOutcome> {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const result = await pool.query({
      name: 'cart-add-product',
      text: `INSERT INTO cart_lines (user_id, product_id, quantity) VALUES ($1, $2, $3)
             ON CONFLICT (user_id, product_id) WHERE product_id IS NOT NULL
             DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity WHERE cart_lines.quantity + EXCLUDED.quantity <= $4
             RETURNING id`,
      values: [userId, productId, quantity, maxPerLine],
    });
    return result.rowCount === 1 ? 'added' : 'limit';
  }

  async addBouquet(userId: number, key: string, flowers: readonly BouquetFlowers[], quantity: number, maxPerLine: number): Promise<AddOutcome> {
    const composition = JSON.stringify(flowers.map((f) => ({ flower_id: f.flowerId, quantity: f.quantity })));
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO cart_lines (user_id, bouquet_key, composition, quantity) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (user_id, bouquet_key) WHERE bouquet_key IS NOT NULL
       DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity WHERE cart_lines.quantity + EXCLUDED.quantity <= $5
       RETURNING id`,
      [userId, key, composition, quantity, maxPerLine],
    );
    return rows.length === 1 ? 'added' : 'limit';
  }

  async setQuantity(userId: number, line: CartLineRef, quantity: number): Promise<boolean> {
    const [column, value] = 'productId' in line ? ['product_id', line.productId] : ['id', line.lineId];
    const [rows]: [unknown[], number] =
      quantity <= 0
        ? await this.dataSource.query(`DELETE FROM cart_lines WHERE user_id = $1 AND ${column} = $2 RETURNING id`, [userId, value])
        : await this.dataSource.query(`UPDATE cart_lines SET quantity = $3 WHERE user_id = $1 AND ${column} = $2 RETURNING id`, [userId, value, quantity]);
    return rows.length > 0;
  }

  async removeLine(userId: number, lineId: number): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(`DELETE FROM cart_lines WHERE user_id = $1 AND id = $2 RETURNING id`, [userId, lineId]);
    return rows.length > 0;
  }

  async clear(userId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM cart_lines WHERE user_id = $1`, [userId]);
  }

  async count(userId: number): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(`SELECT coalesce(sum(quantity), 0)::int AS count FROM cart_lines WHERE user_id = $1`, [userId]);
    return row.count;
  }

  /** One query: product lines join their product, bouquet lines price each flower from the catalogue. */
  async items(userId: number): Promise<CartItemDto[]> {
    const rows: ItemRow[] = await this.dataSource.query(
      `SELECT l.id, l.product_id, l.quantity, p.title, p.images,
              coalesce(p.price_kopecks, b.total_kopecks) AS price_kopecks, b.composition
       FROM cart_lines l
       LEFT JOIN products p ON p.id = l.product_id
       LEFT JOIN LATERAL (
         SELECT sum(f.price_kopecks * (c.value->>'quantity')::int)::int AS total_kopecks,
                jsonb_agg(jsonb_build_object('title', f.title, 'quantity', (c.value->>'quantity')::int,
                                             'price_kopecks', f.price_kopecks, 'image', f.image) ORDER BY f.id) AS composition
         FROM jsonb_array_elements(l.composition) c JOIN flowers f ON f.id = (c.value->>'flower_id')::int
       ) b ON l.composition IS NOT NULL
       WHERE l.user_id = $1
       ORDER BY l.created_at, l.id`,
      [userId],
    );
    return rows.map(toCartItem);
  }
}

function toCartItem(row: ItemRow): CartItemDto {
  const bouquet = row.product_id === null;
  const composition: CompositionEntryDto[] | undefined = row.composition?.map((f) => ({
    title: f.title,
    quantity: f.quantity,
    price: roubles(f.price_kopecks),
    images: [f.image],
  }));
  return {
    id: Number(row.id),
    // A collected bouquet is no catalogue product: product_id 0, the flowers in composition.
    product_id: row.product_id ?? 0,
    title: bouquet ? BOUQUET_TITLE : (row.title ?? ''),
    price: roubles(row.price_kopecks ?? 0),
    quantity: row.quantity,
    images: (bouquet ? row.composition?.map((f) => f.image) : row.images) ?? [PLACEHOLDER],
    ...(composition ? { composition } : {}),
  };
}
