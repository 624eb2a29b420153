import { CatalogueAndUsers1763800000000 } from './1763800000000-catalogue-and-users';
import { AuthSessionsAndRateLimits1763800100000 } from './1763800100000-auth-sessions-and-rate-limits';
import { LikesPageViewsCookieConsents1763800200000 } from './1763800200000-likes-page-views-cookie-consents';
import { CartsAndOrders1763800300000 } from './1763800300000-carts-and-orders';
import { OrderEventsAndAudit1763800400000 } from './1763800400000-order-events-and-audit';
import { Payments1763800500000 } from './1763800500000-payments';
import { TwoStagePaymentsAndRefunds1763800600000 } from './1763800600000-two-stage-payments-and-refunds';
import { FulfilmentAndNotifications1763800700000 } from './1763800700000-fulfilment-and-notifications';
import { SharedByReplicas1763800800000 } from './1763800800000-shared-by-replicas';
import { OrderChangesAndShopCancellation1763900100000 } from './1763900100000-order-changes-and-shop-cancellation';
import { StoredFulfilmentDay1764000200000 } from './1764000200000-stored-fulfilment-day';
import { JobsOnPgBoss1764000400000 } from './1764000400000-jobs-on-pg-boss';
import { DeliveryCalendar1764100000000 } from './1764100000000-delivery-calendar';
import { StockAndManagedFlowers1764100050000 } from './1764100050000-stock-and-managed-flowers';
import { AdminListIndexes1764200000000 } from './1764200000000-admin-list-indexes';
import { ProductOrdersIndex1764200010000 } from './1764200010000-product-orders-index';
import { ReportingIndexes1764200050000 } from './1764200050000-reporting-indexes';
import { StaffRoles1764200100000 } from './1764200100000-staff-roles';
import { PaymentMethodsAndReminders1764300000000 } from './1764300000000-payment-methods-and-reminders';
import { PartialRefundsAndClosingReceipts1764300100000 } from './1764300100000-partial-refunds-and-closing-receipts';
import { PromoCodes1764400000000 } from './1764400000000-promo-codes';
import { OrderReviews1764400100000 } from './1764400100000-order-reviews';
import { RememberedDates1764400200000 } from './1764400200000-remembered-dates';
import { LaunchPicturesAsWebp1764500000000 } from './1764500000000-launch-pictures-as-webp';

/** Every migration, in order. Listed explicitly so the same list serves the build and the tests. */
export const MIGRATIONS = [
  CatalogueAndUsers1763800000000,
  AuthSessionsAndRateLimits1763800100000,
  LikesPageViewsCookieConsents1763800200000,
  CartsAndOrders1763800300000,
  OrderEventsAndAudit1763800400000,
  Payments1763800500000,
  TwoStagePaymentsAndRefunds1763800600000,
  FulfilmentAndNotifications1763800700000,
  SharedByReplicas1763800800000,
  OrderChangesAndShopCancellation1763900100000,
  StoredFulfilmentDay1764000200000,
  JobsOnPgBoss1764000400000,
  DeliveryCalendar1764100000000,
  StockAndManagedFlowers1764100050000,
  AdminListIndexes1764200000000,
  ProductOrdersIndex1764200010000,
  ReportingIndexes1764200050000,
  StaffRoles1764200100000,
  PaymentMethodsAndReminders1764300000000,
  PartialRefundsAndClosingReceipts1764300100000,
  PromoCodes1764400000000,
  OrderReviews1764400100000,
  RememberedDates1764400200000,
  LaunchPicturesAsWebp1764500000000,
];
