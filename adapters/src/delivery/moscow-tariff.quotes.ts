import { Injectable } from '@nestjs/common';
import { DeliveryQuotes, type Quote, type QuoteRequest } from '@shop/application';
import { moscowTariffQuote } from '@shop/domain';

/** The default delivery quote: the shop's own Moscow tariff (the domain's suggestion), no outside service. */
@Injectable()
export class MoscowTariffQuotes extends DeliveryQuotes {
  async quote(request: QuoteRequest): Promise<Quote> {
    const { price, note } = moscowTariffQuote(request);
    return price ? { ok: true, price, note } : { ok: false, note };
  }
}
