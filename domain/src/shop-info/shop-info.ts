/**
 * The shop's public facts in one place: what the layout, the contact blocks, the legal texts,
 * the structured data and the e-mails show. Edit this file to change them (see docs/shop-behaviour.md,
 * "Shop information"); the defaults are placeholders until the owner confirms the real ones.
 */
export interface ShopInfo {
  readonly name: string;
  readonly tagline: string;
  readonly city: string;
  readonly supportEmail: string;
  readonly phone: string;
  /** Messenger bot for requests and consultations. */
  readonly botUrl: string;
  readonly social: {
    readonly telegramChannel: string;
    readonly vk: string;
    /** The VK community's numeric id, which its widget on the landing shows. */
    readonly vkGroupId: number;
    /** The photo network. */
    readonly photos: string;
  };
  readonly pickup: {
    /** Fixed Moscow address for self-pickup (spec §2 payment page, §9). */
    readonly address: string;
    /** Opening hours of the pickup point, every day, Moscow time: whole hours from `opensAt` to `closesAt`. */
    readonly openingHours: { readonly opensAt: number; readonly closesAt: number };
    /** The opening hours as the pages and e-mails say them: 'ежедневно с 10:00 до 20:00'. */
    readonly hours: string;
    /** Where couriers collect orders (for courier-service quotes). */
    readonly coordinates: { readonly lat: number; readonly lon: number };
  };
  /** The self-employed operator named in the legal texts. */
  readonly operator: {
    readonly fullName: string;
    /** ИНН of the self-employed person. */
    readonly taxId: string;
    readonly status: string;
  };
}

/** The pickup point is open every day from 10:00 to 20:00 Moscow time; pickup slots are derived from these hours. */
const PICKUP_OPENING_HOURS = { opensAt: 10, closesAt: 20 } as const;

const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

export const SHOP_INFO: ShopInfo = {
  name: 'Зелёный уголок',
  tagline: 'Растения, флорариумы и букеты с доставкой по Москве',
  city: 'Москва',
  supportEmail: 'hello@zelenyi-ugolok.ru',
  phone: '+7 (495) 123-45-67',
  botUrl: 'https://t.me/zelenyi_ugolok_bot',
  social: {
    telegramChannel: 'https://t.me/zelenyi_ugolok',
    vk: 'https://vk.com/zelenyi_ugolok',
    vkGroupId: 229_000_001,
    photos: 'https://www.instagram.com/zelenyi_ugolok',
  },
  pickup: {
    address: 'Москва, ул. Садовая-Черногрязская, д. 8, стр. 1',
    openingHours: PICKUP_OPENING_HOURS,
    hours: `ежедневно с ${hourLabel(PICKUP_OPENING_HOURS.opensAt)} до ${hourLabel(PICKUP_OPENING_HOURS.closesAt)}`,
    coordinates: { lat: 55.767, lon: 37.651 },
  },
  operator: {
    fullName: 'Иванова Мария Сергеевна',
    taxId: '771234567890',
    status: 'самозанятый (плательщик налога на профессиональный доход)',
  },
};
