import {
  CATEGORIES,
  CATEGORY_CODES,
  formatCustomerRoubles,
  moneyOf,
  promoTerms,
  promoTermsInput,
  type AdminPromoCodeDto,
  type CategoryCode,
  type PromoCodePayloadDto,
  type PromoKind,
} from '@shop/domain';

/** The «Промокоды» form as typed: numbers and days as text, empty meaning none. */
export interface PromoFormValues {
  code: string;
  kind: PromoKind;
  value: string;
  minGoods: string;
  startsOn: string;
  endsOn: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  categories: CategoryCode[];
  productIds: string;
  bouquets: boolean;
  active: boolean;
}

export const emptyPromoForm = (): PromoFormValues => ({
  code: '',
  kind: 'percent',
  value: '',
  minGoods: '0',
  startsOn: '',
  endsOn: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  categories: [],
  productIds: '',
  bouquets: false,
  active: true,
});

/** A stored code in the form: its period as Moscow days (the answer's ISO instants are on the Moscow clock). */
export const promoFormValues = (promo: AdminPromoCodeDto): PromoFormValues => ({
  code: promo.code,
  kind: promo.kind,
  value: String(promo.value),
  minGoods: String(promo.min_goods),
  startsOn: promo.starts_at?.slice(0, 10) ?? '',
  endsOn: promo.ends_at?.slice(0, 10) ?? '',
  maxUses: promo.max_uses === null ? '' : String(promo.max_uses),
  maxUsesPerCustomer: promo.max_uses_per_customer === null ? '' : String(promo.max_uses_per_customer),
  categories: [...promo.categories],
  productIds: promo.product_ids.join(', '),
  bouquets: promo.bouquets,
  active: promo.active,
});

const numberOrNaN = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
const optionalCount = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const productIdsOf = (text: string): number[] =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

export const toPromoPayload = (values: PromoFormValues): PromoCodePayloadDto => ({
  code: values.code,
  kind: values.kind,
  value: numberOrNaN(values.value),
  min_goods: values.minGoods.trim() === '' ? 0 : numberOrNaN(values.minGoods),
  starts_at: values.startsOn || null,
  ends_at: values.endsOn || null,
  max_uses: optionalCount(values.maxUses),
  max_uses_per_customer: optionalCount(values.maxUsesPerCustomer),
  categories: values.categories,
  product_ids: productIdsOf(values.productIds),
  bouquets: values.bouquets,
  active: values.active,
});

/** What the server would refuse in the form, in its words; null when it would take it. */
export const promoFormError = (values: PromoFormValues): string | null => {
  const terms = promoTerms(promoTermsInput(toPromoPayload(values)));
  return terms.ok ? null : terms.error.message;
};

export const PROMO_CATEGORY_OPTIONS = CATEGORY_CODES.map((code) => ({ code, title: CATEGORIES[code].title }));

/** «10 %» or «500 ₽». */
export const promoOfferText = (promo: Pick<AdminPromoCodeDto, 'kind' | 'value'>): string =>
  promo.kind === 'percent' ? `${promo.value} %` : formatCustomerRoubles(moneyOf(promo.value));

/** «Использован 3 раза из 10», «Не использован». */
export const promoUsesText = (promo: Pick<AdminPromoCodeDto, 'uses' | 'max_uses'>): string => {
  const limit = promo.max_uses === null ? '' : ` из ${promo.max_uses}`;
  return `Использований: ${promo.uses}${limit}`;
};

/** What the code applies to: «все товары», the categories and products named, and constructor bouquets. */
export const promoScopeText = (promo: Pick<AdminPromoCodeDto, 'categories' | 'product_ids' | 'bouquets'>): string => {
  const parts = [
    ...promo.categories.map((code) => CATEGORIES[code].title),
    ...(promo.product_ids.length > 0 ? [`товары №${promo.product_ids.join(', ')}`] : []),
  ];
  const goods = parts.length === 0 ? 'все товары' : parts.join(', ');
  return promo.bouquets ? `${goods} и букеты из конструктора` : goods;
};
