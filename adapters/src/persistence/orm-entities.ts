import { AuditLogOrmEntity } from './audit/audit-log.orm-entity';
import { PasswordResetTokenOrmEntity } from './auth/password-reset-token.orm-entity';
import { RefreshTokenOrmEntity } from './auth/refresh-token.orm-entity';
import { CartLineOrmEntity } from './cart/cart-line.orm-entity';
import { FlowerOrmEntity } from './catalogue/flower.orm-entity';
import { ProductOrmEntity } from './catalogue/product.orm-entity';
import { DeliveryDaySlotOrmEntity } from './delivery/delivery-day-slot.orm-entity';
import { DeliveryDayOrmEntity } from './delivery/delivery-day.orm-entity';
import { OrderEventOrmEntity } from './orders/order-event.orm-entity';
import { OrderLineOrmEntity } from './orders/order-line.orm-entity';
import { OrderOrmEntity } from './orders/order.orm-entity';
import { ClosingReceiptOrmEntity } from './payments/closing-receipt.orm-entity';
import { PaymentReminderOrmEntity } from './orders/payment-reminder.orm-entity';
import { PaymentAttemptOrmEntity } from './payments/payment-attempt.orm-entity';
import { PaymentEventOrmEntity } from './payments/payment-event.orm-entity';
import { PaymentOrmEntity } from './payments/payment.orm-entity';
import { RefundOrmEntity } from './payments/refund.orm-entity';
import { CartPromoOrmEntity } from './promo/cart-promo.orm-entity';
import { PromoCodeOrmEntity } from './promo/promo-code.orm-entity';
import { RateLimitOrmEntity } from './rate-limit/rate-limit.orm-entity';
import { SandboxPaymentOrmEntity } from './sandbox/sandbox-payment.orm-entity';
import { SandboxReceiptOrmEntity } from './sandbox/sandbox-receipt.orm-entity';
import { SandboxRefundOrmEntity } from './sandbox/sandbox-refund.orm-entity';
import { ServerSecretOrmEntity } from './secrets/server-secret.orm-entity';
import { CookieConsentOrmEntity } from './storefront/cookie-consent.orm-entity';
import { LikeVoteOrmEntity } from './storefront/like-vote.orm-entity';
import { LikeOrmEntity } from './storefront/like.orm-entity';
import { PageViewOrmEntity } from './storefront/page-view.orm-entity';
import { DateReminderUnsubscribeOrmEntity } from './remembered-dates/date-reminder-unsubscribe.orm-entity';
import { RememberedDateReminderOrmEntity } from './remembered-dates/remembered-date-reminder.orm-entity';
import { RememberedDateOrmEntity } from './remembered-dates/remembered-date.orm-entity';
import { UserOrmEntity } from './users/user.orm-entity';
import { ReviewOrmEntity } from './reviews/review.orm-entity';

/**
 * Every table the shop's code reads or writes, as a TypeORM entity. The migrations make the schema;
 * `adapters/test/persistence/orm-entities.db-spec.ts` holds these to it.
 */
export const ORM_ENTITIES = [
  ProductOrmEntity,
  FlowerOrmEntity,
  UserOrmEntity,
  RefreshTokenOrmEntity,
  PasswordResetTokenOrmEntity,
  RateLimitOrmEntity,
  LikeOrmEntity,
  LikeVoteOrmEntity,
  PageViewOrmEntity,
  CookieConsentOrmEntity,
  CartLineOrmEntity,
  PromoCodeOrmEntity,
  CartPromoOrmEntity,
  OrderOrmEntity,
  DeliveryDayOrmEntity,
  DeliveryDaySlotOrmEntity,
  OrderLineOrmEntity,
  OrderEventOrmEntity,
  AuditLogOrmEntity,
  PaymentAttemptOrmEntity,
  PaymentReminderOrmEntity,
  PaymentOrmEntity,
  PaymentEventOrmEntity,
  RefundOrmEntity,
  ClosingReceiptOrmEntity,
  SandboxPaymentOrmEntity,
  SandboxRefundOrmEntity,
  SandboxReceiptOrmEntity,
  ServerSecretOrmEntity,
  RememberedDateOrmEntity,
  RememberedDateReminderOrmEntity,
  DateReminderUnsubscribeOrmEntity,
  ReviewOrmEntity,
];
