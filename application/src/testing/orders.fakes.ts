import {
  Money,
  Order,
  parseAdminListRequest,
  type AdminListRequest,
  type Page,
  type PageCursor,
  bouquetLineKey,
  productLine,
  type OrderContact,
  type PlaceOrderInput,
  type CartCatalogue,
  type CompositionEntry,
  type OrderAccount,
  type OrderProps,
  type OrderWithAccount,
  type FulfilmentOverride,
  type PaidOrderView,
  type StoredCartLine,
} from '@shop/domain';
import { CartRepository, type AddOutcome, type CartLineRef } from '../cart/cart.repository.port';
import { testContact } from '@shop/domain/testing';
import { product } from './catalogue.fakes';
import { DeliveryQuotes, type Quote, type QuoteRequest } from '../orders/delivery-quotes.port';
import { HandedOverOrders } from '../orders/handed-over-orders.port';
import { OrderReadModel, type DayFilter } from '../orders/order.read-model.port';
import { OrderRepository } from '../orders/order.repository.port';

/** The orders table and its list queries in memory; `saves` records what each save was told. */
/** The filters on status, delivery type, stage and the search by number or name (the SQL's search, simplified). */
const matches = (order: Order, filter: DayFilter & Partial<Pick<AdminListRequest['filter'], 'status'>>): boolean => {
  const search = filter.q;
  return (
    (!filter.status || order.status === filter.status) &&
    (!filter.deliveryType || order.deliveryType === filter.deliveryType) &&
    (!filter.stage || order.fulfilmentStage === filter.stage) &&
    (!search || order.id === search.orderId || (order.contact?.fullName.toLowerCase().includes(search.text) ?? false))
  );
};

export class InMemoryOrders {
  readonly orders = new Map<number, Order>();
  readonly accounts = new Map<number, OrderAccount>();
  readonly saves: { order: Order; actorUserId: number | null }[] = [];
  /** The history's overridden change requests by order; the admin is named `admin<id>`. */
  readonly overrides = new Map<number, FulfilmentOverride[]>();
  private lastId = 0;

  readonly repository: OrderRepository = {
    nextId: async () => ++this.lastId,
    loadForUpdate: async (orderId) => this.orders.get(orderId) ?? null,
    save: async (order, actorUserId) => {
      this.saves.push({ order, actorUserId });
      this.recordOverrides(order, actorUserId);
      // Reloaded as a repository would: without the events it just recorded.
      this.orders.set(order.id, asStored(order));
    },
  };

  readonly readModel: OrderReadModel = {
    ofCustomer: async (customerId) =>
      this.withAccounts(this.sorted().filter((order) => order.isOwnedBy(customerId))).map((view) => ({
        ...view,
        paidAmount: view.order.payment ? view.order.totalPayable() : null,
        paymentMethod: view.order.payment ? ('bank_card' as const) : null,
        refunds: [],
      })),
    pendingPage: async (request) =>
      this.page(
        this.listed()
          .filter((order) => order.status === 'pending')
          .reverse(),
        request,
        (order) => order.createdAt,
      ),
    listedPage: async (request) => this.page(this.listed(), request, (order) => order.createdAt),
    paidPage: async (request) => {
      const paid = this.sorted()
        .filter((order) => order.status === 'paid' || order.status === 'refunded')
        .sort((a, b) => (b.payment?.paidAt.getTime() ?? 0) - (a.payment?.paidAt.getTime() ?? 0) || b.id - a.id);
      const page = this.page(paid, request, (order) => order.payment?.paidAt ?? order.createdAt);
      return { ...page, items: this.paidViews(page.items.map((view) => view.order)) };
    },
    withProductsPage: async (request) =>
      this.page(
        this.listed().filter((order) => order.lines.some((line) => line.kind === 'product')),
        request,
        (order) => order.createdAt,
      ),
    byId: async (orderId) => this.withAccounts([this.orders.get(orderId)].filter((order) => order !== undefined))[0] ?? null,
    toFulfilOn: async (date, filter) =>
      this.paidViews(this.sorted().filter((order) => order.status === 'paid' && order.fulfilmentDay() === date && matches(order, filter))),
    confirmedBefore: async (cutoff) =>
      this.sorted()
        .filter((order) => order.status === 'confirmed' && (order.confirmedAt ?? order.createdAt) <= cutoff)
        .map((order) => order.id),
  };

  add(order: Order, account: OrderAccount = { username: `user${order.customerId}`, email: `user${order.customerId}@example.com` }): Order {
    this.orders.set(order.id, order);
    this.accounts.set(order.customerId, account);
    this.lastId = Math.max(this.lastId, order.id);
    return order;
  }

