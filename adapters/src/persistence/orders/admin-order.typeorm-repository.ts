import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AdminOrderRepository,
  ORDER_NOT_FOUND,
  type LineRef,
  type OrderCustomer,
} from '@shop/application';
import { ORDER_ERRORS, type CategoryCode, type DomainError, type Order, type Result, type PendingOrderDetailsDto, type AdminOrderDto, type AdminManagedProductDto } from '@shop/domain';
import { lockOrder, transitionLocked } from './locked-order';
import { groupLines, roubles, toCompositionDto, type StoredCompositionEntry } from './order-rows';

const notFound = { ok: false, error: ORDER_NOT_FOUND } as const;

interface AdminOrderRow {
  id: number;
  username: string;
  user_email: string;
  email: string | null;
  created_at: Date;
  full_name: string | null;
  delivery_phone: string | null;
  delivery_address_full: string | null;
  delivery_type: AdminOrderDto['delivery_type'];
  delivery_price_kopecks: number | null;
  status: AdminOrderDto['status'];
  is_approved: boolean;
  goods_total_kopecks: number;
  city: string | null;
  recipient_name: string | null;
  recipient_phone: string | null;
  card_text: string | null;
  delivery_date: string | null;
  delivery_slot: string | null;
  suggested_delivery_price_kopecks: number | null;
  delivery_quote_note: string | null;
  contact_submitted_at: Date | null;
}

interface AdminLineRow {
  id: string;
  order_id: number;
  product_id: number | null;
  title: string;
  unit_price_kopecks: number;
  quantity: number;
  image_url: string | null;
  composition: StoredCompositionEntry[];
}

const ORDER_COLUMNS = `o.id, u.username, u.email AS user_email, o.email, o.created_at, o.full_name, o.delivery_phone, o.delivery_address_full,
  o.delivery_type, o.delivery_price_kopecks, o.status, o.is_approved, o.goods_total_kopecks, o.city, o.recipient_name, o.recipient_phone,
  o.card_text, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.delivery_slot, o.suggested_delivery_price_kopecks,
  o.delivery_quote_note, o.contact_submitted_at`;

