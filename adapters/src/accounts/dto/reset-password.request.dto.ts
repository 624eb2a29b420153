import { IsString, MaxLength } from 'class-validator';

export class ResetPasswordRequestDto {
  @IsString({ message: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.' })
  @MaxLength(200, { message: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.' })
  token: string;

  @IsString({ message: 'Пароль не соответствует требованиям' })
  @MaxLength(128, { message: 'Пароль должен быть не длиннее 128 символов' })
  password: string;
}
