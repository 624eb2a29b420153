import { limitText } from '../money/money-limits';
import { Money } from '../money/money.value-object';
import type { DeliveryQuote } from './courier-price.rules';
import type { PeakSurcharge } from './delivery-calendar';

/** The bounds of a peak surcharge the admin may set. */
export const PEAK_SURCHARGE_LIMITS = { roubles: { min: 1, max: 100_000 }, percent: { min: 1, max: 300 } } as const;

/** «Праздничный день: доставка +500 ₽» or «… +20 %»: the checkout's pickers, the quote's note and the admin's calendar say it so. */
export const peakSurchargeLabel = (surcharge: PeakSurcharge): string =>
  `Праздничный день: доставка +${surcharge.kind === 'roubles' ? limitText(surcharge.value) : `${surcharge.value}\u00a0%`}`;

/** The extra itself on a courier's price, in whole roubles (a percent is rounded half up). */
export const peakExtra = (price: Money, surcharge: PeakSurcharge): Money =>
  surcharge.kind === 'roubles' ? Money.ofRoubles(surcharge.value) : Money.ofRoubles(Math.round((price.kopecks * surcharge.value) / 100 / 100));

/**
 * The courier's suggested price on a peak day: the extra added, and the note saying so (also when
 * no price could be suggested, so the admin who prices it by hand knows of the holiday).
 */
export const withPeakSurcharge = (quote: DeliveryQuote, surcharge: PeakSurcharge | null): DeliveryQuote =>
  surcharge === null
    ? quote
    : {
        price: quote.price === null ? null : quote.price.add(peakExtra(quote.price, surcharge)),
        note: `${quote.note.replace(/\.$/, '')}. ${peakSurchargeLabel(surcharge)}`,
      };
