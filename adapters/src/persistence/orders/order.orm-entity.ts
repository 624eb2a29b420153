import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryType, FulfilmentStage, OrderStatus } from '@shop/domain';
import { CreatedAtColumn } from '../shared/columns';
import { UserOrmEntity } from '../users/user.orm-entity';

const optionalText = (name: string) => Column({ type: 'text', name, nullable: true });
const optionalMoment = (name: string) => Column({ type: 'timestamptz', name, nullable: true });
const optionalKopecks = (name: string) => Column({ type: 'integer', name, nullable: true });

/** An order as the Order aggregate decided it (order.mapper.ts); its lines are order_lines. */
@Entity({ name: 'orders' })
@Check('orders_status_check', `status IN ('pending', 'confirmed', 'canceled', 'paid', 'refunded')`)
@Check('orders_delivery_type_check', `delivery_type IN ('pickup', 'moscow', 'yandex')`)
@Check('orders_delivery_price_kopecks_check', 'delivery_price_kopecks >= 0')
@Check('orders_suggested_delivery_price_kopecks_check', 'suggested_delivery_price_kopecks >= 0')
@Check('orders_goods_total_kopecks_check', 'goods_total_kopecks >= 0')
@Check('orders_fulfilment_stage_check', `fulfilment_stage IN ('assembling', 'ready', 'out_for_delivery', 'delivered', 'picked_up')`)
// A customer's orders and the lists, newest first (the migrations order created_at DESC).
@Index('orders_user_created_idx', (o: OrderOrmEntity) => [o.userId, o.createdAt])
@Index('orders_status_created_idx', (o: OrderOrmEntity) => [o.status, o.createdAt])
@Index('orders_listed_idx', (o: OrderOrmEntity) => [o.createdAt, o.id], { where: 'deleted_at IS NULL' })
// The deliveries board: a day's paid orders.
@Index('orders_paid_fulfilment_day_idx', (o: OrderOrmEntity) => [o.fulfilmentDay], { where: `status = 'paid'` })
export class OrderOrmEntity {
  /** By default: the order takes the id it was given (OrderRepository.nextId) before it is stored. */
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer', name: 'user_id' })
  @ForeignKey(() => UserOrmEntity, { name: 'orders_user_id_fkey' })
  userId: number;

  @Column({ type: 'text', default: 'pending' })
  status: OrderStatus;

  @Column({ type: 'boolean', name: 'is_approved', default: false })
  isApproved: boolean;

  @Column({ type: 'text', name: 'delivery_type' })
  deliveryType: DeliveryType;

  @optionalText('delivery_address_full')
  deliveryAddressFull: string | null;

  @optionalKopecks('delivery_price_kopecks')
  deliveryPriceKopecks: number | null;

  @optionalKopecks('suggested_delivery_price_kopecks')
  suggestedDeliveryPriceKopecks: number | null;

  @optionalText('delivery_quote_note')
  deliveryQuoteNote: string | null;

  @Column({ type: 'integer', name: 'goods_total_kopecks' })
  goodsTotalKopecks: number;

  @optionalText('full_name')
  fullName: string | null;

  @optionalText('delivery_phone')
  deliveryPhone: string | null;

  @optionalText('email')
  email: string | null;

  @optionalText('city')
  city: string | null;

  @optionalText('recipient_name')
  recipientName: string | null;

  @optionalText('recipient_phone')
  recipientPhone: string | null;

  @optionalText('card_text')
  cardText: string | null;

  /** 'YYYY-MM-DD' */
  @Column({ type: 'date', name: 'delivery_date', nullable: true })
  deliveryDate: string | null;

  @optionalText('delivery_slot')
  deliverySlot: string | null;

  @optionalMoment('contact_submitted_at')
  contactSubmittedAt: Date | null;

  /** The customer consents to the processing of personal data with the contact step. */
  @optionalMoment('personal_data_consent_at')
  personalDataConsentAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @optionalMoment('confirmed_at')
  confirmedAt: Date | null;

  @optionalMoment('canceled_at')
  canceledAt: Date | null;

  @optionalMoment('paid_at')
  paidAt: Date | null;

  /** The payment that paid the order (its id at the payment provider). */
  @optionalText('payment_id')
  paymentId: string | null;

  @optionalMoment('refunded_at')
  refundedAt: Date | null;

  @optionalText('fulfilment_stage')
  fulfilmentStage: FulfilmentStage | null;

  @optionalText('photo_url')
  photoUrl: string | null;

  @optionalMoment('photo_uploaded_at')
  photoUploadedAt: Date | null;

  @Column({ type: 'boolean', name: 'photo_approved', nullable: true })
  photoApproved: boolean | null;

  @optionalText('photo_comment')
  photoComment: string | null;

  @optionalMoment('photo_answered_at')
  photoAnsweredAt: Date | null;

  @optionalMoment('contact_changed_at')
  contactChangedAt: Date | null;

  @optionalMoment('photo_alerted_at')
  photoAlertedAt: Date | null;

  @optionalText('cancel_reason')
  cancelReason: string | null;

  @optionalMoment('deleted_at')
  deletedAt: Date | null;

  /** The Moscow day the order is delivered or handed over, as Order.fulfilmentDay() decides it ('YYYY-MM-DD'). */
  @Column({ type: 'date', name: 'fulfilment_day', nullable: true })
  fulfilmentDay: string | null;
}
