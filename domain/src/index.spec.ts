import * as domain from './index';

describe('@shop/domain entry', () => {
  it('re-exports every module', () => {
    for (const name of [
      'ok',
      'err',
      'pluralRu',
      'createStateMachine',
      'DIALOG_TEXTS',
      'COOKIE_CONSENT_PRESETS',
      'Money',
      'formatRoubles',
      'parseDeliveryPriceInput',
      'resolveCategorySlug',
      'Product',
      'displayPrice',
      'similarProducts',
      'sortProducts',
      'CONSTRUCTOR_FLOWERS',
      'composeBouquet',
      'idealBouquetHint',
      'searchFlowers',
      'incrementFlower',
      'checkoutLines',
      'formatLineSum',
      'suggestCourierPrice',
      'deliveryDateOffers',
      'peakSurchargeLabel',
      'toCalendarDayDto',
      'deliveryTypeLabel',
      'Order',
      'orderContact',
      'toCustomerOrderDto',
      'ORDER_TRANSITIONS',
      'selectBulkDeletable',
      'orderStatusListDisplay',
      'bulkDeleteConfirmation',
      'validateCheckoutForm',
      'validateRegistrationForm',
      'resetPasswordChecklist',
      'passwordStrength',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
