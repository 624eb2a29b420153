import { IsString, MaxLength } from 'class-validator';
import { PASSWORD_TOO_LONG_MESSAGE, REGISTRATION_MESSAGES } from '@shop/domain';

export class RegisterRequestDto {
  @IsString({ message: REGISTRATION_MESSAGES.emailRequired })
  @MaxLength(254, { message: 'Слишком длинный email' })
  email: string;

  @IsString({ message: REGISTRATION_MESSAGES.usernameRequired })
  @MaxLength(64, { message: 'Слишком длинное имя пользователя' })
  username: string;

  @IsString({ message: REGISTRATION_MESSAGES.passwordRequired })
  @MaxLength(128, { message: PASSWORD_TOO_LONG_MESSAGE })
  password: string;
}
