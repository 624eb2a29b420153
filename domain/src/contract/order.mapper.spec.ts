import { bouquetLine } from '../cart/cart-line.value-object';
import { Money } from '../money/money.value-object';
import { formatCustomerRoubles } from '../money/money.format';
import type { Order, OrderProps } from '../order/order.entity';
import { restoredOrder, testContact } from '../testing/order.fixtures';
import {
  toAdminOrderDto,
  toAdminProductDtos,
  toApproveOrderResponseDto,
  toPaidOrderDto,
  toPendingOrderDetailsDto,
  toRejectOrderResponseDto,
} from './admin.mapper';
import { toCustomerOrderDto, toPaymentLookupDto, toPendingOrderDto } from './order.mapper';
import { testProduct } from '../testing/catalogue.fixtures';
import { NO_MONEY_MOVED, NO_PROMO, PROGRESS_NOT_STARTED } from '../testing/order-wire.fixtures';

const T0 = new Date('2025-05-01T09:00:00Z');
const ROSE = { flowerId: 301, title: 'Роза', quantity: 3, unitPrice: Money.ofRoubles(250), image: '/images/flowers/f301.svg' };

const order = (change: Partial<OrderProps> = {}): Order =>
  restoredOrder({
    id: 12,
    status: 'confirmed',
    isApproved: true,
    deliveryType: 'yandex',
    deliveryAddress: 'ул. Тверская, 7',
    deliveryPrice: Money.ofKopecks(50_050),
    deliveryQuote: { price: Money.ofRoubles(700), note: 'Тариф' },
    contact: testContact({ address: 'ул. Тверская, 7', email: 'anna@example.com', recipientName: 'Пётр', cardText: 'Люблю', submittedAt: T0 }),
    lines: [
      {
        id: 41,
        kind: 'product',
        key: 'product:2',
        productId: 2,
        title: 'Террариум',
        unitPrice: Money.ofKopecks(450_050),
        quantity: 2,
        image: '/images/p2.svg',
      },
      { ...bouquetLine([ROSE], 1), id: 42 },
    ],
    createdAt: T0,
    confirmedAt: T0,
    ...change,
  });

const account = { username: 'anna', email: 'anna@account.example' };
/** A customer's view of an order with no money moved yet. */
const unpaid = (o: Order) => ({ order: o, account, paidAmount: null, paymentMethod: null, refunds: [] });
const rose = { title: 'Роза', quantity: 3, price: 250, images: ['/images/flowers/f301.svg'] };

