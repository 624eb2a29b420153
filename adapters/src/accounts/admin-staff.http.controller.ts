import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InviteStaff, RemoveStaff, StaffListQuery, type StaffMember } from '@shop/application';
import type { StaffMemberDto } from '@shop/domain';
import { Answers, ApiErrors, ApiIdParam } from '../http/openapi/api.decorators';
import { STAFF_MEMBER } from '../http/openapi/contract.schemas';
import { arrayOf } from '../http/openapi/schema';
import { unwrap } from '../http/result-to-http';
import { USER_ID } from '../http/entity-id.pipe';
import { AdminOnly } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { InviteStaffRequestDto } from './dto/invite-staff.request.dto';

const toDto = (member: StaffMember): StaffMemberDto => ({
  user_id: member.userId,
  email: member.email,
  role: member.role,
  invited_at: member.invitedAt ? member.invitedAt.toISOString() : null,
  accepted: member.accepted,
});

/** «Сотрудники»: the owner's alone (no @StaffMay: a florist gets 403). */
@ApiTags('admin: staff')
@Controller('api/admin/staff')
@AdminOnly()
export class AdminStaffHttpController {
  constructor(
    private readonly staffList: StaffListQuery,
    private readonly inviteStaff: InviteStaff,
    private readonly removeStaff: RemoveStaff,
  ) {}

  @Get()
  @Answers(200, arrayOf(STAFF_MEMBER))
  async list(): Promise<StaffMemberDto[]> {
    return (await this.staffList.execute()).map(toDto);
  }

  /** Gives the address the role (a new account when nobody has it) and mails a one-time link to set a password. */
  @Post()
  @Answers(201, STAFF_MEMBER)
  @ApiErrors(400, 404, 409)
  async invite(@Body() body: InviteStaffRequestDto): Promise<StaffMemberDto> {
    return toDto(unwrap(await this.inviteStaff.execute(body)));
  }

  /** Back to a customer, signed out everywhere; not oneself, never the last owner. */
  @Delete(':userId')
  @Answers(204)
  @ApiIdParam('userId', 'A member of the staff')
  @ApiErrors(400, 404, 409)
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('userId', USER_ID) userId: number): Promise<void> {
    unwrap(await this.removeStaff.execute(caller.id, userId));
  }
}
