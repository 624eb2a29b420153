import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_ERRORS, INVALID_EMAIL_MESSAGE, REGISTRATION_MESSAGES, STAFF_ROLES, type StaffRole } from '@shop/domain';

/** POST /api/admin/staff */
export class InviteStaffRequestDto {
  @ApiProperty({ example: 'florist@example.ru' })
  @IsString({ message: REGISTRATION_MESSAGES.emailRequired })
  @MaxLength(254, { message: INVALID_EMAIL_MESSAGE })
  email: string;

  @ApiProperty({ enum: STAFF_ROLES, description: 'admin: the owner; florist: the order lists, the board, stages and photos' })
  @IsIn(STAFF_ROLES, { message: ACCOUNT_ERRORS.staffRoleInvalid.message })
  role: StaffRole;
}
