import type { DateRemindersDto, DateRemindersRunDto, RememberedDateDto } from '@shop/domain';
import {
  type StaffMemberDto,
  type OrderTimelineEntryDto,
  STAFF_ROLES,
  CATEGORY_CODES,
  DELIVERY_TYPES,
  FULFILMENT_STAGES,
  ORDER_STATUSES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_OUTCOMES,
  type AdminFlowerDto,
  type AdminManagedProductDto,
  type AdminOrderDto,
  type AdminOrderFactsDto,
  type AdminOrderLineDto,
  type AdminPaidOrderDto,
  type AdminProductOrderEntryDto,
  type ApiErrorDto,
  type ApproveOrderResponseDto,
  type CartAddResponseDto,
  type CartCountResponseDto,
  type CartItemDto,
  type CartResponseDto,
  type CartPromoDto,
  type AdminPromoCodeDto,
  PROMO_KINDS,
  type CheckAdminResponseDto,
  type CompositionEntryDto,
  type CookieConsentAnswerDto,
  type CustomerOrderDto,
  type CustomerOrderItemDto,
  type CustomerRefundDto,
  type CalendarDayDto,
  type CalendarSlotDto,
  type DeliveryDateDto,
  type DeliverySlotDto,
  type PeakDayDto,
  type PeakSurchargeDto,
  type DeliveryDetailsDto,
  type FlowerDto,
  type FulfilmentResponseDto,
  type ImageUploadResponseDto,
  type LikeCountResponseDto,
  type LikeResponseDto,
  type LoginResponseDto,
  type MessageResponseDto,
  type OrderAction,
  type OrderCreateResponseDto,
  type OrderMoneyDto,
  type OrderPhotoUploadDto,
  type OrderProgressDto,
  type OrderDiscountDto,
  type PaidOrderItemDto,
  type PaymentIncidentDto,
  type PaymentLookupDto,
  type PaymentLookupItemDto,
  type PaymentLookupOrderDto,
  type PaymentOutcomeDto,
  type PaymentStatus,
  type PendingOrderDetailsDto,
  type PendingOrderItemDto,
  type ProductCreatedResponseDto,
  type ProductDto,
  type ProfileResponseDto,
  type ReceiptDto,
  type RefreshResponseDto,
  type RefundDto,
  type RefundableLineDto,
  type ClosingReceiptDto,
  type RefundResponseDto,
  type RefundStatus,
  type RegisterResponseDto,
  type RejectOrderResponseDto,
  type StartPaymentResponseDto,
  type SuccessResponseDto,
  type UserDto,
  type UserRole,
  type FulfilmentOverrideDto,
  type KindLoadDto,
  type StatsDto,
  STATS_GROUPINGS,
} from '@shop/domain';
import {
  SchemaComponents,
  arrayOf,
  boolean,
  dateTime,
  describe,
  id,
  date,
  integer,
  literal,
  nullable,
  object,
  oneOf,
  oneOfKeys,
  optional,
  roubles,
  text,
  type Schema,
  type Shape,
} from './schema';

/**
 * The answers of the API as OpenAPI schemas, one per wire shape of domain/src/contract. Each is
 * typed by its contract interface, so the compiler refuses a schema that misses a field, names
 * one the contract does not have, or gets a field's type or nullability wrong.
 */
export const SCHEMAS = new SchemaComponents();
const define = SCHEMAS.define.bind(SCHEMAS);

const orderStatus = oneOf(ORDER_STATUSES);
const deliveryType = oneOf(DELIVERY_TYPES);
const paymentMethod = describe('how the customer paid: Банковская карта, СБП, SberPay, T-Pay; null while unpaid', nullable(oneOf(PAYMENT_METHOD_TYPES)));
const fulfilmentStage = oneOf(FULFILMENT_STAGES);
const orderActions = arrayOf(
  oneOfKeys<OrderAction>({
    'submit-contact': true,
    pay: true,
    'answer-photo': true,
    approve: true,
    reject: true,
    'remove-line': true,
    delete: true,
    refund: true,
    'advance-fulfilment': true,
    'upload-photo': true,
  }),
);
const paymentStatus = oneOfKeys<PaymentStatus>({ pending: true, waiting_for_capture: true, succeeded: true, canceled: true });
const refundStatus = oneOfKeys<RefundStatus>({ pending: true, succeeded: true, canceled: true });
const userRole = oneOfKeys<UserRole>({ admin: true, florist: true, user: true });
const textOrNull = nullable(text);

