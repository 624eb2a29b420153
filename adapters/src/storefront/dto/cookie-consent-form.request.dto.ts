import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn } from 'class-validator';
import { COOKIE_BANNER_CHOICES, type CookieBannerChoice } from '@shop/domain';

const SWITCH = { type: 'string', enum: ['on'], description: 'Sent only when the switch is on (an HTML checkbox)' } as const;

/** The cookie banner as a plain HTML form (application/x-www-form-urlencoded), for a browser without JavaScript. */
export class CookieConsentFormRequestDto {
  @ApiProperty({ enum: COOKIE_BANNER_CHOICES, description: 'The button pressed: Отклонить все, Принять все, Сохранить, Настроить, Назад' })
  @IsIn(COOKIE_BANNER_CHOICES, { message: 'Выберите один из вариантов баннера cookie' })
  choice: CookieBannerChoice;

  @ApiPropertyOptional(SWITCH)
  @Allow()
  analytics?: unknown;

  @ApiPropertyOptional(SWITCH)
  @Allow()
  marketing?: unknown;

  @ApiPropertyOptional(SWITCH)
  @Allow()
  preferences?: unknown;

  @ApiPropertyOptional({ type: 'string', description: 'The page to return to: a path of this site (anything else returns to /)', example: '/products/plants' })
  @Allow()
  return?: unknown;
}
