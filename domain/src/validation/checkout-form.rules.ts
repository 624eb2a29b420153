import { isDeliveryCity, OUTSIDE_DELIVERY_CITY_MESSAGE } from '../delivery/delivery-city.rules';
import { isCourierDelivery, isDeliveryType, type DeliveryType } from '../delivery/delivery-type.value-object';
import { emailError, isBlank, phoneError } from './field.rules';
import { validateFields, type FormValidation } from './form-validation.rules';

/** Spec §5: the checkout form offers pickup or a courier service. */
export const CHECKOUT_DELIVERY_TYPES: readonly DeliveryType[] = ['pickup', 'yandex'];

export const CHECKOUT_MESSAGES = {
  fullNameRequired: 'Введите ФИО',
  phoneRequired: 'Введите номер телефона',
  cityRequired: 'Введите город',
  cityOutsideMoscow: OUTSIDE_DELIVERY_CITY_MESSAGE,
  deliveryTypeRequired: 'Пожалуйста, выберите способ доставки',
  addressRequired: 'Введите адрес доставки',
  consentRequired: 'Подтвердите согласие',
  recipientNameInvalid: 'Имя получателя должно быть текстом',
  recipientPhoneInvalid: 'Телефон получателя должен быть текстом: +7 и 10 цифр',
  cardTextInvalid: 'Текст открытки должен быть текстом',
  /** The toast shown over the form when any field fails. */
  requiredFieldsToast: 'Пожалуйста, заполните все обязательные поля',
} as const;

export interface CheckoutForm {
  readonly fullName: string;
  readonly phone: string;
  readonly email?: string | null;
  readonly city: string;
  readonly deliveryType: string | null;
  readonly address: string;
  /** The personal-data processing checkbox. */
  readonly consent: boolean;
}

export type CheckoutField = keyof CheckoutForm;

const isCourier = (deliveryType: string | null): boolean => deliveryType !== null && isDeliveryType(deliveryType) && isCourierDelivery(deliveryType);

/** Every rule of spec §5 'Checkout', all checked at once on submit. */
export const validateCheckoutForm = (form: CheckoutForm): FormValidation<CheckoutField> =>
  validateFields<CheckoutField>({
    fullName: () => (isBlank(form.fullName) ? CHECKOUT_MESSAGES.fullNameRequired : null),
    phone: () => (isBlank(form.phone) ? CHECKOUT_MESSAGES.phoneRequired : phoneError(form.phone)),
    email: () => (isBlank(form.email) ? null : emailError(form.email as string)),
    city: () => {
      if (isBlank(form.city)) return CHECKOUT_MESSAGES.cityRequired;
      return isDeliveryCity(form.city) ? null : CHECKOUT_MESSAGES.cityOutsideMoscow;
    },
    deliveryType: () => ((CHECKOUT_DELIVERY_TYPES as readonly (string | null)[]).includes(form.deliveryType) ? null : CHECKOUT_MESSAGES.deliveryTypeRequired),
    address: () => (isCourier(form.deliveryType) && isBlank(form.address) ? CHECKOUT_MESSAGES.addressRequired : null),
    consent: () => (form.consent ? null : CHECKOUT_MESSAGES.consentRequired),
  });