export const ERROR = define<ApiErrorDto>('Error', describe('Текст ошибки по-русски, для человека', object<ApiErrorDto>({ error: text })));
export const SUCCESS = define<SuccessResponseDto>('Success', object<SuccessResponseDto>({ success: literal(true) }));
export const MESSAGE = define<MessageResponseDto>('Message', object<MessageResponseDto>({ message: text }));

// Catalogue and storefront
export const PRODUCT = define<ProductDto>(
  'Product',
  object<ProductDto>({
    id,
    title: text,
    description: text,
    price: roubles,
    price_from: boolean,
    category: oneOf(CATEGORY_CODES),
    image: text,
    images: arrayOf(text),
    stock: describe('Pieces in stock; null: made to order, no limit', nullable(integer)),
    lead_days: describe('Days it takes to make, 0 to 30', integer),
  }),
);
export const FLOWER = define<FlowerDto>(
  'Flower',
  object<FlowerDto>({
    id,
    title: text,
    price: roubles,
    image: text,
    category: literal('flowers'),
    stock: describe('Stems in stock; null: unlimited', nullable(integer)),
  }),
);
export const LIKE_COUNT = define<LikeCountResponseDto>('LikeCount', object<LikeCountResponseDto>({ like_count: integer }));
export const LIKE = define<LikeResponseDto>('Like', object<LikeResponseDto>({ like_count: integer, already_liked: boolean }));
export const COOKIE_CONSENT = define<CookieConsentAnswerDto>(
  'CookieConsent',
  object<CookieConsentAnswerDto>({
    accepted: boolean,
    decided: describe('Whether a choice is on record: a refusal is accepted false with decided true; the banner shows only without one', boolean),
    analytics: optional(boolean),
    marketing: optional(boolean),
    preferences: optional(boolean),
  }),
);

// Accounts
const USER = define<UserDto>(
  'User',
  object<UserDto>({
    id,
    username: text,
    email: text,
    full_name: textOrNull,
    phone: textOrNull,
    telegram: textOrNull,
    role: userRole,
    created_at: dateTime,
    last_login: nullable(dateTime),
  }),
);
export const REGISTERED = define<RegisterResponseDto>('Registered', object<RegisterResponseDto>({ user: USER }));
export const PROFILE = define<ProfileResponseDto>('Profile', object<ProfileResponseDto>({ user: USER }));
export const LOGIN = define<LoginResponseDto>('Login', object<LoginResponseDto>({ token: text, id, role: userRole }));
export const REFRESHED = define<RefreshResponseDto>('Refreshed', object<RefreshResponseDto>({ accessToken: text }));
export const CHECK_ADMIN = define<CheckAdminResponseDto>('CheckAdmin', object<CheckAdminResponseDto>({ isAdmin: boolean, role: userRole }));

// Cart
const COMPOSITION_ENTRY = define<CompositionEntryDto>(
  'CompositionEntry',
  object<CompositionEntryDto>({ title: text, quantity: integer, price: roubles, images: arrayOf(text) }),
);
const composition = arrayOf(COMPOSITION_ENTRY);
const CART_ITEM = define<CartItemDto>(
  'CartItem',
  object<CartItemDto>({ id, product_id: integer, title: text, price: roubles, quantity: integer, images: arrayOf(text), composition: optional(composition) }),
);
export const CART_PROMO = define<CartPromoDto>(
  'CartPromo',
  object<CartPromoDto>({
    code: text,
    discount: describe('Roubles off the goods; 0 while the cart does not qualify', roubles),
    goods: roubles,
    total: describe('goods − discount; delivery is not known yet', roubles),
    problem: optional(describe('Why the cart no longer qualifies', text)),
  }),
);
export const CART = define<CartResponseDto>('Cart', object<CartResponseDto>({ items: arrayOf(CART_ITEM), promo: nullable(CART_PROMO) }));
export const CART_COUNT = define<CartCountResponseDto>('CartCount', object<CartCountResponseDto>({ count: integer }));
export const CART_ADDED = define<CartAddResponseDto>('CartAdded', object<CartAddResponseDto>({ success: literal(true), message: text }));

