// Every expected failure of the shop, by module. The HTTP adapter maps each code to a status
// code in one table, which the compiler keeps complete.
import type { AdminListError } from './order/admin-list.errors';
import type { AccountError } from './accounts/account.errors';
import type { BouquetError } from './bouquet/bouquet.errors';
import type { CartError } from './cart/cart.errors';
import type { CatalogueError } from './catalogue/catalogue.errors';
import type { DeliveryError } from './delivery/delivery.errors';
import type { MoneyError } from './money/money.errors';
import type { FulfilmentError } from './order/fulfilment.errors';
import type { OrderError } from './order/order.errors';
import type { PaymentError } from './payment/payment.errors';
import type { RememberedDateError } from './remembered-dates/remembered-date.errors';
import type { PromoError } from './promo/promo.errors';
import type { ReportingError } from './reporting/reporting.errors';
import type { ReviewError } from './review/review.errors';
import type { StockError } from './stock/stock.errors';
import type { StorefrontError } from './storefront/storefront.errors';

export type ShopError =
  | AccountError
  | AdminListError
  | BouquetError
  | CartError
  | CatalogueError
  | DeliveryError
  | FulfilmentError
  | MoneyError
  | OrderError
  | PaymentError
  | RememberedDateError
  | PromoError
  | ReportingError
  | ReviewError
  | StockError
  | StorefrontError;

export type ShopErrorCode = ShopError['code'];
