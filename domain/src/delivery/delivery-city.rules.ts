import { SHOP_INFO } from '../shop-info/shop-info';

/** The one city the shop delivers in and hands orders over in (spec §1: delivery in Moscow). */
export const DELIVERY_CITY = SHOP_INFO.city;

export const OUTSIDE_DELIVERY_CITY_MESSAGE = 'Доставляем только по Москве';

/** The ways people write Moscow in the city field, lower case, 'ё' as 'е'. */
const MOSCOW_SPELLINGS: ReadonlySet<string> = new Set(['москва', 'moscow', 'moskva']);

/** 'г. Москва', ' город Москва. ' → 'москва': the bare name in lower case. */
const bareCityName = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/^(?:город|гор\.|г\.|г)\s*/, '')
    .replace(/[\s.,]+$/, '');

/** Whether the customer's city is the one the shop serves, however it is spelled ('г. Москва', 'МОСКВА', 'Moscow'). */
export const isDeliveryCity = (text: string): boolean => MOSCOW_SPELLINGS.has(bareCityName(text));
