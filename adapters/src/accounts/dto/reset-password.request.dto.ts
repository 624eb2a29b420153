import { IsString, MaxLength } from 'class-validator';
import { ACCOUNT_ERRORS, PASSWORD_TOO_LONG_MESSAGE, RESET_PASSWORD_MESSAGES } from '@shop/domain';

export class ResetPasswordRequestDto {
  @IsString({ message: ACCOUNT_ERRORS.resetTokenInvalid.message })
  @MaxLength(200, { message: ACCOUNT_ERRORS.resetTokenInvalid.message })
  token: string;

  @IsString({ message: RESET_PASSWORD_MESSAGES.requirementsNotMet })
  @MaxLength(128, { message: PASSWORD_TOO_LONG_MESSAGE })
  password: string;
}
