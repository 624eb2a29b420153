import { domainError, type ErrorOf } from '../shared/domain-error';

export const DELIVERY_ERRORS = {
  zoneRequired: domainError('DELIVERY.ZONE_REQUIRED', 'Выберите зону доставки'),
  outOfArea: domainError('DELIVERY.OUT_OF_AREA', 'Доставка по этому адресу не выполняется'),
  invalidDate: domainError('DELIVERY.INVALID_DATE', 'Выберите дату доставки'),
  dateUnavailable: domainError('DELIVERY.DATE_UNAVAILABLE', 'На эту дату доставка недоступна, выберите другую'),
  slotUnavailable: domainError('DELIVERY.SLOT_UNAVAILABLE', 'Это время доставки недоступно, выберите другое'),
} as const;

export type DeliveryError = ErrorOf<typeof DELIVERY_ERRORS>;
