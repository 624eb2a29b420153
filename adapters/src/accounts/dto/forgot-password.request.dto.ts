import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { INVALID_EMAIL_MESSAGE, REGISTRATION_MESSAGES } from '@shop/domain';

export class ForgotPasswordRequestDto {
  @ApiProperty({ example: 'anna@example.ru' })
  @IsString({ message: REGISTRATION_MESSAGES.emailRequired })
  @MaxLength(254, { message: INVALID_EMAIL_MESSAGE })
  email: string;
}
