import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { GetProfile, UpdateProfile } from '@shop/application';
import type { ProfileResponseDto } from '@shop/domain';
import { unwrap } from '../http/result-to-http';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { UpdateProfileRequestDto } from './dto/update-profile.request.dto';

/** The caller's own profile; there is no way to name another account here. */
@Controller('api/profile')
@UseGuards(JwtAuthGuard)
export class ProfileHttpController {
  constructor(
    private readonly getProfile: GetProfile,
    private readonly updateProfile: UpdateProfile,
  ) {}

  @Get()
  async read(@CurrentUser() caller: AuthenticatedUser): Promise<ProfileResponseDto> {
    return { user: unwrap(await this.getProfile.execute(caller.id)) };
  }

  @Put()
  async update(@CurrentUser() caller: AuthenticatedUser, @Body() body: UpdateProfileRequestDto): Promise<ProfileResponseDto> {
    const input = { email: body.email, fullName: body.full_name, phone: body.phone, telegram: body.telegram };
    return { user: unwrap(await this.updateProfile.execute(caller.id, input)) };
  }
}
