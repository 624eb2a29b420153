import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { REMEMBERED_DATE_TITLE_MAX, type RememberedDateRequestDto } from '@shop/domain';

/** The form of a remembered date; the domain checks the rules (validateRememberedDate), this only the types. */
export class RememberedDateBodyDto implements RememberedDateRequestDto {
  @ApiProperty({ description: `What the date is, 1–${REMEMBERED_DATE_TITLE_MAX} characters`, example: 'День рождения мамы' })
  @IsString({ message: 'Укажите, что за дата: например, «День рождения мамы»' })
  @MaxLength(1000, { message: 'Название — не длиннее 100 символов' })
  title: string;

  @ApiProperty({ description: 'Day of the month, 1–31 (29 February allowed: reminded on 28 February in common years)', example: 12 })
  @IsInt({ message: 'День — число от 1 до 31' })
  day: number;

  @ApiProperty({ description: 'Month, 1–12', example: 3 })
  @IsInt({ message: 'Выберите месяц' })
  month: number;

  @IsOptional()
  @ApiProperty({ nullable: true, required: false, description: 'Who the flowers are for, up to 100 characters', example: 'Мама' })
  @IsString({ message: 'Получатель — не длиннее 100 символов' })
  @MaxLength(1000, { message: 'Получатель — не длиннее 100 символов' })
  recipient?: string | null;
}
