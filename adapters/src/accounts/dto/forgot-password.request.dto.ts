import { IsString, MaxLength } from 'class-validator';

export class ForgotPasswordRequestDto {
  @IsString({ message: 'Введите email' })
  @MaxLength(254, { message: 'Некорректный email' })
  email: string;
}
