import { Clock } from '../../shared/clock.port';
import { FileStorage } from '../../shared/file-storage.port';
import { UnreferencedUploads } from '../unreferenced-uploads.service';

/** Uploads younger than this are kept: an admin may still be filling in the product form that will show them. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** Names checked against the rows at once. */
const BATCH = 500;

/**
 * The daily sweep: deletes uploads that no row shows and that are older than a day, such as a
 * picture uploaded for a product form that was never saved, or one a failed delete left behind.
 */
export class RemoveOrphanedUploads {
  constructor(
    private readonly storage: FileStorage,
    private readonly unreferenced: UnreferencedUploads,
    private readonly clock: Clock,
  ) {}

  /** The names deleted. */
  async execute(): Promise<string[]> {
    const cutoff = this.clock.now().getTime() - ORPHAN_MIN_AGE_MS;
    const removed: string[] = [];
    let batch: string[] = [];
    for await (const upload of this.storage.list()) {
      if (upload.storedAt.getTime() > cutoff) continue;
      batch.push(upload.name);
      if (batch.length < BATCH) continue;
      removed.push(...(await this.unreferenced.remove(batch)));
      batch = [];
    }
    removed.push(...(await this.unreferenced.remove(batch)));
    return removed;
  }
}
