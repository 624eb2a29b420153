import { TransactionLock } from '../shared/transaction-lock.port';
import { UnreferencedUploads, type UploadsLog } from '../uploads/unreferenced-uploads.service';
import { UploadReferences } from '../uploads/upload-references.port';
import type { MemoryFileStorage } from './shared.fakes';

/** The rows' picture addresses as `shown` reads them now; a name counts when an address ends with it. */
export class InMemoryUploadReferences extends UploadReferences {
  /** How many names each question asked about. */
  readonly asked: number[] = [];

  constructor(private readonly shown: () => readonly (string | null)[]) {
    super();
  }

  async referenced(names: readonly string[]): Promise<ReadonlySet<string>> {
    this.asked.push(names.length);
    const addresses = this.shown();
    return new Set(names.filter((name) => addresses.some((address) => address?.endsWith(`/${name}`))));
  }
}

/** What the service would log, kept for the test to read. */
export class RecordingUploadsLog implements UploadsLog {
  readonly notDeletedNames: string[] = [];
  notDeleted({ name }: { readonly name: string }): void {
    this.notDeletedNames.push(name);
  }
}

/** The deleting service over a memory storage and the rows `shown` reads. */
export const unreferencedUploads = (
  storage: MemoryFileStorage,
  shown: () => readonly (string | null)[],
  log: UploadsLog = new RecordingUploadsLog(),
  references = new InMemoryUploadReferences(shown),
) => new UnreferencedUploads(storage, references, log);

/** Claims held by transactions in progress; `held` lets a test play the other replica holding one. */
export class MemoryTransactionLock extends TransactionLock {
  readonly held = new Set<string>();

  async tryClaim(name: string): Promise<boolean> {
    return !this.held.has(name);
  }
}
