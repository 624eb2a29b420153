import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogIn, LogOut, RefreshSession, RegisterUser, RequestPasswordReset, ResetPassword, UserRepository } from '@shop/application';
import type { CheckAdminResponseDto, LoginResponseDto, RefreshResponseDto, UserDto } from '@shop/domain';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ApiError } from '../http/api-error';
import { unwrap } from '../http/result-to-http';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { JwtAuthGuard } from '../security/jwt-auth.guard';
import { ForgotPasswordRequestDto } from './dto/forgot-password.request.dto';
import { LoginRequestDto } from './dto/login.request.dto';
import { RegisterRequestDto } from './dto/register.request.dto';
import { ResetPasswordRequestDto } from './dto/reset-password.request.dto';
import { RateLimited } from '../http/rate-limits';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

export const FORGOT_PASSWORD_ANSWER = 'Если такой email зарегистрирован, мы отправили на него ссылку для сброса пароля.';

@Controller('api/auth')
@UseGuards(ThrottlerGuard)
export class AuthHttpController {
  constructor(
    private readonly registerUser: RegisterUser,
    private readonly logIn: LogIn,
    private readonly refreshSession: RefreshSession,
    private readonly logOut: LogOut,
    private readonly requestPasswordReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly users: UserRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('register')
  @RateLimited('register')
  async register(@Body() body: RegisterRequestDto): Promise<{ user: UserDto }> {
    return { user: unwrap(await this.registerUser.execute(body)) };
  }

  @Post('login')
  @HttpCode(200)
  @RateLimited('login')
  async login(@Body() body: LoginRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponseDto> {
    const session = unwrap(await this.logIn.execute(body));
    setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, this.config.secureCookies);
    return { token: session.accessToken, id: session.userId, role: session.role };
  }

  @Post('refresh')
  @HttpCode(200)
  @RateLimited('refresh')
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RefreshResponseDto> {
    const result = await this.refreshSession.execute(readRefreshCookie(request));
    if (!result.ok) {
      clearRefreshCookie(reply, this.config.secureCookies);
      throw new ApiError(401, result.error.message);
    }
    setRefreshCookie(reply, result.value.refreshToken, result.value.refreshExpiresAt, this.config.secureCookies);
    return { accessToken: result.value.accessToken };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.logOut.execute(readRefreshCookie(request));
    clearRefreshCookie(reply, this.config.secureCookies);
  }

  @Get('check-admin')
  @UseGuards(JwtAuthGuard)
  async checkAdmin(@CurrentUser() caller: AuthenticatedUser): Promise<CheckAdminResponseDto> {
    const user = await this.users.findById(caller.id);
    return { isAdmin: user?.role === 'admin' };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RateLimited('forgot-password')
  async forgotPassword(@Body() body: ForgotPasswordRequestDto): Promise<{ message: string }> {
    const invalid = this.requestPasswordReset.execute(body.email);
    if (invalid) throw new ApiError(400, invalid);
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Post('reset-password')
  @HttpCode(200)
  @RateLimited('reset-password')
  async resetPasswordWithToken(@Body() body: ResetPasswordRequestDto): Promise<{ message: string }> {
    unwrap(await this.resetPassword.execute(body));
    return { message: 'Пароль изменён. Войдите с новым паролем.' };
  }
}
