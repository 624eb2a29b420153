import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_ERRORS, REGISTRATION_MESSAGES } from '@shop/domain';

export class LoginRequestDto {
  @IsString({ message: 'Введите логин или email' })
  @IsNotEmpty({ message: 'Введите логин или email' })
  @MaxLength(254, { message: ACCOUNT_ERRORS.invalidCredentials.message })
  identifier: string;

  @IsString({ message: REGISTRATION_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: REGISTRATION_MESSAGES.passwordRequired })
  @MaxLength(128, { message: ACCOUNT_ERRORS.invalidCredentials.message })
  password: string;
}
