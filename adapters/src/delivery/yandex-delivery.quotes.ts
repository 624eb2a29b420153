import { Injectable, Logger } from '@nestjs/common';
import { DeliveryQuotes, type Quote, type QuoteRequest } from '@shop/application';
import { Money, SHOP_INFO } from '@shop/domain';

export interface YandexDeliverySettings {
  /** Bearer token of the Yandex Delivery B2B (cargo) API. */
  readonly token: string;
  readonly url: string;
  readonly geocoderKey: string | undefined;
  readonly geocoderUrl: string;
  readonly timeoutMs: number;
}

type LonLat = [number, number];

const NO_QUOTE = 'Яндекс Доставка не рассчитала стоимость — укажите цену вручную';
/** A bouquet or a plant travels as one light parcel in the courier's car. */
const PARCEL = { size: { length: 0.5, width: 0.4, height: 0.6 }, weight: 3, quantity: 1, pickup_point: 1, dropoff_point: 2 };

/**
 * Courier quotes from Yandex Delivery: the address is geocoded, then `check-price` of the B2B
 * cargo API prices the trip from the shop. Any failure (HTTP error, timeout, unknown address)
 * becomes a note for the admin, never an exception that would block the order.
 */
@Injectable()
export class YandexDeliveryQuotes extends DeliveryQuotes {
  private readonly logger = new Logger(YandexDeliveryQuotes.name);

  constructor(private readonly settings: YandexDeliverySettings) {
    super();
  }

  async quote(request: QuoteRequest): Promise<Quote> {
    try {
      const destination = await this.geocode(`${request.city}, ${request.address}`);
      if (!destination) return { ok: false, note: 'Адрес не найден геокодером — уточните адрес и цену вручную' };
      const price = await this.checkPrice(destination, request.address);
      if (!price) return { ok: false, note: NO_QUOTE };
      return { ok: true, price, note: 'Расчёт Яндекс Доставки (экспресс)' };
    } catch (error) {
      this.logger.warn({ msg: 'Yandex Delivery quote failed', reason: error instanceof Error ? error.message : String(error) });
      return { ok: false, note: NO_QUOTE };
    }
  }

  private async geocode(address: string): Promise<LonLat | null> {
    if (!this.settings.geocoderKey) return null;
    const url = `${this.settings.geocoderUrl}/1.x/?${new URLSearchParams({ apikey: this.settings.geocoderKey, geocode: address, format: 'json', results: '1', lang: 'ru_RU' })}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(this.settings.timeoutMs) });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const body = (await response.json()) as { response?: { GeoObjectCollection?: { featureMember?: { GeoObject?: { Point?: { pos?: string } } }[] } } };
    const pos = body.response?.GeoObjectCollection?.featureMember?.[0]?.GeoObject?.Point?.pos;
    if (!pos) return null;
    const [lon, lat] = pos.split(' ').map(Number);
    return Number.isFinite(lon) && Number.isFinite(lat) ? [lon, lat] : null;
  }

  private async checkPrice(destination: LonLat, address: string): Promise<Money | null> {
    const { lat, lon } = SHOP_INFO.pickup.coordinates;
    const response = await fetch(`${this.settings.url}/b2b/cargo/integration/v2/check-price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.settings.token}`, 'content-type': 'application/json', 'accept-language': 'ru' },
      body: JSON.stringify({
        items: [PARCEL],
        route_points: [
          { id: 1, coordinates: [lon, lat], fullname: SHOP_INFO.pickup.address },
          { id: 2, coordinates: destination, fullname: address },
        ],
        requirements: { taxi_class: 'express' },
        skip_door_to_door: false,
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`check-price answered ${response.status}`);
    const body = (await response.json()) as { price?: string; currency_rules?: { code?: string } };
    if (body.currency_rules?.code && body.currency_rules.code !== 'RUB') return null;
    const price = Money.fromRoubles(Number(body.price));
    return price.ok ? price.value : null;
  }
}