  /** A page of orders already in the list's order: the filters on status, delivery type, stage and the search by number or name. */
  private page(orders: readonly Order[], { filter, page }: AdminListRequest, key: (order: Order) => Date): Page<OrderWithAccount> {
    const matching = orders.filter((order) => matches(order, filter));
    const cursorKey = (order: Order) => String(key(order).getTime() * 1000);
    const start = page.after ? matching.findIndex((order) => order.id === page.after?.id && cursorKey(order) === page.after.key) + 1 : 0;
    const shown = matching.slice(start, start + page.limit);
    const last = shown.at(-1);
    const more = start + page.limit < matching.length;
    return { items: this.withAccounts(shown), total: matching.length, next: more && last ? { key: cursorKey(last), id: last.id } : null };
  }

  /** What the admin's lists show: newest first, without the orders they deleted. */
  private listed(): Order[] {
    return this.sorted().filter((order) => order.deletedAt === null);
  }

  /** Newest first. */
  private sorted(): Order[] {
    return [...this.orders.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  private paidViews(orders: readonly Order[]): PaidOrderView[] {
    return this.withAccounts(orders).map((view) => ({
      ...view,
      paidAmount: null,
      paymentMethod: view.order.payment ? ('bank_card' as const) : null,
      refunds: [],
      closingReceipt: null,
      overrides: this.overrides.get(view.order.id) ?? [],
    }));
  }

  private recordOverrides(order: Order, actorUserId: number | null): void {
    for (const event of order.events) {
      if (event.type !== 'fulfilment-advanced' || !event.overrodeChangeRequest) continue;
      const recorded = { stage: event.to, admin: actorUserId === null ? null : `admin${actorUserId}`, at: event.at };
      this.overrides.set(order.id, [...(this.overrides.get(order.id) ?? []), recorded]);
    }
  }

  private withAccounts(orders: readonly Order[]): OrderWithAccount[] {
    return orders.map((order) => ({ order, account: this.accounts.get(order.customerId) ?? { username: '', email: '' } }));
  }
}

/** Carts in memory with the repository's atomic-add semantics (the cap is kept). */
export class InMemoryCarts extends CartRepository {
  readonly stored = new Map<number, StoredCartLine[]>();
  readonly locked: number[] = [];
  private nextLineId = 1;

  constructor(public catalogue: CartCatalogue) {
    super();
  }

  async addProduct(userId: number, productId: number, quantity: number, maxPerLine: number): Promise<AddOutcome> {
    return this.add(userId, (line) => line.productId === productId, { productId, flowers: null }, quantity, maxPerLine);
  }
  async addBouquet(
    userId: number,
    key: string,
    flowers: readonly Pick<CompositionEntry, 'flowerId' | 'quantity' | 'unitPrice'>[],
    quantity: number,
    maxPerLine: number,
  ): Promise<AddOutcome> {
    const stored = flowers.map(({ flowerId, quantity: count, unitPrice }) => ({ flowerId, quantity: count, unitPrice }));
    return this.add(
      userId,
      (line) => line.flowers !== null && bouquetLineKey(line.flowers) === key,
      { productId: null, flowers: stored },
      quantity,
      maxPerLine,
    );
  }
  async setQuantity(userId: number, ref: CartLineRef, quantity: number): Promise<boolean> {
    const line = this.of(userId).find(this.matching(ref));
    if (!line) return false;
    this.replace(
      userId,
      this.of(userId).map((l) => (l === line ? { ...l, quantity } : l)),
    );
    return true;
  }
  async removeLine(userId: number, ref: CartLineRef): Promise<boolean> {
    const before = this.of(userId);
    this.replace(
      userId,
      before.filter((line) => !this.matching(ref)(line)),
    );
    return this.of(userId).length < before.length;
  }
  async clear(userId: number): Promise<void> {
    this.stored.delete(userId);
  }
  async count(userId: number): Promise<number> {
    return this.of(userId).reduce((sum, line) => sum + line.quantity, 0);
  }
  async lines(userId: number): Promise<StoredCartLine[]> {
    return this.of(userId);
  }
  async lockForCheckout(userId: number): Promise<{ lines: StoredCartLine[]; catalogue: CartCatalogue }> {
    this.locked.push(userId);
    return { lines: this.of(userId), catalogue: this.catalogue };
  }

  of(userId: number): StoredCartLine[] {
    return this.stored.get(userId) ?? [];
  }

  private add(
    userId: number,
    same: (line: StoredCartLine) => boolean,
    kind: Pick<StoredCartLine, 'productId' | 'flowers'>,
    quantity: number,
    max: number,
  ): AddOutcome {
    const existing = this.of(userId).find(same);
    if (existing && existing.quantity + quantity > max) return 'limit';
    this.replace(
      userId,
      existing
        ? this.of(userId).map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line))
        : [...this.of(userId), { id: this.nextLineId++, ...kind, quantity }],
    );
    return 'added';
  }
  private matching(ref: CartLineRef): (line: StoredCartLine) => boolean {
    return 'productId' in ref ? (line) => line.productId === ref.productId : (line) => line.id === ref.lineId;
  }
  private replace(userId: number, lines: StoredCartLine[]): void {
    this.stored.set(userId, lines);
  }
}

