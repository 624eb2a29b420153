import { ApiProperty } from '@nestjs/swagger';
import { Allow, Equals, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsIsoDate } from '../../http/is-iso-date.validator';
import { CHECKOUT_MESSAGES, DELIVERY_ERRORS, INVALID_EMAIL_MESSAGE, MAX_CARD_TEXT_LENGTH, ORDER_ERRORS, TOO_LONG_MESSAGE } from '@shop/domain';

const TOO_LONG = TOO_LONG_MESSAGE;

/** The body of /api/delivery/yandex-calc and /api/delivery/update-contact (spec §7 plus delivery details). */
export class OrderContactRequestDto {
  @ApiProperty({ description: "The caller's own pending order", example: 1 })
  @IsInt({ message: ORDER_ERRORS.notFound.message })
  orderId: number;

  @IsOptional()
  @IsIn(['pickup', 'yandex'], { message: CHECKOUT_MESSAGES.deliveryTypeRequired })
  deliveryType?: 'pickup' | 'yandex';

  @ApiProperty({ description: 'Two or more capitalised words', example: 'Петрова Анна' })
  @IsString({ message: CHECKOUT_MESSAGES.fullNameRequired })
  @MaxLength(120, { message: TOO_LONG })
  name: string;

  @ApiProperty({ example: '+79161234567' })
  @IsString({ message: CHECKOUT_MESSAGES.phoneRequired })
  @MaxLength(20, { message: TOO_LONG })
  phone: string;

  @IsOptional()
  @ApiProperty({ description: "Where the order's mails go; the account's e-mail when absent", example: 'anna@example.ru' })
  @IsString({ message: INVALID_EMAIL_MESSAGE })
  @MaxLength(254, { message: TOO_LONG })
  email?: string;

  @ApiProperty({ description: 'The shop delivers only in Moscow: any other city is refused with «Доставляем только по Москве»', example: 'Москва' })
  @IsString({ message: CHECKOUT_MESSAGES.cityRequired })
  @MaxLength(80, { message: TOO_LONG })
  city: string;

  @ApiProperty({ example: 'Москва, ул. Тверская, д. 1, кв. 5' })
  @IsString({ message: CHECKOUT_MESSAGES.addressRequired })
  @MaxLength(500, { message: TOO_LONG })
  address: string;

  @ApiProperty({ description: 'Consent to the processing of personal data', example: true })
  @Equals(true, { message: CHECKOUT_MESSAGES.consentRequired })
  consent: boolean;

  @IsOptional()
  @IsString({ message: CHECKOUT_MESSAGES.recipientNameInvalid })
  @MaxLength(120, { message: TOO_LONG })
  recipient_name?: string;

  @IsOptional()
  @ApiProperty({ description: 'Another person who receives the order: only with recipient_name (else «Введите имя получателя»)', example: '+79031112233' })
  @IsString({ message: CHECKOUT_MESSAGES.recipientPhoneInvalid })
  @MaxLength(20, { message: TOO_LONG })
  recipient_phone?: string;

  @IsOptional()
  @IsString({ message: CHECKOUT_MESSAGES.cardTextInvalid })
  @MaxLength(MAX_CARD_TEXT_LENGTH, { message: ORDER_ERRORS.cardTextTooLong.message })
  card_text?: string;

  @IsOptional()
  @ApiProperty({ description: 'YYYY-MM-DD (Moscow), today … 14 days ahead; with delivery_slot, required for a courier', example: '2026-12-01' })
  @IsIsoDate({ message: DELIVERY_ERRORS.invalidDate.message })
  delivery_date?: string;

  @IsOptional()
  @ApiProperty({ description: 'A slot code: 10-13, 13-16, 16-19 or 19-22', example: '13-16' })
  @IsString({ message: ORDER_ERRORS.slotRequired.message })
  delivery_slot?: string;

  @ApiProperty({ required: false, type: 'array', items: { type: 'object' }, description: 'Ignored' })
  @Allow()
  items?: unknown;
}
