import { IsOptional, IsString, MaxLength } from 'class-validator';

export class UpdateProfileRequestDto {
  @IsString({ message: 'Некорректный email' })
  @MaxLength(254, { message: 'Некорректный email' })
  email: string;

  @IsOptional()
  @IsString({ message: 'Введите фамилию и имя, например: Иванов Иван' })
  @MaxLength(120, { message: 'Слишком длинное имя' })
  full_name?: string | null;

  @IsOptional()
  @IsString({ message: 'Введите телефон в формате +7XXXXXXXXXX: +7 и ровно 10 цифр' })
  @MaxLength(20, { message: 'Введите телефон в формате +7XXXXXXXXXX: +7 и ровно 10 цифр' })
  phone?: string | null;

  @IsOptional()
  @IsString({ message: 'Telegram: символ @ и от 5 до 32 латинских букв, цифр или _' })
  @MaxLength(40, { message: 'Telegram: символ @ и от 5 до 32 латинских букв, цифр или _' })
  telegram?: string | null;
}