export class ScriptedQuotes extends DeliveryQuotes {
  readonly asked: QuoteRequest[] = [];
  constructor(private readonly answer: Quote | Error) {
    super();
  }
  async quote(request: QuoteRequest): Promise<Quote> {
    this.asked.push(request);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

const T0 = new Date('2026-05-01T06:00:00Z');

/** What customer 5 sent at the checkout's second step. */
export const CONTACT: OrderContact = testContact({ deliveryDate: '2026-05-02', submittedAt: T0 });

/** A pending order of customer 5: a terrarium (2 × 4 500 ₽) for courier delivery, with the contact step done unless told otherwise. */
export const pendingOrder = (change: Partial<PlaceOrderInput> = {}, { contact = true } = {}): Order => {
  const placed = Order.place({
    id: 7,
    customerId: 5,
    deliveryType: 'yandex',
    deliveryAddress: 'Москва, ул. Тверская, 7',
    lines: [productLine(product({ id: 2, price: Money.ofRoubles(4500) }), 2)],
    createdAt: T0,
    ...change,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  const pickup = placed.value.deliveryType === 'pickup';
  const withContact = contact ? placed.value.submitContact(pickup ? { ...CONTACT, deliveryType: 'pickup', address: 'Самовывоз' } : CONTACT, null) : placed;
  if (!withContact.ok) throw new Error(withContact.error.message);
  return asStored(withContact.value);
};

/** The same order as the admin confirmed it with a 500 ₽ delivery. */
export const confirmedOrder = (change: Partial<PlaceOrderInput> = {}): Order => {
  const approved = pendingOrder(change).approve(Money.ofRoubles(500), new Date(T0.getTime() + 3_600_000));
  if (!approved.ok) throw new Error(approved.error.message);
  return asStored(approved.value);
};

/** The same order paid by its customer (payment 'pay-1', an hour after approval). */
export const paidOrder = (change: Partial<PlaceOrderInput> = {}): Order => {
  const confirmed = confirmedOrder(change);
  const paid = confirmed.markPaid({ paymentId: 'pay-1', amount: confirmed.totalPayable(), paidAt: new Date(T0.getTime() + 2 * 3_600_000) });
  if (!paid.ok) throw new Error(paid.error.message);
  return asStored(paid.value);
};

/** An order as a repository would reload it after saving: no pending events, lines with ids; `change` overrides what was stored. */
export const asStored = (order: Order, change: Partial<OrderProps> = {}): Order =>
  Order.restore({
    id: order.id,
    customerId: order.customerId,
    status: order.status,
    isApproved: order.isApproved,
    deliveryType: order.deliveryType,
    deliveryAddress: order.deliveryAddress,
    deliveryPrice: order.deliveryPrice,
    deliveryQuote: order.deliveryQuote,
    contact: order.contact,
    lines: order.lines.map((line, index) => ({ ...line, id: line.id ?? index + 1 })),
    createdAt: order.createdAt,
    confirmedAt: order.confirmedAt,
    canceledAt: order.canceledAt,
    payment: order.payment,
    refundedAt: order.refundedAt,
    fulfilmentStage: order.fulfilmentStage,
    photo: order.photo,
    contactChangedAt: order.contactChangedAt,
    photoAlertedAt: order.photoAlertedAt,
    cancelReason: order.cancelReason,
    deletedAt: order.deletedAt,
    promo: order.promo,
    ...change,
  });

/** An admin list's request from its query string, as the HTTP adapter parses it (the fake's cursor is plain JSON). */
export const listRequest = <C = PageCursor>(query: Record<string, string> = {}): AdminListRequest<C> => {
  const parsed = parseAdminListRequest<C>(query, (raw) => JSON.parse(raw) as C);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** The handover hook, recording the orders it was told of. */
export class RecordedHandovers extends HandedOverOrders {
  readonly orders: number[] = [];

  async handedOver(orderId: number): Promise<void> {
    this.orders.push(orderId);
  }
}
