import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OrderRepository, type CartSnapshot, type DeliverySuggestion, type OrderContact } from '@shop/application';
import { isCourierDelivery, type CustomerOrderDto, type DeliveryType, type FlowerDto, type Order, type ProductDto, type Result } from '@shop/domain';
import { groupLines, toCustomerOrder, type OrderLineRow, type OrderRow, type StoredCompositionEntry } from './order-rows';

interface CartLineRow {
  product_id: number | null;
  composition: { flower_id: number; quantity: number }[] | null;
  quantity: number;
}

@Injectable()
export class OrderTypeormRepository extends OrderRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async placeFromCart<E>(userId: number, build: (cart: CartSnapshot, orderId: number) => Result<Order, E>): Promise<Result<Order, E>> {
    return this.dataSource.transaction(async (manager) => {
      const cart = await this.lockCart(manager, userId);
      const [{ id }]: { id: number }[] = await manager.query(`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`);
      const built = build(cart, id);
      if (!built.ok) return built;
      await this.insertOrder(manager, userId, built.value, cart);
      await manager.query(`DELETE FROM cart_lines WHERE user_id = $1`, [userId]);
      return built;
    });
  }

  async saveContact(userId: number, orderId: number, deliveryType: DeliveryType, contact: OrderContact, suggestion: DeliverySuggestion | null): Promise<boolean> {
    const courier = isCourierDelivery(deliveryType);
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE orders SET
         full_name = $3, delivery_phone = $4, email = $5, city = $6, delivery_address_full = $7,
         recipient_name = $8, recipient_phone = $9, card_text = $10, delivery_date = $11, delivery_slot = $12,
         delivery_type = $13, delivery_price_kopecks = CASE WHEN $14 THEN NULL ELSE 0 END,
         suggested_delivery_price_kopecks = $15, delivery_quote_note = $16,
         contact_submitted_at = now(), personal_data_consent_at = now()
       WHERE id = $2 AND user_id = $1 AND status = 'pending'
       RETURNING id`,
      [
        userId, orderId, contact.fullName, contact.phone, contact.email, contact.city, contact.address,
        contact.recipientName, contact.recipientPhone, contact.cardText, contact.deliveryDate, contact.deliverySlot,
        deliveryType, courier, suggestion?.price?.kopecks ?? null, suggestion?.note ?? null,
      ],
    );
    return rows.length === 1;
  }

  async listForCustomer(userId: number): Promise<CustomerOrderDto[]> {
    const orders: OrderRow[] = await this.dataSource.query(
      `SELECT id, status, is_approved, delivery_type, delivery_address_full, delivery_price_kopecks, goods_total_kopecks,
              full_name, delivery_phone, created_at
       FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    const lines: OrderLineRow[] = await this.dataSource.query(
      `SELECT order_id, title, unit_price_kopecks, quantity, image_url, composition
       FROM order_lines WHERE order_id = ANY($1) ORDER BY id`,
      [orders.map((o) => o.id)],
    );
    const byOrder = groupLines(lines);
    return orders.map((order) => toCustomerOrder(order, byOrder.get(order.id) ?? []));
  }

  private async lockCart(manager: EntityManager, userId: number): Promise<CartSnapshot> {
    const lines: CartLineRow[] = await manager.query(
      `SELECT product_id, composition, quantity FROM cart_lines WHERE user_id = $1 ORDER BY created_at, id FOR UPDATE`,
      [userId],
    );
    const productIds = lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id]));
    const products: (ProductDto & { visible: boolean })[] = (
      await manager.query(
        `SELECT id, title, description, price_kopecks, price_from, category, images, is_visible FROM products WHERE id = ANY($1)`,
        [productIds],
      )
    ).map((p: { id: number; title: string; description: string; price_kopecks: number; price_from: boolean; category: ProductDto['category']; images: string[]; is_visible: boolean }) => ({
      id: p.id, title: p.title, description: p.description, price: p.price_kopecks / 100, price_from: p.price_from,
      category: p.category, image: p.images[0], images: p.images, visible: p.is_visible,
    }));
    const flowers: FlowerDto[] = (await manager.query(`SELECT id, title, price_kopecks, image FROM flowers`)).map(
      (f: { id: number; title: string; price_kopecks: number; image: string }) => ({ id: f.id, title: f.title, price: f.price_kopecks / 100, image: f.image, category: 'flowers' as const }),
    );
    return {
      lines: lines.map((l) => ({
        productId: l.product_id,
        quantity: l.quantity,
        composition: l.composition?.map((f) => ({ flowerId: f.flower_id, quantity: f.quantity })) ?? null,
      })),
      products,
      flowers,
    };
  }

  private async insertOrder(manager: EntityManager, userId: number, order: Order, cart: CartSnapshot): Promise<void> {
    await manager.query(
      `INSERT INTO orders (id, user_id, status, delivery_type, delivery_address_full, delivery_price_kopecks, goods_total_kopecks, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [order.id, userId, order.status, order.deliveryType, order.deliveryAddress, order.deliveryPrice?.kopecks ?? null, order.goodsTotal().kopecks, order.createdAt],
    );
    const flowerImages = new Map(cart.flowers.map((f) => [f.id, f.image]));
    const rows = order.lines.map((line) => {
      const product = line.kind === 'product' ? cart.products.find((p) => p.id === line.productId) : undefined;
      const composition: StoredCompositionEntry[] =
        line.kind === 'bouquet'
          ? line.composition.map((f) => ({ flower_id: f.flowerId, title: f.title, quantity: f.quantity, price_kopecks: f.unitPrice.kopecks, image: flowerImages.get(f.flowerId) ?? null }))
          : [];
      return {
        line_key: line.key,
        product_id: line.kind === 'product' ? line.productId : null,
        title: line.title,
        unit_price_kopecks: line.unitPrice.kopecks,
        quantity: line.quantity,
        image_url: product?.image ?? null,
        composition,
      };
    });
    await manager.query(
      `INSERT INTO order_lines (order_id, line_key, product_id, title, unit_price_kopecks, quantity, image_url, composition)
       SELECT $1, line_key, product_id, title, unit_price_kopecks, quantity, image_url, composition
       FROM jsonb_to_recordset($2::jsonb) AS x(line_key text, product_id int, title text, unit_price_kopecks int, quantity int, image_url text, composition jsonb)`,
      [order.id, JSON.stringify(rows)],
    );
  }
}