describe('order wire mapping: one mapper, roubles only here', () => {
  it('shows the customer their order with what they may do next', () => {
    expect(toCustomerOrderDto(unpaid(order()), 72)).toEqual({
      order_id: 12,
      total_amount: 9751,
      total_payable: 10251.5,
      delivery_price: 500.5,
      address: 'ул. Тверская, 7',
      created_at: '2025-05-01T09:00:00.000Z',
      full_name: 'Иванова Анна',
      delivery_phone: '+79161234567',
      email: 'anna@example.com',
      city: 'Москва',
      delivery_date: '2025-05-02',
      delivery_slot: '10-13',
      recipient_name: 'Пётр',
      recipient_phone: null,
      card_text: 'Люблю',
      ...PROGRESS_NOT_STARTED,
      ...NO_MONEY_MOVED,
      ...NO_PROMO,
      delivery_address_full: 'ул. Тверская, 7',
      delivery_type: 'yandex',
      status: 'confirmed',
      is_approved: true,
      cancel_reason: null,
      payment_deadline: '2025-05-04T09:00:00.000Z',
      allowed_actions: ['pay'],
      items: [
        { title: 'Террариум', image_url: '/images/p2.svg', price: 4500.5, quantity: 2, composition: [] },
        { title: 'Собранный букет', image_url: null, price: 750, quantity: 1, composition: [rose] },
      ],
    });
  });

  it("gives the customer the shop's reason for an order it canceled, and says when the contact step came again", () => {
    const canceled = order({ status: 'canceled', cancelReason: 'Нет в наличии', deletedAt: T0 });
    expect(toCustomerOrderDto(unpaid(canceled), 72)).toMatchObject({ status: 'canceled', cancel_reason: 'Нет в наличии', allowed_actions: [] });
    expect(toAdminOrderDto({ order: order({ contactChangedAt: T0 }), account }).contact_changed_at).toBe('2025-05-01T09:00:00.000Z');
    expect(toAdminOrderDto({ order: order(), account }).contact_changed_at).toBeNull();
  });

  it('counts an unpriced courier delivery as 0 and names no one before the contact step', () => {
    const dto = toCustomerOrderDto(unpaid(order({ status: 'pending', isApproved: false, deliveryPrice: null, contact: null })), 72);
    expect(dto).toMatchObject({
      delivery_price: 0,
      full_name: null,
      delivery_phone: null,
      email: 'anna@account.example',
      recipient_name: null,
      allowed_actions: ['submit-contact'],
    });
  });

  it('tells the customer what the card was charged and when, and every completed refund with its date and reason', () => {
    const paidAt = new Date('2025-05-01T11:05:00Z');
    const paid = order({ status: 'refunded', payment: { paymentId: 'pay-9', paidAt }, refundedAt: new Date('2025-05-03T08:00:00Z') });
    const refund = (id: string, kopecks: number, status: 'succeeded' | 'pending' | 'canceled', at: string) => ({
      id,
      orderId: 12,
      paymentId: 'pay-9',
      key: `key-${id}`,
      amount: Money.ofKopecks(kopecks),
      lines: [],
      status,
      reason: `Причина ${id}`,
      createdAt: new Date(at),
    });
    const dto = toCustomerOrderDto(
      {
        order: paid,
        account,
        paidAmount: Money.ofKopecks(1_025_150),
        paymentMethod: 'sbp',
        refunds: [
          refund('r1', 300_000, 'succeeded', '2025-05-02T08:00:00Z'),
          refund('r2', 100_000, 'canceled', '2025-05-02T09:00:00Z'),
          refund('r3', 725_150, 'succeeded', '2025-05-03T08:00:00Z'),
        ],
      },
      72,
    );
    expect(dto).toMatchObject({
      paid_amount: 10251.5,
      paid_at: '2025-05-01T11:05:00.000Z',
      refunds: [
        { amount: 3000, created_at: '2025-05-02T08:00:00.000Z', reason: 'Причина r1' },
        { amount: 7251.5, created_at: '2025-05-03T08:00:00.000Z', reason: 'Причина r3' },
      ],
      refund_note: null,
    });
    const partly = toCustomerOrderDto(
      {
        order: paid,
        account,
        paidAmount: Money.ofKopecks(1_025_150),
        paymentMethod: 'bank_card',
        refunds: [refund('r1', 150_000, 'succeeded', '2025-05-02T08:00:00Z')],
      },
      72,
    );
    expect(partly.refund_note).toBe(`Частичный возврат ${formatCustomerRoubles(Money.ofRoubles(1500))}`);
    // The payment equals the total (markPaid checks it): the total stands in for a missing payment row.
    expect(toCustomerOrderDto(unpaid(order({ status: 'paid', payment: { paymentId: 'pay-9', paidAt } })), 72)).toMatchObject({
      paid_amount: 10251.5,
      refunds: [],
      payment_deadline: null,
    });
  });

  it('gives the payment page the totals and the e-mail to send the receipt to', () => {
    const dto = toPaymentLookupDto({ order: order(), account }, 72);
    expect(dto.order).toMatchObject({ email: 'anna@example.com', total_amount: 9751, total_with_delivery: 10251.5, allowed_actions: ['pay'] });
    // PAYMENT_WINDOW_HOURS after the approval.
    expect(toPaymentLookupDto({ order: order(), account }, 24).order.payment_deadline).toBe('2025-05-02T09:00:00.000Z');
    expect(dto.items[1]).toEqual({ name: 'Собранный букет', quantity: 1, price: 750, images: [], composition: [rose] });
    expect(toPaymentLookupDto({ order: order({ contact: null }), account }, 72).order.email).toBe('anna@account.example');
  });

  it('gives the admin the pending order with the quote and the delivery details', () => {
    const dto = toPendingOrderDetailsDto({ order: order({ status: 'pending', isApproved: false }), account });
    expect(dto).toMatchObject({
      order_id: 12,
      username: 'anna',
      email: 'anna@example.com',
      account_email: 'anna@account.example',
      customer_email: 'anna@example.com',
      total_amount: 9751,
      allowed_actions: ['approve', 'reject', 'remove-line', 'delete'],
      suggested_delivery_price: 700,
      delivery_quote_note: 'Тариф',
      recipient_name: 'Пётр',
      card_text: 'Люблю',
      delivery_date: '2025-05-02',
      delivery_slot: '10-13',
      contact_submitted: true,
    });
    expect(toPendingOrderDetailsDto({ order: order({ contact: null, deliveryQuote: { price: null, note: 'нет' } }), account })).toMatchObject({
      city: null,
      suggested_delivery_price: null,
      contact_submitted: false,
    });
    expect(toPendingOrderDto({ order: order(), account }).items[0]).toEqual({
      title: 'Террариум',
      price: 4500.5,
      quantity: 2,
      image_url: '/images/p2.svg',
      composition: [],
    });
  });

  it('gives the admin every line with what the per-line Delete needs', () => {
    const dto = toAdminOrderDto({ order: order(), account });
    expect(dto).toMatchObject({ is_approved: true, total_amount: 9751, allowed_actions: ['remove-line', 'delete'] });
    expect(dto.items).toEqual([
      { line_id: 41, product_id: 2, title: 'Террариум', quantity: 2, item_price: 4500.5, image_url: '/images/p2.svg', composition: [] },
      { line_id: 42, product_id: null, title: 'Собранный букет', quantity: 1, item_price: 750, image_url: null, composition: [rose] },
    ]);
  });

  it("answers the admin's decision with the order's status, and an approval with what is now payable", () => {
    expect(toApproveOrderResponseDto(order())).toEqual({ success: true, order_id: 12, status: 'confirmed', total_payable: 10251.5 });
    expect(toRejectOrderResponseDto(order({ status: 'canceled', isApproved: false }))).toEqual({ success: true, order_id: 12, status: 'canceled' });
  });

  it('lists a paid order with its payment', () => {
    const paidAt = new Date('2025-05-01T10:00:00Z');
    const override = { stage: 'out_for_delivery' as const, admin: 'Флорист', at: paidAt };
    const dto = toPaidOrderDto({
      order: order({ status: 'paid', payment: { paymentId: 'pay-9', paidAt } }),
      account,
      paidAmount: Money.ofKopecks(1_025_150),
      paymentMethod: 'sberbank',
      refunds: [],
      closingReceipt: null,
      overrides: [override],
    });
    expect(dto).toMatchObject({
      payment_id: 'pay-9',
      paid_at: '2025-05-01T10:00:00.000Z',
      total_amount: 9751,
      total_payable: 10251.5,
      allowed_actions: ['refund', 'advance-fulfilment'],
      recipient_name: 'Пётр',
      card_text: 'Люблю',
      delivery_slot: '10-13',
      fulfilment_stage: null,
      next_fulfilment_stage: 'assembling',
      fulfilment_route: ['assembling', 'ready', 'out_for_delivery', 'delivered'],
      fulfilment_overrides: [{ stage: 'out_for_delivery', admin: 'Флорист', at: '2025-05-01T10:00:00.000Z' }],
    });
    expect(dto.items[0]).toMatchObject({ price: 4500.5, item_price: 4500.5 });
    const refund = {
      id: 'rf-1',
      orderId: 12,
      paymentId: 'pay-9',
      key: 'refund-order-12',
      amount: Money.ofKopecks(1_025_150),
      lines: [],
      status: 'succeeded' as const,
      reason: 'Брак',
      createdAt: paidAt,
    };
    expect(
      toPaidOrderDto({
        order: order({ status: 'refunded', payment: { paymentId: 'pay-9', paidAt } }),
        account,
        paidAmount: null,
        paymentMethod: null,
        refunds: [refund],
        closingReceipt: null,
        overrides: [],
      }).refund,
    ).toEqual({
      refund_id: 'rf-1',
      status: 'succeeded',
      amount: 10251.5,
      reason: 'Брак',
      created_at: '2025-05-01T10:00:00.000Z',
    });
  });

  it("shows the florist's stage and the customer's answer to the photo", () => {
    const photo = { url: '/uploads/orders/12.jpg', uploadedAt: T0, response: { approved: false, comment: 'Больше зелени', at: T0 } };
    const paid = order({ status: 'paid', payment: { paymentId: 'pay-9', paidAt: T0 }, fulfilmentStage: 'ready', photo });
    expect(toAdminOrderDto({ order: paid, account })).toMatchObject({
      fulfilment_stage: 'ready',
      next_fulfilment_stage: 'out_for_delivery',
      photo_url: '/uploads/orders/12.jpg',
      photo_approved: false,
      photo_comment: 'Больше зелени',
      allowed_actions: ['refund', 'advance-fulfilment', 'upload-photo'],
    });
    expect(toCustomerOrderDto(unpaid(paid), 72)).toMatchObject({ fulfilment_stage: 'ready', photo_approved: false, allowed_actions: ['answer-photo'] });
    const pickup = toAdminOrderDto({ order: order({ status: 'paid', deliveryType: 'pickup', fulfilmentStage: 'picked_up' }), account });
    expect(pickup).toMatchObject({ next_fulfilment_stage: null, fulfilment_route: ['assembling', 'ready', 'picked_up'] });
  });

  it('lists each product with the orders that bought it, naming the latest buyer', () => {
    const [terrarium, fern] = toAdminProductDtos([testProduct({ id: 2 }), testProduct({ id: 3, visible: false })], [{ order: order(), account }]);
    expect(terrarium).toMatchObject({ product_id: 2, username: 'anna', is_visible: true, price: 1000 });
    expect(terrarium.orders).toEqual([
      expect.objectContaining({ order_id: 12, quantity: 2, item_price: 4500.5, composition: [], delivery_price: 500.5, username: 'anna' }),
    ]);
    expect(fern).toMatchObject({ product_id: 3, username: '', email: '', orders: [], is_visible: false });
  });

  it("keeps a product's orders in the page's order, newest first, and names the newest buyer", () => {
    const boris = { username: 'boris', email: 'boris@account.example' };
    const [terrarium] = toAdminProductDtos(
      [testProduct({ id: 2 })],
      [
        { order: order({ id: 14 }), account: boris },
        { order: order(), account },
      ],
    );
    expect(terrarium.orders.map((entry) => [entry.order_id, entry.username])).toEqual([
      [14, 'boris'],
      [12, 'anna'],
    ]);
    expect(terrarium).toMatchObject({ username: 'boris', email: 'boris@account.example' });
  });
});
