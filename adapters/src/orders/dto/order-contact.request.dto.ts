import { Allow, Equals, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEntityId } from '../../http/is-entity-id.validator';
import { CHECKOUT_MESSAGES, DELIVERY_ERRORS, INVALID_EMAIL_MESSAGE, MAX_CARD_TEXT_LENGTH, ORDER_ERRORS, TOO_LONG_MESSAGE } from '@shop/domain';

const TOO_LONG = TOO_LONG_MESSAGE;

/** The body of /api/delivery/yandex-calc and /api/delivery/update-contact (spec §7 plus delivery details). */
export class OrderContactRequestDto {
  @IsEntityId({ message: ORDER_ERRORS.notFound.message })
  orderId: number;

  @IsOptional()
  @IsIn(['pickup', 'yandex'], { message: CHECKOUT_MESSAGES.deliveryTypeRequired })
  deliveryType?: 'pickup' | 'yandex';

  @IsString({ message: CHECKOUT_MESSAGES.fullNameRequired })
  @MaxLength(120, { message: TOO_LONG })
  name: string;

  @IsString({ message: CHECKOUT_MESSAGES.phoneRequired })
  @MaxLength(20, { message: TOO_LONG })
  phone: string;

  @IsOptional()
  @IsString({ message: INVALID_EMAIL_MESSAGE })
  @MaxLength(254, { message: TOO_LONG })
  email?: string;

  @IsString({ message: CHECKOUT_MESSAGES.cityRequired })
  @MaxLength(80, { message: TOO_LONG })
  city: string;

  @IsString({ message: CHECKOUT_MESSAGES.addressRequired })
  @MaxLength(500, { message: TOO_LONG })
  address: string;

  @Equals(true, { message: CHECKOUT_MESSAGES.consentRequired })
  consent: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(120, { message: TOO_LONG })
  recipient_name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(20, { message: TOO_LONG })
  recipient_phone?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_CARD_TEXT_LENGTH, { message: ORDER_ERRORS.cardTextTooLong.message })
  card_text?: string;

  @IsOptional()
  @IsString({ message: DELIVERY_ERRORS.invalidDate.message })
  delivery_date?: string;

  @IsOptional()
  @IsString({ message: ORDER_ERRORS.slotRequired.message })
  delivery_slot?: string;

  @Allow()
  items?: unknown;
}