@Injectable()
export class AdminOrderTypeormRepository extends AdminOrderRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  transition<E>(orderId: number, actorUserId: number | null, decide: (order: Order) => Result<Order, E>) {
    return this.dataSource.transaction(async (manager): Promise<Result<{ order: Order; customer: OrderCustomer }, E | typeof ORDER_NOT_FOUND>> => {
      const outcome = await transitionLocked(manager, orderId, actorUserId, decide);
      if (!outcome) return notFound;
      return outcome.result.ok ? { ok: true, value: { order: outcome.result.value, customer: outcome.locked.customer } } : outcome.result;
    });
  }

  deleteOrder<E>(orderId: number, actorUserId: number, refuse: (order: Order) => E | null): Promise<Result<void, E | typeof ORDER_NOT_FOUND>> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await lockOrder(manager, orderId);
      if (!locked) return notFound;
      const refused = refuse(locked.order);
      if (refused) return { ok: false, error: refused };
      await this.audit(manager, actorUserId, 'order.deleted', 'order', orderId, { order: locked.row, lines: locked.lines });
      await manager.query(`DELETE FROM orders WHERE id = $1`, [orderId]);
      return { ok: true, value: undefined };
    });
  }

  deleteLines<E>(orderId: number, actorUserId: number, line: LineRef, refuse: (order: Order) => E | null): Promise<Result<void, E | DomainError>> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await lockOrder(manager, orderId);
      if (!locked) return notFound;
      const refused = refuse(locked.order);
      if (refused) return { ok: false, error: refused };
      const removed = locked.lines.filter((l) => ('lineId' in line ? Number(l.id) === line.lineId : l.product_id === line.productId));
      if (removed.length === 0) return { ok: false, error: ORDER_ERRORS.lineNotFound };
      await this.audit(manager, actorUserId, 'order.line_deleted', 'order', orderId, { lines: removed });
      await manager.query(`DELETE FROM order_lines WHERE id = ANY($1)`, [removed.map((l) => l.id)]);
      await manager.query(
        `UPDATE orders SET goods_total_kopecks = (SELECT coalesce(sum(unit_price_kopecks * quantity), 0) FROM order_lines WHERE order_id = $1) WHERE id = $1`,
        [orderId],
      );
      return { ok: true, value: undefined };
    });
  }

  async pending(): Promise<PendingOrderDetailsDto[]> {
    const { orders, lines } = await this.ordersWithLines(`WHERE o.status = 'pending'`, 'o.created_at ASC');
    return orders.map((o) => ({
      order_id: o.id,
      username: o.username,
      email: o.user_email,
      total_amount: roubles(o.goods_total_kopecks),
      created_at: o.created_at.toISOString(),
      full_name: o.full_name,
      delivery_phone: o.delivery_phone,
      delivery_type: o.delivery_type,
      delivery_address_full: o.delivery_address_full,
      delivery_price: roubles(o.delivery_price_kopecks),
      status: o.status,
      items: (lines.get(o.id) ?? []).map((l) => ({
        title: l.title,
        price: roubles(l.unit_price_kopecks),
        quantity: l.quantity,
        image_url: l.image_url,
        composition: toCompositionDto(l.composition),
      })),
      city: o.city,
      customer_email: o.email,
      recipient_name: o.recipient_name,
      recipient_phone: o.recipient_phone,
      card_text: o.card_text,
      delivery_date: o.delivery_date,
      delivery_slot: o.delivery_slot,
      suggested_delivery_price: o.suggested_delivery_price_kopecks === null ? null : roubles(o.suggested_delivery_price_kopecks),
      delivery_quote_note: o.delivery_quote_note,
      contact_submitted: o.contact_submitted_at !== null,
    }));
  }

  async all(): Promise<AdminOrderDto[]> {
    const { orders, lines } = await this.ordersWithLines('', 'o.created_at DESC');
    return orders.map((o) => ({
      order_id: o.id,
      username: o.username,
      email: o.user_email,
      created_at: o.created_at.toISOString(),
      full_name: o.full_name,
      delivery_phone: o.delivery_phone,
      delivery_address_full: o.delivery_address_full,
      delivery_type: o.delivery_type,
      delivery_price: roubles(o.delivery_price_kopecks),
      status: o.status,
      is_approved: o.is_approved,
      total_amount: roubles(o.goods_total_kopecks),
      items: (lines.get(o.id) ?? []).map((l) => ({
        line_id: Number(l.id),
        product_id: l.product_id,
        title: l.title,
        quantity: l.quantity,
        item_price: roubles(l.unit_price_kopecks),
        image_url: l.image_url,
        composition: toCompositionDto(l.composition),
      })),
    }));
  }

  /** Every product (hidden ones too) with the orders that contain it: two queries in all. */
  async productsWithOrders(): Promise<AdminManagedProductDto[]> {
    const products: { id: number; title: string; description: string; category: CategoryCode; images: string[]; price_kopecks: number; price_from: boolean; is_visible: boolean }[] =
      await this.dataSource.query(`SELECT id, title, description, category, images, price_kopecks, price_from, is_visible FROM products ORDER BY id`);
    const entries: (AdminLineRow & AdminOrderRow)[] = await this.dataSource.query(
      `SELECT l.product_id, l.quantity, l.unit_price_kopecks, l.composition, ${ORDER_COLUMNS}
       FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN users u ON u.id = o.user_id
       WHERE l.product_id IS NOT NULL ORDER BY o.created_at DESC`,
    );
    const byProduct = new Map<number, (AdminLineRow & AdminOrderRow)[]>();
    for (const entry of entries) byProduct.set(entry.product_id as number, [...(byProduct.get(entry.product_id as number) ?? []), entry]);
    return products.map((p) => {
      const orders = byProduct.get(p.id) ?? [];
      return {
        product_id: p.id,
        title: p.title,
        image_url: p.images[0] ?? null,
        price: roubles(p.price_kopecks),
        // The product list names the latest buyer; each order entry carries its own customer.
        username: orders[0]?.username ?? '',
        email: orders[0]?.user_email ?? '',
        description: p.description,
        category: p.category,
        images: p.images,
        price_from: p.price_from,
        is_visible: p.is_visible,
        orders: orders.map((o) => ({
          order_id: o.id,
          created_at: o.created_at.toISOString(),
          status: o.status,
          quantity: o.quantity,
          item_price: roubles(o.unit_price_kopecks),
          composition: toCompositionDto(o.composition),
          full_name: o.full_name,
          delivery_phone: o.delivery_phone,
          delivery_address_full: o.delivery_address_full,
          delivery_type: o.delivery_type,
          delivery_price: roubles(o.delivery_price_kopecks),
          username: o.username,
          email: o.user_email,
        })),
      };
    });
  }

  private async ordersWithLines(where: string, order: string): Promise<{ orders: AdminOrderRow[]; lines: Map<number, AdminLineRow[]> }> {
    const orders: AdminOrderRow[] = await this.dataSource.query(`SELECT ${ORDER_COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id ${where} ORDER BY ${order}, o.id`);
    const lines: AdminLineRow[] = await this.dataSource.query(
      `SELECT id, order_id, product_id, title, unit_price_kopecks, quantity, image_url, composition FROM order_lines WHERE order_id = ANY($1) ORDER BY id`,
      [orders.map((o) => o.id)],
    );
    return { orders, lines: groupLines(lines) };
  }

  private async audit(manager: EntityManager, actorUserId: number, action: string, entity: string, entityId: number, snapshot: unknown): Promise<void> {
    await manager.query(`INSERT INTO audit_log (actor_user_id, action, entity, entity_id, snapshot) VALUES ($1, $2, $3, $4, $5::jsonb)`, [
      actorUserId,
      action,
      entity,
      String(entityId),
      JSON.stringify(snapshot),
    ]);
  }
}
