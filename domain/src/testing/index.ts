// Test data shared by the specs of every layer (`@shop/domain/testing`); not part of the public API.
export * from './catalogue.fixtures';
export * from './order.fixtures';
export * from './order-wire.fixtures';
export * from './storefront.fixtures';
export * from './checkout.fixtures';
export * from './delivery-calendar.fixtures';
