import {
  deliverySlotError,
  domainError,
  err,
  isCourierDelivery,
  ok,
  phoneError,
  validateCheckoutForm,
  type DeliveryType,
  type DomainError,
  type Result,
} from '@shop/domain';
import { Clock } from '../shared/clock.port';
import { firstError } from '../shared/first-error';
import { DeliveryQuotes } from './delivery-quotes.port';
import { OrderRepository, type DeliverySuggestion, type OrderContact } from './order.repository.port';

export const CONTACT_ERRORS = {
  invalid: (message: string) => domainError('ORDER.CONTACT_INVALID', message),
  notFound: domainError('ORDER.NOT_FOUND', 'Заказ не найден'),
  slotRequired: domainError('ORDER.CONTACT_INVALID', 'Выберите дату и время доставки'),
  cardTextTooLong: domainError('ORDER.CONTACT_INVALID', 'Текст открытки — не длиннее 500 символов'),
} as const;

export interface ContactInput {
  readonly orderId: number;
  readonly deliveryType: DeliveryType;
  readonly fullName: string;
  readonly phone: string;
  readonly email: string | null;
  readonly city: string;
  readonly address: string;
  readonly consent: boolean;
  readonly recipientName: string | null;
  readonly recipientPhone: string | null;
  readonly cardText: string | null;
  readonly deliveryDate: string | null;
  readonly deliverySlot: string | null;
}

const blankToNull = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The second checkout call: contact and delivery details for the customer's own pending order,
 * checked with the same rules as the form, and for a courier the suggested delivery price.
 */
export class SubmitOrderContact {
  constructor(
    private readonly orders: OrderRepository,
    private readonly quotes: DeliveryQuotes,
    private readonly clock: Clock,
  ) {}

  async execute(userId: number, input: ContactInput): Promise<Result<void, DomainError>> {
    const problem = this.problem(input);
    if (problem) return err(problem);
    const courier = isCourierDelivery(input.deliveryType);
    const contact: OrderContact = {
      fullName: input.fullName.trim(),
      phone: input.phone.trim(),
      email: blankToNull(input.email),
      city: input.city.trim(),
      address: courier ? input.address.trim() : 'Самовывоз',
      recipientName: blankToNull(input.recipientName),
      recipientPhone: blankToNull(input.recipientPhone),
      cardText: blankToNull(input.cardText),
      deliveryDate: input.deliveryDate,
      deliverySlot: input.deliverySlot,
    };
    const suggestion = courier ? await this.suggest(contact) : null;
    const saved = await this.orders.saveContact(userId, input.orderId, input.deliveryType, contact, suggestion);
    return saved ? ok(undefined) : err(CONTACT_ERRORS.notFound);
  }

  private problem(input: ContactInput): DomainError | null {
    const form = firstError(
      validateCheckoutForm({
        fullName: input.fullName, phone: input.phone, email: input.email, city: input.city,
        deliveryType: input.deliveryType, address: input.address, consent: input.consent,
      }),
    );
    if (form) return CONTACT_ERRORS.invalid(form);
    if (input.recipientPhone && phoneError(input.recipientPhone)) return CONTACT_ERRORS.invalid(phoneError(input.recipientPhone) as string);
    if ((input.cardText ?? '').length > 500) return CONTACT_ERRORS.cardTextTooLong;
    if (input.deliveryDate === null || input.deliverySlot === null) {
      return isCourierDelivery(input.deliveryType) ? CONTACT_ERRORS.slotRequired : null;
    }
    return deliverySlotError({ date: input.deliveryDate, slot: input.deliverySlot }, this.clock.now());
  }

  /** A failing quote never blocks the order: the admin prices it then. */
  private async suggest(contact: OrderContact): Promise<DeliverySuggestion> {
    try {
      const quote = await this.quotes.quote({ city: contact.city, address: contact.address, deliveryDate: contact.deliveryDate, deliverySlot: contact.deliverySlot });
      return { price: quote.ok ? quote.price : null, note: quote.note };
    } catch {
      return { price: null, note: 'Расчёт стоимости доставки недоступен — укажите цену вручную' };
    }
  }
}
