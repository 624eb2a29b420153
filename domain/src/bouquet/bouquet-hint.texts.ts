import { Money } from '../money/money.value-object';
import { countRu, type RussianPluralForms } from '../shared/plural-ru';
import { BOUQUET_ERRORS } from './bouquet.errors';

/** Spec §9: the ideal bouquet has 10 flowers; the hint counts down to it. */
export const IDEAL_BOUQUET_SIZE = 10;

/** Spec §9: the gift notice shows while the bouquet total is under 5 000 roubles. */
export const GIFT_NOTICE_TOTAL_LIMIT = Money.ofRoubles(5000);

export const GIFT_NOTICE = 'При сборке букета от 10 цветов — подарок!';

/** Shown when an empty selection is added to the cart. */
export const EMPTY_BOUQUET_MESSAGE = BOUQUET_ERRORS.empty.message;

export const FLOWER_FORMS: RussianPluralForms = ['цветок', 'цветка', 'цветков'];

/** 'Добавьте ещё 3 цветка до идеального букета' while fewer than 10 flowers are chosen, otherwise null. */
export const idealBouquetHint = (flowerCount: number): string | null => {
  const remaining = IDEAL_BOUQUET_SIZE - flowerCount;
  return remaining > 0 ? `Добавьте ещё ${countRu(remaining, FLOWER_FORMS)} до идеального букета` : null;
};

export const showsGiftNotice = (total: Money): boolean => total.isLessThan(GIFT_NOTICE_TOTAL_LIMIT);
