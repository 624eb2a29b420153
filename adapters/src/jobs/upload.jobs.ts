import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { RemoveOrphanedUploads } from '@shop/application';
import { JobScheduler } from './job-scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Daily (ticks at 00:00 UTC, 03:00 in Moscow): uploads no row shows, older than a day, leave the storage. */
@Injectable()
export class UploadJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(UploadJobs.name);

  constructor(
    private readonly scheduler: JobScheduler,
    private readonly removeOrphans: RemoveOrphanedUploads,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.every('remove-orphaned-uploads', DAY_MS, () => this.removeOrphanedUploads());
  }

  private async removeOrphanedUploads(): Promise<void> {
    const removed = await this.removeOrphans.execute();
    if (removed.length) this.logger.log({ msg: 'orphaned uploads deleted', count: removed.length, names: removed });
  }
}
