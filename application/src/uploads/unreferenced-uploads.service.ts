import { FileStorage } from '../shared/file-storage.port';
import { UploadReferences } from './upload-references.port';

export interface UploadsLog {
  /** A file no row shows could not be deleted now; the daily sweep tries again. */
  notDeleted(details: { readonly name: string; readonly reason: string }): void;
}

/**
 * Deletes uploads no row shows any more, from the storage in use. Asked after a change commits
 * (a replaced photo or product image) and by the daily sweep; a picture another row still shows
 * (an order line's snapshot, a second product) stays. A failed delete never fails the change.
 */
export class UnreferencedUploads {
  constructor(
    private readonly storage: FileStorage,
    private readonly references: UploadReferences,
    private readonly log: UploadsLog,
  ) {}

  /**
   * Of the uploads these addresses name, deletes those nothing shows; other pictures' addresses are
   * ignored. Called after a change committed, so it never throws: what it cannot do is logged.
   */
  async discard(addresses: readonly (string | null | undefined)[]): Promise<void> {
    const names = addresses.flatMap((address) => (address ? (this.storage.nameOf(address) ?? []) : []));
    await this.remove(names).catch((error: unknown) => {
      for (const name of names) this.log.notDeleted({ name, reason: reasonOf(error) });
    });
  }

  /** Deletes those of `names` nothing shows; the names deleted. */
  async remove(names: readonly string[]): Promise<string[]> {
    const candidates = [...new Set(names)];
    if (candidates.length === 0) return [];
    const shown = await this.references.referenced(candidates);
    const removed: string[] = [];
    for (const name of candidates.filter((candidate) => !shown.has(candidate))) {
      try {
        await this.storage.delete(name);
        removed.push(name);
      } catch (error) {
        this.log.notDeleted({ name, reason: reasonOf(error) });
      }
    }
    return removed;
  }
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
