import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { seedAdmin } from './seed/admin.seeder';
import { seedCatalogue } from './seed/catalogue.seeder';

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
    const catalogue = await this.dataSource.transaction((manager) => seedCatalogue(manager));
    const admin = await seedAdmin(this.dataSource.manager, this.hasher, this.config.admin);
    this.logger.log(`seed: ${catalogue.products} products and ${catalogue.flowers} flowers added; admin account ${admin}`);
    if (admin === 'conflict') {
      this.logger.warn('ADMIN_EMAIL belongs to a customer account or the username "admin" is taken; no admin account was created');
    }
  }
}
