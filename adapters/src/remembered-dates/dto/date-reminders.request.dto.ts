import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { DateRemindersDto } from '@shop/domain';

export class DateRemindersBodyDto implements DateRemindersDto {
  @ApiProperty({ description: 'Whether the reminder mails of the remembered dates come', example: true })
  @IsBoolean({ message: 'Подписка — да или нет (true или false)' })
  subscribed: boolean;
}
