import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GetProfile, UpdateProfile } from '@shop/application';
import type { ProfileResponseDto } from '@shop/domain';
import { Answers, ApiErrors } from '../http/openapi/api.decorators';
import { PROFILE } from '../http/openapi/contract.schemas';
import { unwrap } from '../http/result-to-http';
import { RateLimited } from '../http/rate-limits';
import { SignedIn } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { UpdateProfileRequestDto } from './dto/update-profile.request.dto';

/** The caller's own profile; there is no way to name another account here. */
@ApiTags('accounts')
@Controller('api/profile')
@SignedIn()
export class ProfileHttpController {
  constructor(
    private readonly getProfile: GetProfile,
    private readonly updateProfile: UpdateProfile,
  ) {}

  @Get()
  @Answers(200, PROFILE)
  @ApiErrors(404)
  async read(@CurrentUser() caller: AuthenticatedUser): Promise<ProfileResponseDto> {
    return { user: unwrap(await this.getProfile.execute(caller.id)) };
  }

  @Put()
  @RateLimited('profile')
  @Answers(200, PROFILE)
  @ApiErrors(400, 404, 409)
  async update(@CurrentUser() caller: AuthenticatedUser, @Body() body: UpdateProfileRequestDto): Promise<ProfileResponseDto> {
    const input = { email: body.email, fullName: body.full_name, phone: body.phone, telegram: body.telegram };
    return { user: unwrap(await this.updateProfile.execute(caller.id, input)) };
  }
}