// Orders, as the customer sees them
const deliveryDetails: Shape<DeliveryDetailsDto> = {
  full_name: textOrNull,
  delivery_phone: textOrNull,
  email: text,
  city: textOrNull,
  delivery_date: describe('YYYY-MM-DD, по Москве', textOrNull),
  delivery_slot: describe('код интервала доставки, например 10-13', textOrNull),
  recipient_name: textOrNull,
  recipient_phone: textOrNull,
  card_text: textOrNull,
};
const orderProgress: Shape<OrderProgressDto> = {
  fulfilment_stage: nullable(fulfilmentStage),
  photo_url: textOrNull,
  photo_approved: nullable(boolean),
  photo_comment: textOrNull,
};
const orderDiscount: Shape<OrderDiscountDto> = {
  promo_code: describe('the promo code the order was placed with; null: none', textOrNull),
  discount: describe('roubles the code took off the goods; 0 without one', roubles),
};
export const ORDER_PROGRESS = define<OrderProgressDto>('OrderProgress', object<OrderProgressDto>(orderProgress));
export const ORDER_CREATED = define<OrderCreateResponseDto>('OrderCreated', object<OrderCreateResponseDto>({ order_id: id }));
const CUSTOMER_ORDER_ITEM = define<CustomerOrderItemDto>(
  'CustomerOrderItem',
  object<CustomerOrderItemDto>({ title: text, image_url: textOrNull, price: roubles, quantity: integer, composition }),
);
const CUSTOMER_REFUND = define<CustomerRefundDto>(
  'CustomerRefund',
  object<CustomerRefundDto>({ amount: roubles, created_at: dateTime, reason: describe('причина возврата, как её указал магазин', text) }),
);
const orderMoney: Shape<OrderMoneyDto> = {
  paid_amount: describe('списано с карты (товары и доставка); null, пока заказ не оплачен', nullable(roubles)),
  paid_at: nullable(dateTime),
  payment_method: paymentMethod,
  refunds: describe('завершённые возвраты, от старых к новым', arrayOf(CUSTOMER_REFUND)),
  refund_note: describe('«Частичный возврат 1 500 ₽», пока вернули часть денег; иначе null', textOrNull),
};
const paymentDeadline = describe(
  'until when the order can be paid (PAYMENT_WINDOW_HOURS after approval; shown as «Оплатите до 28 ноября, 14:05 МСК»); null when nothing is to be paid',
  nullable(dateTime),
);
export const CUSTOMER_ORDER = define<CustomerOrderDto>(
  'CustomerOrder',
  object<CustomerOrderDto>({
    ...deliveryDetails,
    ...orderProgress,
    ...orderDiscount,
    ...orderMoney,
    order_id: id,
    total_amount: describe('goods only', roubles),
    total_payable: describe('what the customer pays: the goods less the discount, and the delivery', roubles),
    delivery_price: roubles,
    address: textOrNull,
    created_at: dateTime,
    delivery_address_full: textOrNull,
    delivery_type: deliveryType,
    status: orderStatus,
    is_approved: boolean,
    cancel_reason: describe("why the shop canceled the order (it reads 'Отменён магазином'); null otherwise", textOrNull),
    payment_deadline: paymentDeadline,
    allowed_actions: orderActions,
    items: arrayOf(CUSTOMER_ORDER_ITEM),
  }),
);
const PAYMENT_LOOKUP_ORDER = define<PaymentLookupOrderDto>(
  'PaymentLookupOrder',
  object<PaymentLookupOrderDto>({
    full_name: textOrNull,
    email: textOrNull,
    delivery_phone: textOrNull,
    delivery_type: deliveryType,
    delivery_address_full: textOrNull,
    delivery_price: roubles,
    status: orderStatus,
    total_amount: roubles,
    total_with_delivery: roubles,
    ...orderDiscount,
    payment_deadline: paymentDeadline,
    allowed_actions: orderActions,
  }),
);
const PAYMENT_LOOKUP_ITEM = define<PaymentLookupItemDto>(
  'PaymentLookupItem',
  object<PaymentLookupItemDto>({ name: text, quantity: integer, price: roubles, images: arrayOf(text), composition }),
);
export const PAYMENT_LOOKUP = define<PaymentLookupDto>(
  'PaymentLookup',
  object<PaymentLookupDto>({ order: PAYMENT_LOOKUP_ORDER, items: arrayOf(PAYMENT_LOOKUP_ITEM) }),
);
export const PAYMENT_STARTED = define<StartPaymentResponseDto>('PaymentStarted', object<StartPaymentResponseDto>({ confirmation_url: text }));
export const PAYMENT_OUTCOME = define<PaymentOutcomeDto>(
  'PaymentOutcome',
  object<PaymentOutcomeDto>({
    order_id: id,
    outcome: describe('paid: оплата принята; not-completed: оплата не прошла или отменена; checking: платёж ещё проводится', oneOf(PAYMENT_OUTCOMES)),
  }),
);

