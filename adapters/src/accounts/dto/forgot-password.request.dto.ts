import { IsString, MaxLength } from 'class-validator';
import { INVALID_EMAIL_MESSAGE, REGISTRATION_MESSAGES } from '@shop/domain';

export class ForgotPasswordRequestDto {
  @IsString({ message: REGISTRATION_MESSAGES.emailRequired })
  @MaxLength(254, { message: INVALID_EMAIL_MESSAGE })
  email: string;
}
