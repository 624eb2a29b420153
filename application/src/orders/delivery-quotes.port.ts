import type { Money } from '@shop/domain';

export interface QuoteRequest {
  readonly city: string;
  readonly address: string;
  readonly deliveryDate: string | null;
  readonly deliverySlot: string | null;
}

export type Quote = { readonly ok: true; readonly price: Money; readonly note: string } | { readonly ok: false; readonly note: string };

/** A suggested courier price for an address (a tariff or a courier service's quote). */
export abstract class DeliveryQuotes {
  abstract quote(request: QuoteRequest): Promise<Quote>;
}