// The admin's orders
const adminOrderFacts: Shape<AdminOrderFactsDto> = {
  ...deliveryDetails,
  ...orderProgress,
  ...orderDiscount,
  account_email: text,
  next_fulfilment_stage: nullable(fulfilmentStage),
  fulfilment_route: arrayOf(fulfilmentStage),
  contact_changed_at: describe('when the customer last sent the contact step again (the card says «изменён»); null: never', nullable(dateTime)),
};
const ADMIN_ORDER_LINE = define<AdminOrderLineDto>(
  'AdminOrderLine',
  object<AdminOrderLineDto>({
    line_id: id,
    product_id: nullable(integer),
    title: text,
    quantity: integer,
    item_price: roubles,
    image_url: textOrNull,
    composition,
  }),
);
export const ADMIN_ORDER = define<AdminOrderDto>(
  'AdminOrder',
  object<AdminOrderDto>({
    ...adminOrderFacts,
    order_id: id,
    username: text,
    email: text,
    created_at: dateTime,
    full_name: textOrNull,
    delivery_phone: textOrNull,
    delivery_address_full: textOrNull,
    delivery_type: deliveryType,
    delivery_price: roubles,
    status: orderStatus,
    is_approved: boolean,
    allowed_actions: orderActions,
    total_amount: roubles,
    items: arrayOf(ADMIN_ORDER_LINE),
  }),
);
const PENDING_ORDER_ITEM = define<PendingOrderItemDto>(
  'PendingOrderItem',
  object<PendingOrderItemDto>({ title: text, price: roubles, quantity: integer, image_url: textOrNull, images: optional(arrayOf(text)), composition }),
);
export const PENDING_ORDER = define<PendingOrderDetailsDto>(
  'PendingOrder',
  object<PendingOrderDetailsDto>({
    ...adminOrderFacts,
    order_id: id,
    username: text,
    email: text,
    total_amount: roubles,
    created_at: dateTime,
    full_name: textOrNull,
    delivery_phone: textOrNull,
    delivery_type: deliveryType,
    delivery_address_full: textOrNull,
    delivery_price: roubles,
    status: orderStatus,
    allowed_actions: orderActions,
    items: arrayOf(PENDING_ORDER_ITEM),
    customer_email: textOrNull,
    suggested_delivery_price: nullable(roubles),
    delivery_quote_note: textOrNull,
    contact_submitted: boolean,
  }),
);
const PAID_ORDER_ITEM = define<PaidOrderItemDto>(
  'PaidOrderItem',
  object<PaidOrderItemDto>({ title: text, quantity: integer, price: roubles, item_price: roubles, image_url: textOrNull, composition }),
);
const FULFILMENT_OVERRIDE = define<FulfilmentOverrideDto>(
  'FulfilmentOverride',
  object<FulfilmentOverrideDto>({
    stage: describe("the stage marked over the customer's «Хочу изменить»", fulfilmentStage),
    admin: describe('the admin who confirmed it; null once the account is gone', textOrNull),
    at: dateTime,
  }),
);
const REFUNDABLE_LINE = define<RefundableLineDto>(
  'RefundableLine',
  object<RefundableLineDto>({
    line_id: describe('0: the delivery', integer),
    title: text,
    quantity: describe('pieces still returnable', integer),
    item_price: roubles,
  }),
);
const CLOSING_RECEIPT = define<ClosingReceiptDto>(
  'ClosingReceipt',
  object<ClosingReceiptDto>({
    receipt_id: describe("the provider's receipt id; null while the provider is retried", textOrNull),
    sent_at: nullable(dateTime),
    created_at: dateTime,
  }),
);
const REFUND = define<RefundDto>('Refund', object<RefundDto>({ refund_id: text, status: refundStatus, amount: roubles, reason: text, created_at: dateTime }));
/** Also the answer of GET /api/admin/deliveries (AdminDeliveryDto is the same shape). */
const paidOrder: Shape<AdminPaidOrderDto> = {
  ...adminOrderFacts,
  order_id: id,
  username: text,
  email: text,
  delivery_type: deliveryType,
  delivery_address_full: textOrNull,
  delivery_price: roubles,
  payment_id: text,
  items: arrayOf(PAID_ORDER_ITEM),
  paid_at: dateTime,
  payment_method: paymentMethod,
  total_amount: describe('goods only', roubles),
  total_payable: describe('what the customer paid: the goods and the delivery', roubles),
  created_at: dateTime,
  full_name: textOrNull,
  delivery_phone: textOrNull,
  status: orderStatus,
  allowed_actions: orderActions,
  refund: nullable(REFUND),
  refunds: describe('every refund, oldest first', arrayOf(REFUND)),
  refund_note: describe('«Частичный возврат 1 500 ₽» while part of the money went back; else null', textOrNull),
  refundable_amount: describe('roubles still returnable', roubles),
  refundable_lines: describe('lines still returnable (line_id 0: the delivery)', arrayOf(REFUNDABLE_LINE)),
  closing_receipt: describe('the 54-FZ closing receipt («чек зачёта предоплаты») once the order was handed over', nullable(CLOSING_RECEIPT)),
  fulfilment_overrides: arrayOf(FULFILMENT_OVERRIDE),
};
export const PAID_ORDER = define<AdminPaidOrderDto>('PaidOrder', object<AdminPaidOrderDto>(paidOrder));
export const ORDER_REJECTED = define<RejectOrderResponseDto>(
  'OrderRejected',
  object<RejectOrderResponseDto>({ success: literal(true), order_id: id, status: orderStatus }),
);
export const ORDER_APPROVED = define<ApproveOrderResponseDto>(
  'OrderApproved',
  object<ApproveOrderResponseDto>({ success: literal(true), order_id: id, status: orderStatus, total_payable: roubles }),
);
export const FULFILMENT = define<FulfilmentResponseDto>(
  'Fulfilment',
  object<FulfilmentResponseDto>({
    order_id: id,
    fulfilment_stage: fulfilmentStage,
    next_fulfilment_stage: nullable(fulfilmentStage),
    allowed_actions: orderActions,
  }),
);
export const ORDER_PHOTO = define<OrderPhotoUploadDto>('OrderPhoto', object<OrderPhotoUploadDto>({ photo_url: text }));

