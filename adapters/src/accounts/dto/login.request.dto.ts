import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_ERRORS, REGISTRATION_MESSAGES } from '@shop/domain';

export class LoginRequestDto {
  @ApiProperty({ description: 'The username or the e-mail', example: 'anna' })
  @IsString({ message: 'Введите логин или email' })
  @IsNotEmpty({ message: 'Введите логин или email' })
  @MaxLength(254, { message: ACCOUNT_ERRORS.invalidCredentials.message })
  identifier: string;

  @ApiProperty({ example: 'Зелень-2025' })
  @IsString({ message: REGISTRATION_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: REGISTRATION_MESSAGES.passwordRequired })
  @MaxLength(128, { message: ACCOUNT_ERRORS.invalidCredentials.message })
  password: string;
}
