import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { PASSWORD_TOO_LONG_MESSAGE, REGISTRATION_MESSAGES, REGISTRATION_PASSWORD_MIN_LENGTH } from '@shop/domain';

export class RegisterRequestDto {
  @ApiProperty({ example: 'anna@example.ru' })
  @IsString({ message: REGISTRATION_MESSAGES.emailRequired })
  @MaxLength(254, { message: 'Слишком длинный email' })
  email: string;

  @ApiProperty({ example: 'anna' })
  @IsString({ message: REGISTRATION_MESSAGES.usernameRequired })
  @MaxLength(64, { message: 'Слишком длинное имя пользователя' })
  username: string;

  @ApiProperty({ description: `At least ${REGISTRATION_PASSWORD_MIN_LENGTH} characters`, minLength: REGISTRATION_PASSWORD_MIN_LENGTH, example: 'Зелень-2025' })
  @IsString({ message: REGISTRATION_MESSAGES.passwordRequired })
  @MaxLength(128, { message: PASSWORD_TOO_LONG_MESSAGE })
  password: string;
}
