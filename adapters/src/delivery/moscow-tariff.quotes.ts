import { Injectable } from '@nestjs/common';
import { DeliveryQuotes, type Quote, type QuoteRequest } from '@shop/application';
import { DELIVERY_SLOTS, MOSCOW_TARIFF, suggestCourierPrice, zoneByCode, type MoscowZoneCode } from '@shop/domain';

/** Without a geocoder the zone is unknown; the suggestion assumes the commonest one. */
const ASSUMED_ZONE: MoscowZoneCode = 'inside-mkad';

/** The default delivery quote: the shop's own Moscow tariff (domain data), no outside service. */
@Injectable()
export class MoscowTariffQuotes extends DeliveryQuotes {
  async quote(request: QuoteRequest): Promise<Quote> {
    if (!/^(г\.?\s*)?(москва|moscow)$/i.test(request.city.trim())) {
      return { ok: false, note: `Город «${request.city.trim()}» вне тарифа по Москве — рассчитайте доставку вручную` };
    }
    const slotKind = DELIVERY_SLOTS.find((slot) => slot.code === request.deliverySlot)?.kind ?? 'daytime';
    const price = suggestCourierPrice({ zone: ASSUMED_ZONE }, slotKind);
    if (!price.ok) return { ok: false, note: price.error.message };
    const zone = zoneByCode(ASSUMED_ZONE)?.title ?? ASSUMED_ZONE;
    const evening = slotKind === 'evening' ? `, вечерний слот +${MOSCOW_TARIFF.surcharges.evening.toRoubles()} ₽` : '';
    return { ok: true, price: price.value, note: `Тариф по Москве: зона «${zone}» по умолчанию${evening}; проверьте зону по адресу` };
  }
}
