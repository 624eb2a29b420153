import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryType, FulfilmentStage, OrderStatus } from '@shop/domain';
import {
  BooleanColumn,
  CreatedAtColumn,
  IntegerColumn,
  KopecksColumn,
  OptionalBooleanColumn,
  OptionalDayColumn,
  OptionalJsonColumn,
  OptionalKopecksColumn,
  OptionalMomentColumn,
  OptionalTextColumn,
  referencesTo,
  TextColumn,
} from '../shared/columns';
import { PromoCodeIdColumn } from '../promo/promo-code.orm-entity';
import { UserIdColumn } from '../users/user.orm-entity';

/** An order as the Order aggregate decided it (order.mapper.ts); its lines are order_lines. */
@Entity({ name: 'orders' })
@Check('orders_status_check', `status IN ('pending', 'confirmed', 'canceled', 'paid', 'refunded')`)
@Check('orders_delivery_type_check', `delivery_type IN ('pickup', 'moscow', 'yandex')`)
@Check('orders_delivery_price_kopecks_check', 'delivery_price_kopecks >= 0')
@Check('orders_suggested_delivery_price_kopecks_check', 'suggested_delivery_price_kopecks >= 0')
@Check('orders_goods_total_kopecks_check', 'goods_total_kopecks >= 0')
@Check('orders_discount_kopecks_check', 'discount_kopecks >= 0')
@Index('orders_promo_code_idx', (o: OrderOrmEntity) => [o.promoCodeId, o.userId], { where: 'promo_code_id IS NOT NULL' })
@Check('orders_fulfilment_stage_check', `fulfilment_stage IN ('assembling', 'ready', 'out_for_delivery', 'delivered', 'picked_up')`)
// A customer's orders and the lists, newest first (the migrations order created_at DESC).
@Index('orders_user_created_idx', (o: OrderOrmEntity) => [o.userId, o.createdAt])
@Index('orders_status_created_idx', (o: OrderOrmEntity) => [o.status, o.createdAt])
@Index('orders_listed_idx', (o: OrderOrmEntity) => [o.createdAt, o.id], { where: 'deleted_at IS NULL' })
// The deliveries board: a day's paid orders.
@Index('orders_paid_fulfilment_day_idx', (o: OrderOrmEntity) => [o.fulfilmentDay], { where: `status = 'paid'` })
// The contact step counts a slot's places among the orders that hold one.
@Index('orders_held_slot_idx', (o: OrderOrmEntity) => [o.deliveryDate, o.deliverySlot], { where: 'holds_reservation' })
// The dashboard: orders paid (covering the status: ReportingIndexes1764200050000), and orders begun (deleted ones too), in a span.
@Index('orders_paid_idx', { synchronize: false })
@Index('orders_created_idx', (o: OrderOrmEntity) => [o.createdAt])
@Index('orders_delivery_type_created_idx', (o: OrderOrmEntity) => [o.deliveryType, o.createdAt])
@Index('orders_stage_created_idx', (o: OrderOrmEntity) => [o.fulfilmentStage, o.createdAt], { where: 'fulfilment_stage IS NOT NULL' })
@Index('orders_delivery_date_idx', (o: OrderOrmEntity) => [o.deliveryDate], { where: 'delivery_date IS NOT NULL' })
// Expression indexes of the admin's search and «Оплаченные» (AdminListIndexes1764200000000): TypeORM cannot describe them.
@Index('orders_search_text_trgm_idx', { synchronize: false })
@Index('orders_search_phone_trgm_idx', { synchronize: false })
@Index('orders_paid_list_idx', { synchronize: false })
export class OrderOrmEntity {
  /** By default: the order takes the id it was given (OrderRepository.nextId) before it is stored. */
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @UserIdColumn('orders.user_id')
  userId: number;

  @TextColumn('status', { default: 'pending' })
  status: OrderStatus;

  @BooleanColumn('is_approved', { default: false })
  isApproved: boolean;

  @TextColumn('delivery_type')
  deliveryType: DeliveryType;

  @OptionalTextColumn('delivery_address_full')
  deliveryAddressFull: string | null;

