import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { INVALID_EMAIL_MESSAGE, INVALID_FULL_NAME_MESSAGE, INVALID_PHONE_MESSAGE, INVALID_TELEGRAM_MESSAGE } from '@shop/domain';

export class UpdateProfileRequestDto {
  @ApiProperty({ example: 'anna@example.ru' })
  @IsString({ message: INVALID_EMAIL_MESSAGE })
  @MaxLength(254, { message: INVALID_EMAIL_MESSAGE })
  email: string;

  @IsOptional()
  @ApiProperty({ nullable: true, example: 'Петрова Анна' })
  @IsString({ message: INVALID_FULL_NAME_MESSAGE })
  @MaxLength(120, { message: 'Слишком длинное имя' })
  full_name?: string | null;

  @IsOptional()
  @ApiProperty({ nullable: true, example: '+79161234567' })
  @IsString({ message: INVALID_PHONE_MESSAGE })
  @MaxLength(20, { message: INVALID_PHONE_MESSAGE })
  phone?: string | null;

  @IsOptional()
  @ApiProperty({ nullable: true, example: '@anna' })
  @IsString({ message: INVALID_TELEGRAM_MESSAGE })
  @MaxLength(40, { message: INVALID_TELEGRAM_MESSAGE })
  telegram?: string | null;
}
