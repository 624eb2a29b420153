import { Body, Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CookieConsents, LogIn, LogOut, RefreshSession, RegisterUser, RequestPasswordReset, ResetPassword, UserRepository } from '@shop/application';
import type { CheckAdminResponseDto, LoginResponseDto, MessageResponseDto, RefreshResponseDto, RegisterResponseDto } from '@shop/domain';
import { isStaff } from '@shop/domain';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ApiError } from '../http/api-error';
import { Answers, ApiErrorAs, ApiErrors } from '../http/openapi/api.decorators';
import { CHECK_ADMIN, LOGIN, MESSAGE, REFRESHED, REGISTERED } from '../http/openapi/contract.schemas';
import { unwrap } from '../http/result-to-http';
import { Public, SignedIn } from '../security/access.decorators';
import { CurrentUser, type AuthenticatedUser } from '../security/authenticated-user';
import { ForgotPasswordRequestDto } from './dto/forgot-password.request.dto';
import { LoginRequestDto } from './dto/login.request.dto';
import { RegisterRequestDto } from './dto/register.request.dto';
import { ResetPasswordRequestDto } from './dto/reset-password.request.dto';
import { RateLimited } from '../http/rate-limits';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { visitorConsentOwner } from '../storefront/visitor-cookies';

export const FORGOT_PASSWORD_ANSWER = 'Если такой email зарегистрирован, мы отправили на него ссылку для сброса пароля.';

@ApiTags('accounts')
@Public()
@Controller('api/auth')
export class AuthHttpController {
  constructor(
    private readonly registerUser: RegisterUser,
    private readonly logIn: LogIn,
    private readonly refreshSession: RefreshSession,
    private readonly logOut: LogOut,
    private readonly requestPasswordReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly users: UserRepository,
    private readonly consents: CookieConsents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('register')
  @Answers(201, REGISTERED)
  @RateLimited('register')
  @ApiErrors(400, 409)
  async register(@Body() body: RegisterRequestDto): Promise<RegisterResponseDto> {
    return { user: unwrap(await this.registerUser.execute(body)) };
  }

  /** Sets the httpOnly refresh cookie beside the access token it answers. */
  @Post('login')
  @Answers(200, LOGIN)
  @RateLimited('login')
  @ApiErrors(400)
  @ApiErrorAs(401, 'Wrong login or password')
  async login(@Body() body: LoginRequestDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponseDto> {
    const session = unwrap(await this.logIn.execute(body));
    setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, this.config.secureCookies);
    // A cookie choice made before signing in counts for the account (and the newer one for both).
    await this.consents.adoptAtSignIn(visitorConsentOwner(request), session.userId);
    return { token: session.accessToken, id: session.userId, role: session.role };
  }

  /** Reads and rotates the httpOnly refresh cookie; no bearer token is involved. */
  @Post('refresh')
  @Answers(200, REFRESHED)
  @ApiCookieAuth('refresh')
  @RateLimited('refresh')
  @ApiErrorAs(401, 'No refresh cookie, or an expired, revoked or reused one (the cookie is cleared)')
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RefreshResponseDto> {
    const result = await this.refreshSession.execute(readRefreshCookie(request));
    if (!result.ok) {
      clearRefreshCookie(reply, this.config.secureCookies);
      throw new ApiError(401, result.error.message);
    }
    setRefreshCookie(reply, result.value.refreshToken, result.value.refreshExpiresAt, this.config.secureCookies);
    return { accessToken: result.value.accessToken };
  }

  /** Revokes the refresh cookie's session, when one is sent, and clears the cookie. */
  @Post('logout')
  @Answers(204)
  @RateLimited('logout')
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.logOut.execute(readRefreshCookie(request));
    clearRefreshCookie(reply, this.config.secureCookies);
  }

  @Get('check-admin')
  @SignedIn()
  @Answers(200, CHECK_ADMIN)
  async checkAdmin(@CurrentUser() caller: AuthenticatedUser): Promise<CheckAdminResponseDto> {
    const role = (await this.users.findById(caller.id))?.role ?? 'user';
    return { isAdmin: isStaff(role), role };
  }

  @Post('forgot-password')
  @Answers(200, MESSAGE)
  @RateLimited('forgot-password')
  @ApiErrors(400)
  async forgotPassword(@Body() body: ForgotPasswordRequestDto): Promise<MessageResponseDto> {
    const invalid = this.requestPasswordReset.execute(body.email);
    if (invalid) throw new ApiError(400, invalid);
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Post('reset-password')
  @Answers(200, MESSAGE)
  @RateLimited('reset-password')
  @ApiErrors(400)
  async resetPasswordWithToken(@Body() body: ResetPasswordRequestDto): Promise<MessageResponseDto> {
    unwrap(await this.resetPassword.execute(body));
    return { message: 'Пароль изменён. Войдите с новым паролем.' };
  }
}
