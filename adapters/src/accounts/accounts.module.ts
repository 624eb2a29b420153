import { Module } from '@nestjs/common';
import {
  AccessTokens,
  Clock,
  GetProfile,
  LogIn,
  LogOut,
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
import { AuthHttpController } from './auth.http.controller';
import { ProfileHttpController } from './profile.http.controller';

const ACCOUNT_SETTINGS = Symbol('ACCOUNT_SETTINGS');

@Module({
  controllers: [AuthHttpController, ProfileHttpController],
  providers: [
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
    useCaseProvider(RequestPasswordReset, [UserRepository, PasswordResetTokenStore, SecureTokens, Mailer, Clock, ACCOUNT_SETTINGS]),
    useCaseProvider(ResetPassword, [PasswordResetTokenStore, UserRepository, RefreshTokenStore, PasswordHasher, SecureTokens, Clock]),
    useCaseProvider(GetProfile, [UserRepository]),
    useCaseProvider(UpdateProfile, [UserRepository]),
  ],
})
export class AccountsModule {}