// The admin's payments
export const REFUNDED = define<RefundResponseDto>(
  'Refunded',
  object<RefundResponseDto>({ refund_id: text, status: refundStatus, amount: describe('roubles returned by this refund', roubles) }),
);
export const RECEIPT = define<ReceiptDto>(
  'Receipt',
  object<ReceiptDto>({
    amount: object<ReceiptDto['amount']>({ value: describe('рубли строкой, 2100.00', text), currency: describe('RUB', text) }),
    payment_method: object<ReceiptDto['payment_method']>({
      type: oneOf(PAYMENT_METHOD_TYPES),
      card: object<ReceiptDto['payment_method']['card']>({ last4: text }),
    }),
    authorization_details: object<ReceiptDto['authorization_details']>({ rrn: text, auth_code: text }),
    created_at: text,
    fiscal_document_number: text,
    shift_number: text,
  }),
);
export const PAYMENT_INCIDENT = define<PaymentIncidentDto>(
  'PaymentIncident',
  object<PaymentIncidentDto>({ payment_id: text, order_id: nullable(id), amount: roubles, status: paymentStatus, incident: text, created_at: dateTime }),
);

// The admin's products
const PRODUCT_ORDER_ENTRY = define<AdminProductOrderEntryDto & { username: string; email: string }>(
  'ProductOrderEntry',
  object<AdminProductOrderEntryDto & { username: string; email: string }>({
    order_id: id,
    created_at: dateTime,
    status: orderStatus,
    quantity: integer,
    item_price: roubles,
    composition,
    full_name: textOrNull,
    delivery_phone: textOrNull,
    delivery_address_full: textOrNull,
    delivery_type: deliveryType,
    delivery_price: roubles,
    username: text,
    email: text,
  }),
);
export const MANAGED_PRODUCT = define<AdminManagedProductDto>(
  'ManagedProduct',
  object<AdminManagedProductDto>({
    product_id: id,
    title: text,
    image_url: textOrNull,
    price: roubles,
    username: text,
    email: text,
    orders: arrayOf(PRODUCT_ORDER_ENTRY),
    description: text,
    category: oneOf(CATEGORY_CODES),
    images: arrayOf(text),
    price_from: boolean,
    is_visible: boolean,
    stock: nullable(integer),
    lead_days: integer,
  }),
);
export const PRODUCT_CREATED = define<ProductCreatedResponseDto>('ProductCreated', object<ProductCreatedResponseDto>({ product_id: id }));
export const ADMIN_FLOWER = define<AdminFlowerDto>(
  'AdminFlower',
  object<AdminFlowerDto>({
    id,
    title: text,
    price: roubles,
    image: text,
    available: describe('False: out of season, not offered in the constructor', boolean),
    stock: describe('Stems in stock; null: unlimited', nullable(integer)),
  }),
);
export const ADMIN_PROMO_CODE = define<AdminPromoCodeDto>(
  'AdminPromoCode',
  object<AdminPromoCodeDto>({
    id,
    code: text,
    kind: oneOf(PROMO_KINDS),
    value: describe('A whole percent (1–100) or roubles', roubles),
    min_goods: roubles,
    starts_at: nullable(dateTime),
    ends_at: nullable(dateTime),
    max_uses: nullable(integer),
    max_uses_per_customer: nullable(integer),
    categories: arrayOf(oneOf(CATEGORY_CODES)),
    product_ids: arrayOf(integer),
    bouquets: boolean,
    active: boolean,
    uses: describe('Orders that hold a use now (placed with it, not canceled)', integer),
  }),
);
export const IMAGE_UPLOADED = define<ImageUploadResponseDto>('ImageUploaded', object<ImageUploadResponseDto>({ url: text }));

