// The public API of @shop/domain: the shop's rules, pure TypeScript, shared by the back end and both front ends.

export * from './shared/result';
export * from './shared/domain-error';
export * from './shared/plural-ru';
export * from './shared/state-machine';
export * from './shared/entity-id';
export * from './shared/calendar-date.rules';
export * from './shared/dialog.texts';
export * from './shared/reason-text';
export * from './shared/moscow-clock';
export * from './shared/russian-calendar-text';
export * from './shared/lazily';
export * from './error-catalogue';

export * from './money/money.errors';
export * from './money/money.value-object';
export * from './money/money.format';
export * from './money/delivery-price-input.parser';
export * from './money/money-limits';

export * from './accounts/account.errors';
export * from './accounts/user-role';
export * from './accounts/staff-permissions';

export * from './catalogue/catalogue.errors';
export * from './catalogue/category.value-object';
export * from './catalogue/product.entity';
export * from './catalogue/image-address.rules';
export * from './catalogue/product-price.rules';
export * from './catalogue/similar-products.rules';
export * from './catalogue/product-sort.rules';
export * from './catalogue/catalogue-page.query';
export * from './catalogue/flower.entity';
export * from './catalogue/constructor-flowers.data';
export * from './stock/stock-label.rules';
export * from './stock/stock.errors';
export * from './stock/stock-demand';
export * from './stock/stock-levels.rules';
export * from './stock/reservation-release.rules';

export * from './bouquet/bouquet.errors';
export * from './bouquet/bouquet-selection.value-object';
export * from './bouquet/bouquet-composition.rules';
export * from './bouquet/bouquet-hint.texts';
export * from './bouquet/flower-search.rules';

export * from './cart/cart.errors';
export * from './cart/cart-line.value-object';
export * from './cart/cart.rules';
export * from './cart/line-sum.format';

export * from './delivery/delivery.errors';
export * from './delivery/delivery-type.value-object';
export * from './delivery/delivery-city.rules';
export * from './delivery/moscow-tariff.data';
export * from './delivery/delivery-zone.rules';
export * from './delivery/courier-price.rules';
export * from './delivery/delivery-slot.rules';
export * from './delivery/delivery-calendar';
export * from './delivery/delivery-calendar.rules';
export * from './delivery/peak-surcharge.rules';
export * from './delivery/calendar-day.rules';

export * from './order/greeting-card.rules';
export * from './order/order.errors';
export * from './order/order-status.state-machine';
export * from './order/fulfilment.errors';
export * from './order/fulfilment.state-machine';
export * from './order/order-photo.value-object';
export * from './order/photo-change-hold.rules';
export * from './order/delivery-round.rules';
export * from './order/order-contact.rules';
export * from './order/order-contact.value-object';
export * from './order/admin-list.errors';
export * from './order/admin-list.query';
export * from './order/order-event';
export * from './order/order-line';
export * from './order/order.entity';
export * from './order/payment-deadline';
export * from './order/order-deletion.rules';
export * from './order/order-dialog.texts';
export * from './order/order-status.display';
export * from './order/order-timeline';
export * from './order/repeat-order.rules';
export * from './review/review.errors';
export * from './review/review.rules';
export * from './review/review';

export * from './payment/payment.errors';
export * from './payment/payment';
export * from './payment/payment-method';
export * from './payment/payment.entity';
export * from './payment/payment-outcome';
export * from './payment/refund-plan';
export * from './payment/closing-receipt';

export * from './storefront/storefront.errors';
export * from './storefront/storefront.rules';
export * from './storefront/personal-pages.rules';
export * from './storefront/browser-kept-state.rules';
export * from './storefront/trust.facts';
export * from './storefront/cookie-consent.rules';
export * from './storefront/social-preview.rules';
export * from './storefront/social-widgets.rules';

export * from './reporting/reporting.errors';
export * from './reporting/stats-period.rules';
export * from './reporting/slot-load.rules';
export * from './reporting/shop-stats';
export * from './reporting/csv';
export * from './reporting/export-rows';

export * from './validation/field.rules';
export * from './validation/form-validation.rules';
export * from './validation/checkout-form.rules';
export * from './validation/profile-form.rules';
export * from './validation/password.rules';
export * from './validation/registration-form.rules';
export * from './validation/reset-password.rules';
export * from './shop-info/shop-info';

export * from './contract/money.mapper';
export * from './contract/catalogue.contract';
export * from './contract/catalogue.mapper';
export * from './contract/cart.contract';
export * from './contract/cart.mapper';
export * from './contract/order.contract';
export * from './contract/order.mapper';
export * from './contract/user.contract';
export * from './contract/staff.contract';
export * from './contract/cookie-consent.contract';
export * from './contract/cookie-consent.mapper';
export * from './contract/session-expiry';
export * from './contract/admin.contract';
export * from './contract/admin-lead-reads';
export * from './contract/delivery-calendar.contract';
export * from './contract/delivery-calendar.mapper';
export * from './contract/admin.mapper';
export * from './contract/payment.contract';
export * from './contract/payment.mapper';
export * from './contract/review.contract';
export * from './contract/review.mapper';
export * from './contract/stats.contract';
export * from './contract/stats.mapper';
export * from './contract/shell-services.contract';
export * from './contract/server-shell-services';

export * from './remembered-dates/remembered-date.rules';
export * from './remembered-dates/remembered-date.errors';
export * from './contract/remembered-date.contract';
export * from './promo/promo.errors';
export * from './promo/promo-code.terms';
export * from './promo/promo-discount.rules';
export * from './promo/discount-spread.rules';
export * from './contract/promo.contract';
export * from './contract/promo.mapper';
