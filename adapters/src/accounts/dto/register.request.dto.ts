import { IsString, MaxLength } from 'class-validator';

export class RegisterRequestDto {
  @IsString({ message: 'Введите email' })
  @MaxLength(254, { message: 'Слишком длинный email' })
  email: string;

  @IsString({ message: 'Введите имя пользователя' })
  @MaxLength(64, { message: 'Слишком длинное имя пользователя' })
  username: string;

  @IsString({ message: 'Введите пароль' })
  @MaxLength(128, { message: 'Пароль должен быть не длиннее 128 символов' })
  password: string;
}
