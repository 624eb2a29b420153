import { Global, Module } from '@nestjs/common';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AccessTokens, Clock, PasswordHasher, SecureTokens, UserRepository } from '@shop/application';
import { SystemClock } from '../clock/system-clock';
import { AccessTokenSubject } from './access-token-subject';
import { VerifiedTokens } from './verified-tokens';
import { AdminGuard } from './admin.guard';
import { Argon2PasswordHasher } from './argon2-password-hasher';
import { CryptoSecureTokens } from './crypto-secure-tokens';
import { ACCESS_TOKEN_TTL_SECONDS, JwtAccessTokens } from './jwt-access-tokens';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JWT_SECRET, JwtSecretModule } from './jwt-secret.module';
import { JwtStrategy } from './jwt.strategy';

/** Who is asking: access tokens, password hashing, and the guards every protected route uses. */
@Global()
@Module({
  imports: [
    JwtSecretModule,
    PassportModule,
    JwtModule.registerAsync({
      imports: [JwtSecretModule],
      inject: [JWT_SECRET],
      useFactory: (secret: string) => ({
        secret,
        signOptions: { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [
    { provide: VerifiedTokens, useFactory: () => new VerifiedTokens() },
    {
      provide: JwtStrategy,
      inject: [JWT_SECRET, UserRepository, VerifiedTokens],
      useFactory: (secret: string, users: UserRepository, verified: VerifiedTokens) => new JwtStrategy(secret, users, verified),
    },
    { provide: AccessTokens, useClass: JwtAccessTokens },
    {
      provide: AccessTokenSubject,
      inject: [JwtService, JWT_SECRET, VerifiedTokens],
      useFactory: (jwt: JwtService, secret: string, verified: VerifiedTokens) => new AccessTokenSubject(jwt, secret, verified),
    },
    { provide: SecureTokens, inject: [JWT_SECRET], useFactory: (secret: string) => new CryptoSecureTokens(secret) },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: Clock, useClass: SystemClock },
    JwtAuthGuard,
    AdminGuard,
  ],
  exports: [AccessTokens, AccessTokenSubject, SecureTokens, PasswordHasher, Clock, JwtAuthGuard, AdminGuard],
})
export class SecurityModule {}