// Health (GET /api/health writes its answer itself)
interface HealthUp {
  status: 'ok';
  database: 'up';
}
interface HealthDown extends ApiErrorDto {
  status: 'error';
  database: 'down';
}
export const HEALTH_UP = define<HealthUp>('HealthUp', object<HealthUp>({ status: literal('ok'), database: literal('up') }));
export const HEALTH_DOWN = define<HealthDown>('HealthDown', object<HealthDown>({ status: literal('error'), database: literal('down'), error: text }));

/** The payment webhook's answer: an empty object, whatever the notification said. */
export const EMPTY = define<Record<string, never>>('Empty', { type: 'object', properties: {}, additionalProperties: false } as Schema<Record<string, never>>);

const peakSurcharge = define<PeakSurchargeDto>(
  'PeakSurcharge',
  describe(
    'Надбавка праздничного дня к цене курьера: рубли или проценты',
    object<PeakSurchargeDto>({ kind: oneOfKeys({ roubles: true, percent: true }), value: integer }),
  ),
);
export const DELIVERY_DATE = define<DeliveryDateDto>(
  'DeliveryDate',
  object<DeliveryDateDto>({ date, available: boolean, reason: textOrNull, surcharge: nullable(peakSurcharge) }),
);
export const DELIVERY_SLOT = define<DeliverySlotDto>(
  'DeliverySlot',
  object<DeliverySlotDto>({ code: text, label: text, available: boolean, remaining: integer, reason: textOrNull }),
);
const peakDay = define<PeakDayDto>('PeakDay', object<PeakDayDto>({ surcharge: peakSurcharge, cutoff_hour: nullable(integer), lead_hours: nullable(integer) }));
const calendarSlot = define<CalendarSlotDto>(
  'CalendarSlot',
  object<CalendarSlotDto>({ code: text, label: text, capacity: integer, default_capacity: boolean, taken: integer, closed: boolean, reason: textOrNull }),
);
export const CALENDAR_DAY = define<CalendarDayDto>(
  'CalendarDay',
  object<CalendarDayDto>({
    date,
    closed: boolean,
    reason: textOrNull,
    peak: nullable(peakDay),
    slots: object<CalendarDayDto['slots']>({ courier: arrayOf(calendarSlot), pickup: arrayOf(calendarSlot) }),
  }),
);

