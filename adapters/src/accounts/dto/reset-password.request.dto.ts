import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { ACCOUNT_ERRORS, PASSWORD_TOO_LONG_MESSAGE, RESET_PASSWORD_MESSAGES, RESET_PASSWORD_MIN_LENGTH } from '@shop/domain';

export class ResetPasswordRequestDto {
  @ApiProperty({ description: 'The token of the link mailed by forgot-password' })
  @IsString({ message: ACCOUNT_ERRORS.resetTokenInvalid.message })
  @MaxLength(200, { message: ACCOUNT_ERRORS.resetTokenInvalid.message })
  token: string;

  @ApiProperty({
    description: `At least ${RESET_PASSWORD_MIN_LENGTH} characters with a digit, a capital letter and a special character`,
    minLength: RESET_PASSWORD_MIN_LENGTH,
    example: 'Зелень-2026!',
  })
  @IsString({ message: RESET_PASSWORD_MESSAGES.requirementsNotMet })
  @MaxLength(128, { message: PASSWORD_TOO_LONG_MESSAGE })
  password: string;
}
