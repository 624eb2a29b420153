import { domainError, type ErrorOf } from '../shared/domain-error';

/** The admin's calendar reads at most this many days at once (a quarter). */
export const MAX_CALENDAR_SPAN_DAYS = 92;

export const DELIVERY_ERRORS = {
  zoneRequired: domainError('DELIVERY.ZONE_REQUIRED', 'Выберите зону доставки'),
  outOfArea: domainError('DELIVERY.OUT_OF_AREA', 'Доставка по этому адресу не выполняется'),
  invalidDate: domainError('DELIVERY.INVALID_DATE', 'Выберите дату доставки'),
  dateUnavailable: domainError('DELIVERY.DATE_UNAVAILABLE', 'На эту дату доставка недоступна, выберите другую'),
  slotUnavailable: domainError('DELIVERY.SLOT_UNAVAILABLE', 'Это время доставки недоступно, выберите другое'),
  slotFull: domainError('DELIVERY.SLOT_FULL', 'На это время заказов больше не принимаем — выберите другое время'),
  pastDay: domainError('DELIVERY.PAST_DAY', 'Прошедший день изменить нельзя'),
  unknownSlot: domainError('DELIVERY.UNKNOWN_SLOT', 'Такого времени доставки нет'),
  calendarSpan: domainError('DELIVERY.CALENDAR_SPAN', `Выберите период не длиннее ${MAX_CALENDAR_SPAN_DAYS} дней, начало — не позже конца`),
  surchargeOutOfRange: domainError('DELIVERY.SURCHARGE_OUT_OF_RANGE', 'Надбавка — целое число: от 1 до 100 000 ₽ или от 1 до 300 %'),
} as const;

export type DeliveryError = ErrorOf<typeof DELIVERY_ERRORS>;