// Staff and the order's timeline
export const STAFF_MEMBER = define<StaffMemberDto>(
  'StaffMember',
  object<StaffMemberDto>({
    user_id: id,
    email: text,
    role: oneOf(STAFF_ROLES),
    invited_at: describe('when the owner last invited them; null: never (the seeded owner)', nullable(dateTime)),
    accepted: describe('signed in since the invitation', boolean),
  }),
);
export const ORDER_TIMELINE_ENTRY = define<OrderTimelineEntryDto>(
  'OrderTimelineEntry',
  object<OrderTimelineEntryDto>({
    at: dateTime,
    action: oneOfKeys<OrderTimelineEntryDto['action']>({
      approve: true,
      reject: true,
      status: true,
      delete: true,
      'line-removed': true,
      refund: true,
      stage: true,
      photo: true,
    }),
    actor: describe(
      'who did it; null: the system',
      nullable(object<NonNullable<OrderTimelineEntryDto['actor']>>({ user_id: id, email: text, role: userRole })),
    ),
    details: textOrNull,
  }),
);

// The owner's dashboard
const kindLoad = object<KindLoadDto>({ taken: integer, capacity: integer });
export const STATS = define<StatsDto>(
  'Stats',
  object<StatsDto>({
    from: date,
    to: date,
    by: oneOf(STATS_GROUPINGS),
    totals: object<StatsDto['totals']>({
      revenue: describe('оплачено минус возвращено, рубли (может быть меньше нуля)', roubles),
      orders: describe('заказов оплачено за период', integer),
      average_order: roubles,
      refunds: describe('возвратов за период', integer),
      refunded: roubles,
    }),
    series: arrayOf(
      object<StatsDto['series'][number]>({ period: describe('первый день периода (МСК)', date), revenue: roubles, orders: integer, refunds: integer }),
    ),
    top_products: arrayOf(object<StatsDto['top_products'][number]>({ product_id: id, title: text, quantity: integer, revenue: roubles })),
    top_flowers: arrayOf(object<StatsDto['top_flowers'][number]>({ flower_id: id, title: text, stems: integer, revenue: roubles })),
    slot_load: arrayOf(object<StatsDto['slot_load'][number]>({ date, courier: kindLoad, pickup: kindLoad })),
    funnel: object<StatsDto['funnel']>({ views: integer, carts: integer, orders: integer, approved: integer, paid: integer }),
  }),
);

// Remembered dates
export const REMEMBERED_DATE = define<RememberedDateDto>(
  'RememberedDate',
  object<RememberedDateDto>({ id, title: text, day: integer, month: integer, recipient: nullable(text) }),
);
export const REMEMBERED_DATES = arrayOf(REMEMBERED_DATE);
export const DATE_REMINDERS = define<DateRemindersDto>('DateReminders', object<DateRemindersDto>({ subscribed: boolean }));
export const DATE_REMINDERS_RUN = define<DateRemindersRunDto>('DateRemindersRun', object<DateRemindersRunDto>({ reminded: integer }));