  @OptionalKopecksColumn('delivery_price_kopecks')
  deliveryPriceKopecks: number | null;

  @OptionalKopecksColumn('suggested_delivery_price_kopecks')
  suggestedDeliveryPriceKopecks: number | null;

  @OptionalTextColumn('delivery_quote_note')
  deliveryQuoteNote: string | null;

  @KopecksColumn('goods_total_kopecks')
  goodsTotalKopecks: number;

  @OptionalTextColumn('full_name')
  fullName: string | null;

  @OptionalTextColumn('delivery_phone')
  deliveryPhone: string | null;

  @OptionalTextColumn('email')
  email: string | null;

  @OptionalTextColumn('city')
  city: string | null;

  @OptionalTextColumn('recipient_name')
  recipientName: string | null;

  @OptionalTextColumn('recipient_phone')
  recipientPhone: string | null;

  @OptionalTextColumn('card_text')
  cardText: string | null;

  /** 'YYYY-MM-DD' */
  @OptionalDayColumn('delivery_date')
  deliveryDate: string | null;

  @OptionalTextColumn('delivery_slot')
  deliverySlot: string | null;

  @OptionalMomentColumn('contact_submitted_at')
  contactSubmittedAt: Date | null;

  /** The customer consents to the processing of personal data with the contact step. */
  @OptionalMomentColumn('personal_data_consent_at')
  personalDataConsentAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @OptionalMomentColumn('confirmed_at')
  confirmedAt: Date | null;

  @OptionalMomentColumn('canceled_at')
  canceledAt: Date | null;

  @OptionalMomentColumn('paid_at')
  paidAt: Date | null;

  /** The payment that paid the order (its id at the payment provider). */
  @OptionalTextColumn('payment_id')
  paymentId: string | null;

  @OptionalMomentColumn('refunded_at')
  refundedAt: Date | null;

  @OptionalTextColumn('fulfilment_stage')
  fulfilmentStage: FulfilmentStage | null;

  @OptionalTextColumn('photo_url')
  photoUrl: string | null;

  @OptionalMomentColumn('photo_uploaded_at')
  photoUploadedAt: Date | null;

  @OptionalBooleanColumn('photo_approved')
  photoApproved: boolean | null;

  @OptionalTextColumn('photo_comment')
  photoComment: string | null;

  @OptionalMomentColumn('photo_answered_at')
  photoAnsweredAt: Date | null;

  @OptionalMomentColumn('contact_changed_at')
  contactChangedAt: Date | null;

  @OptionalMomentColumn('photo_alerted_at')
  photoAlertedAt: Date | null;

  @OptionalTextColumn('cancel_reason')
  cancelReason: string | null;

  @OptionalMomentColumn('deleted_at')
  deletedAt: Date | null;

  /** The Moscow day the order is delivered or handed over, as Order.fulfilmentDay() decides it ('YYYY-MM-DD'). */
  @OptionalDayColumn('fulfilment_day')
  fulfilmentDay: string | null;

  /** Whether the order holds its slot's place and its stock, as Order.holdsReservation() decides it. */
  @BooleanColumn('holds_reservation', { default: true })
  holdsReservation: boolean;

  /** The promo code the order was placed with: a use of it while the order is not canceled. */
  @PromoCodeIdColumn('orders.promo_code_id', { nullable: true })
  promoCodeId: number | null;

  /** The code as it was then (the admin may rename or delete it later). */
  @OptionalTextColumn('promo_code')
  promoCode: string | null;

  @IntegerColumn('discount_kopecks', { default: 0 })
  discountKopecks: number;

  /** The offer and the lines it is spread over, to spread it again when the admin removes a line. */
  @OptionalJsonColumn('promo_offer')
  promoOffer: StoredPromoOffer | null;
}

/** orders.promo_offer. */
export interface StoredPromoOffer {
  kind: 'percent' | 'fixed';
  percent: number | null;
  amount_kopecks: number | null;
  eligible_keys: string[];
}

/** An order's id in another table. */
export const OrderIdColumn = referencesTo(() => OrderOrmEntity, 'integer');
