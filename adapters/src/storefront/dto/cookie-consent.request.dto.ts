import { IsBoolean } from 'class-validator';

const MESSAGE = 'Выбор cookie должен состоять из значений «да» или «нет»';

export class CookieConsentRequestDto {
  @IsBoolean({ message: MESSAGE })
  accepted: boolean;

  @IsBoolean({ message: MESSAGE })
  analytics: boolean;

  @IsBoolean({ message: MESSAGE })
  marketing: boolean;

  @IsBoolean({ message: MESSAGE })
  preferences: boolean;
}
