import { Allow, Equals, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

const TOO_LONG = 'Слишком длинное значение';

/** The body of /api/delivery/yandex-calc and /api/delivery/update-contact (spec §7 plus delivery details). */
export class OrderContactRequestDto {
  @IsInt({ message: 'Заказ не найден' })
  orderId: number;

  @IsOptional()
  @IsIn(['pickup', 'yandex'], { message: 'Пожалуйста, выберите способ доставки' })
  deliveryType?: 'pickup' | 'yandex';

  @IsString({ message: 'Введите ФИО' })
  @MaxLength(120, { message: TOO_LONG })
  name: string;

  @IsString({ message: 'Введите номер телефона' })
  @MaxLength(20, { message: TOO_LONG })
  phone: string;

  @IsOptional()
  @IsString({ message: 'Некорректный email' })
  @MaxLength(254, { message: TOO_LONG })
  email?: string;

  @IsString({ message: 'Введите город' })
  @MaxLength(80, { message: TOO_LONG })
  city: string;

  @IsString({ message: 'Введите адрес доставки' })
  @MaxLength(500, { message: TOO_LONG })
  address: string;

  @Equals(true, { message: 'Подтвердите согласие' })
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
  @MaxLength(500, { message: 'Текст открытки — не длиннее 500 символов' })
  card_text?: string;

  @IsOptional()
  @IsString({ message: 'Выберите дату доставки' })
  delivery_date?: string;

  @IsOptional()
  @IsString({ message: 'Выберите время доставки' })
  delivery_slot?: string;

  @Allow()
  items?: unknown;
}
