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
import { PasswordResetTokenTypeormStore } from '../persistence/auth/password-reset-token.typeorm-store';
import { RefreshTokenTypeormStore } from '../persistence/auth/refresh-token.typeorm-store';
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
    { provide: RefreshTokenStore, useClass: RefreshTokenTypeormStore },
    { provide: PasswordResetTokenStore, useClass: PasswordResetTokenTypeormStore },
    {
      provide: SessionIssuer,
      inject: [AccessTokens, RefreshTokenStore, SecureTokens, Clock, ACCOUNT_SETTINGS],
      useFactory: (...deps: ConstructorParameters<typeof SessionIssuer>) => new SessionIssuer(...deps),
    },
    {
      provide: RegisterUser,
      inject: [UserRepository, PasswordHasher],
      useFactory: (...deps: ConstructorParameters<typeof RegisterUser>) => new RegisterUser(...deps),
    },
    {
      provide: LogIn,
      inject: [UserRepository, PasswordHasher, SessionIssuer, Clock],
      useFactory: (...deps: ConstructorParameters<typeof LogIn>) => new LogIn(...deps),
    },
    {
      provide: RefreshSession,
      inject: [RefreshTokenStore, UserRepository, AccessTokens, SecureTokens, Clock, ACCOUNT_SETTINGS],
      useFactory: (...deps: ConstructorParameters<typeof RefreshSession>) => new RefreshSession(...deps),
    },
    {
      provide: LogOut,
      inject: [RefreshTokenStore, SecureTokens, Clock],
      useFactory: (...deps: ConstructorParameters<typeof LogOut>) => new LogOut(...deps),
    },
    {
      provide: RequestPasswordReset,
      inject: [UserRepository, PasswordResetTokenStore, SecureTokens, Mailer, Clock, ACCOUNT_SETTINGS],
      useFactory: (...deps: ConstructorParameters<typeof RequestPasswordReset>) => new RequestPasswordReset(...deps),
    },
    {
      provide: ResetPassword,
      inject: [PasswordResetTokenStore, UserRepository, RefreshTokenStore, PasswordHasher, SecureTokens, Clock],
      useFactory: (...deps: ConstructorParameters<typeof ResetPassword>) => new ResetPassword(...deps),
    },
    { provide: GetProfile, inject: [UserRepository], useFactory: (users: UserRepository) => new GetProfile(users) },
    { provide: UpdateProfile, inject: [UserRepository], useFactory: (users: UserRepository) => new UpdateProfile(users) },
  ],
})
export class AccountsModule {}
