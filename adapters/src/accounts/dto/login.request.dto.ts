import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginRequestDto {
  @IsString({ message: 'Введите логин или email' })
  @IsNotEmpty({ message: 'Введите логин или email' })
  @MaxLength(254, { message: 'Неверный логин или пароль' })
  identifier: string;

  @IsString({ message: 'Введите пароль' })
  @IsNotEmpty({ message: 'Введите пароль' })
  @MaxLength(128, { message: 'Неверный логин или пароль' })
  password: string;
}
