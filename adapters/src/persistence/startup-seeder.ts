import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { seedDatabase, type SeedSummary } from './database-setup';

/** Runs after the migrations: the launch catalogue and the admin account, both idempotent. */
@Injectable()
export class StartupSeeder implements OnModuleInit {
  private readonly logger = new Logger(StartupSeeder.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    logSeedSummary(this.logger, await seedDatabase(this.dataSource, this.hasher, this.config.admin));
  }
}

export function logSeedSummary(logger: { log(message: string): void; warn(message: string): void }, seeded: SeedSummary): void {
  logger.log(`seed: ${seeded.products} products and ${seeded.flowers} flowers added; admin account ${seeded.admin}`);
  if (seeded.admin === 'conflict') {
    logger.warn('ADMIN_EMAIL belongs to a customer account or the username "admin" is taken; no admin account was created');
  }
}
