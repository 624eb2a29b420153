import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { resolveJwtSecret } from './jwt-secret';

export const JWT_SECRET = Symbol('JWT_SECRET');

@Module({
  providers: [
    {
      provide: JWT_SECRET,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) => resolveJwtSecret(config.jwtSecret, dataSource),
    },
  ],
  exports: [JWT_SECRET],
})
export class JwtSecretModule {}
