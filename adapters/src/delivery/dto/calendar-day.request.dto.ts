import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DELIVERY_ERRORS, MAX_SLOT_CAPACITY, PEAK_SURCHARGE_LIMITS } from '@shop/domain';

export const CALENDAR_MESSAGES = {
  closed: 'Укажите, закрыт ли день: да или нет',
  slotClosed: 'Укажите, закрыто ли время: да или нет',
  reason: 'Причина — текст не длиннее 200 символов',
  capacity: `Вместимость — целое число от 0 до ${MAX_SLOT_CAPACITY}`,
  slotCode: 'Укажите время доставки',
  slots: 'Времена доставки — список для курьеров и для самовывоза',
  peak: 'Праздничный день — надбавка, час окончания приёма и время на подготовку',
  surchargeKind: 'Надбавка — в рублях или в процентах',
  cutoffHour: 'Час окончания приёма заказов — целое число от 0 до 23',
  leadHours: 'Время на подготовку — целое число часов от 0 до 168',
} as const;

const REASON_MAX = 200;

export class PeakSurchargeRequestDto {
  @IsIn(['roubles', 'percent'], { message: CALENDAR_MESSAGES.surchargeKind })
  kind: 'roubles' | 'percent';

  @ApiProperty({ description: 'Roubles 1 … 100 000, or percent 1 … 300', example: 500 })
  @IsInt({ message: DELIVERY_ERRORS.surchargeOutOfRange.message })
  @Min(1, { message: DELIVERY_ERRORS.surchargeOutOfRange.message })
  @Max(PEAK_SURCHARGE_LIMITS.roubles.max, { message: DELIVERY_ERRORS.surchargeOutOfRange.message })
  value: number;
}

export class PeakDayRequestDto {
  @ApiProperty({ type: () => PeakSurchargeRequestDto })
  @ValidateNested({ message: CALENDAR_MESSAGES.peak })
  @Type(() => PeakSurchargeRequestDto)
  surcharge: PeakSurchargeRequestDto;

  @IsOptional()
  @ApiProperty({ nullable: true, description: "Same-day orders until this hour (Moscow); null: the shop's usual 17", example: 12 })
  @IsInt({ message: CALENDAR_MESSAGES.cutoffHour })
  @Min(0, { message: CALENDAR_MESSAGES.cutoffHour })
  @Max(23, { message: CALENDAR_MESSAGES.cutoffHour })
  cutoff_hour: number | null;

  @IsOptional()
  @ApiProperty({ nullable: true, description: "Hours between an order and its slot's start; null: the shop's usual 2", example: 4 })
  @IsInt({ message: CALENDAR_MESSAGES.leadHours })
  @Min(0, { message: CALENDAR_MESSAGES.leadHours })
  @Max(168, { message: CALENDAR_MESSAGES.leadHours })
  lead_hours: number | null;
}

export class CalendarSlotRequestDto {
  @ApiProperty({ description: 'A slot code: 10-13, 13-16, 16-19 or 19-22 (pickup: not 19-22)', example: '10-13' })
  @IsString({ message: CALENDAR_MESSAGES.slotCode })
  @MaxLength(10, { message: DELIVERY_ERRORS.unknownSlot.message })
  code: string;

  @IsOptional()
  @ApiProperty({ nullable: true, description: "Places that day; null: the shop's default", example: 5 })
  @IsInt({ message: CALENDAR_MESSAGES.capacity })
  @Min(0, { message: CALENDAR_MESSAGES.capacity })
  @Max(MAX_SLOT_CAPACITY, { message: CALENDAR_MESSAGES.capacity })
  capacity: number | null;

  @IsBoolean({ message: CALENDAR_MESSAGES.slotClosed })
  closed: boolean;

  @IsOptional()
  @ApiProperty({ nullable: true, description: 'Shown to customers while the slot is closed («Закрыто» when none)', example: 'Курьер занят' })
  @IsString({ message: CALENDAR_MESSAGES.reason })
  @MaxLength(REASON_MAX, { message: CALENDAR_MESSAGES.reason })
  reason: string | null;
}

export class CalendarSlotsRequestDto {
  @IsOptional()
  @ApiProperty({ type: [CalendarSlotRequestDto] })
  @IsArray({ message: CALENDAR_MESSAGES.slots })
  @ArrayMaxSize(4, { message: CALENDAR_MESSAGES.slots })
  @ValidateNested({ each: true, message: CALENDAR_MESSAGES.slots })
  @Type(() => CalendarSlotRequestDto)
  courier?: CalendarSlotRequestDto[];

  @IsOptional()
  @ApiProperty({ type: [CalendarSlotRequestDto] })
  @IsArray({ message: CALENDAR_MESSAGES.slots })
  @ArrayMaxSize(4, { message: CALENDAR_MESSAGES.slots })
  @ValidateNested({ each: true, message: CALENDAR_MESSAGES.slots })
  @Type(() => CalendarSlotRequestDto)
  pickup?: CalendarSlotRequestDto[];
}

/** PUT /api/admin/calendar/{date}: the whole day's settings, as the form shows them. */
export class CalendarDayRequestDto {
  @IsBoolean({ message: CALENDAR_MESSAGES.closed })
  closed: boolean;

  @IsOptional()
  @ApiProperty({ nullable: true, description: 'Shown to customers while the day is closed («Выходной» when none)', example: 'Выходной' })
  @IsString({ message: CALENDAR_MESSAGES.reason })
  @MaxLength(REASON_MAX, { message: CALENDAR_MESSAGES.reason })
  reason: string | null;

  @IsOptional()
  @ApiProperty({ type: () => PeakDayRequestDto, nullable: true })
  @ValidateNested({ message: CALENDAR_MESSAGES.peak })
  @Type(() => PeakDayRequestDto)
  peak: PeakDayRequestDto | null;

  @ApiProperty({ type: () => CalendarSlotsRequestDto, description: 'Slots left out keep the defaults' })
  @ValidateNested({ message: CALENDAR_MESSAGES.slots })
  @Type(() => CalendarSlotsRequestDto)
  slots: CalendarSlotsRequestDto;
}
