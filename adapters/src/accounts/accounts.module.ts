import { Logger, Module } from '@nestjs/common';
import {
  AccessTokens,
  Clock,
  GetProfile,
  InviteStaff,
  RemoveStaff,
  StaffListQuery,
  StaffRepository,
  LogIn,
  LogOut,
  MailRenderer,
  Mailer,
  PasswordHasher,
  PasswordResetTokenStore,
  RefreshSession,
  RefreshTokenStore,
  RegisterUser,
  RequestPasswordReset,
  ResetPassword,
  SecureTokens,
  SessionIssuer,
  THIRTY_DAYS_MS,
  ONE_HOUR_MS,
  UpdateProfile,
  UserRepository,
  type AccountSettings,
} from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { useCaseProvider } from '../nest/use-case.provider';
import { StorefrontModule } from '../storefront/storefront.module';
import { AdminStaffHttpController } from './admin-staff.http.controller';
import { AuthHttpController } from './auth.http.controller';
import { ProfileHttpController } from './profile.http.controller';

const ACCOUNT_SETTINGS = Symbol('ACCOUNT_SETTINGS');
const RESET_FAILURE_LOG = Symbol('RESET_FAILURE_LOG');
const logger = new Logger('Accounts');

@Module({
  // Signing in adopts the visitor's cookie choice (CookieConsents).
  imports: [StorefrontModule],
  controllers: [AuthHttpController, ProfileHttpController, AdminStaffHttpController],
  providers: [
    {
      provide: RESET_FAILURE_LOG,
      useValue: (error: unknown) => logger.error({ msg: 'password reset link not sent', reason: error instanceof Error ? error.message : String(error) }),
    },
    {
      provide: ACCOUNT_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): AccountSettings => ({
        refreshTokenTtlMs: THIRTY_DAYS_MS,
        resetTokenTtlMs: ONE_HOUR_MS,
        publicUrl: config.publicUrl,
      }),
    },
    useCaseProvider(SessionIssuer, [AccessTokens, RefreshTokenStore, SecureTokens, Clock, ACCOUNT_SETTINGS]),
    useCaseProvider(RegisterUser, [UserRepository, PasswordHasher]),
    useCaseProvider(LogIn, [UserRepository, PasswordHasher, SessionIssuer, Clock]),
    useCaseProvider(RefreshSession, [RefreshTokenStore, UserRepository, AccessTokens, SecureTokens, Clock, ACCOUNT_SETTINGS]),
    useCaseProvider(LogOut, [RefreshTokenStore, SecureTokens, Clock]),
    useCaseProvider(RequestPasswordReset, [
      UserRepository,
      PasswordResetTokenStore,
      SecureTokens,
      Mailer,
      MailRenderer,
      Clock,
      ACCOUNT_SETTINGS,
      RESET_FAILURE_LOG,
    ]),
    useCaseProvider(ResetPassword, [PasswordResetTokenStore, UserRepository, RefreshTokenStore, PasswordHasher, SecureTokens, Clock]),
    useCaseProvider(GetProfile, [UserRepository]),
    useCaseProvider(UpdateProfile, [UserRepository]),
    useCaseProvider(StaffListQuery, [StaffRepository]),
    useCaseProvider(InviteStaff, [
      UserRepository,
      StaffRepository,
      PasswordResetTokenStore,
      SecureTokens,
      PasswordHasher,
      Mailer,
      MailRenderer,
      Clock,
      ACCOUNT_SETTINGS,
    ]),
    useCaseProvider(RemoveStaff, [StaffRepository, RefreshTokenStore, Clock]),
  ],
})
export class AccountsModule {}
