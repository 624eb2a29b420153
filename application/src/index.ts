export * from './shared/clock.port';
export * from './shared/secure-tokens.port';
export * from './shared/transaction.port';
export * from './shared/file-storage.port';
export * from './shared/html-escape';
export * from './mail/mailer.port';
export * from './mail/mail-layout';

export * from './accounts/password-hasher.port';
export * from './accounts/user.record';
export * from './accounts/user.repository.port';
export * from './accounts/refresh-token.store.port';
export * from './accounts/password-reset-token.store.port';
export * from './accounts/access-tokens.port';
export * from './accounts/account.settings';
export * from './accounts/session-issuer.service';
export * from './accounts/password-reset.mail';
export * from './accounts/commands/register-user.command';
export * from './accounts/commands/log-in.command';
export * from './accounts/commands/refresh-session.command';
export * from './accounts/commands/log-out.command';
export * from './accounts/commands/request-password-reset.command';
export * from './accounts/commands/reset-password.command';
export * from './accounts/commands/update-profile.command';
export * from './accounts/queries/get-profile.query';

export * from './catalogue/catalogue.read-model.port';
export * from './catalogue/product.repository.port';
export * from './catalogue/product-form';
export * from './catalogue/commands/create-product.command';
export * from './catalogue/commands/update-product.command';
export * from './catalogue/commands/set-product-visibility.command';
export * from './catalogue/commands/upload-product-image.command';
export * from './catalogue/queries/storefront-catalogue.query';
export * from './catalogue/queries/admin-products.query';

export * from './storefront/like.store.port';
export * from './storefront/product-likes.service';
export * from './storefront/page-view.store.port';
export * from './storefront/commands/record-page-view.command';
export * from './storefront/cookie-consent.store.port';
export * from './storefront/cookie-consents.service';

export * from './seo/page-meta.query';
export * from './seo/shop-page.resolver';
export * from './seo/sitemap.query';

export * from './cart/cart.repository.port';
export * from './cart/commands/add-to-cart.command';
export * from './cart/commands/add-bouquet-to-cart.command';
export * from './cart/commands/set-cart-line-quantity.command';
export * from './cart/commands/remove-cart-line.command';
export * from './cart/commands/clear-cart.command';
export * from './cart/queries/cart.query';

export * from './orders/order.repository.port';
export * from './orders/order.read-model.port';
export * from './orders/delivery-quotes.port';
export * from './orders/order.mails';
export * from './orders/order-notifier.service';
export * from './orders/order-changes.service';
export * from './orders/commands/place-order.command';
export * from './orders/commands/submit-order-contact.command';
export * from './orders/commands/approve-order.command';
export * from './orders/commands/reject-order.command';
export * from './orders/commands/remove-order-line.command';
export * from './orders/commands/delete-order.command';
export * from './orders/commands/expire-unpaid-orders.command';
export * from './orders/queries/customer-orders.query';
export * from './orders/queries/admin-orders.query';
export * from './orders/queries/payment-order.query';

export * from './payments/payment-gateway.port';
export * from './payments/payment.repository.port';
export * from './payments/commands/start-payment.command';
export * from './payments/commands/handle-payment-notification.command';
export * from './payments/queries/payment-records.query';
