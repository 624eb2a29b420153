import { FixedClock, MemoryFileStorage } from '../testing/shared.fakes';
import { InMemoryUploadReferences, RecordingUploadsLog, unreferencedUploads } from '../testing/uploads.fakes';
import { RemoveOrphanedUploads } from './commands/remove-orphaned-uploads.command';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

function setup() {
  const clock = new FixedClock(new Date('2026-05-01T03:00:00Z'));
  const storage = new MemoryFileStorage('https://cdn.example/shop', () => clock.now());
  const shown: string[] = [];
  const log = new RecordingUploadsLog();
  const references = new InMemoryUploadReferences(() => shown);
  const uploads = unreferencedUploads(storage, () => shown, log, references);
  return { clock, storage, shown, log, references, uploads, sweep: new RemoveOrphanedUploads(storage, uploads, clock) };
}

describe('uploads no row shows', () => {
  it('are deleted by address, whichever address of the file a row used; other pictures are left alone', async () => {
    const { storage, uploads } = setup();
    const published = await storage.save(JPEG, 'jpg');
    await storage.save(JPEG, 'jpg');
    await uploads.discard([published, '/uploads/2.jpg', '/images/products/p1.svg', 'https://elsewhere.example/3.jpg', null, undefined]);
    expect(storage.files.size).toBe(0);
  });

  it('stay while a row still shows them', async () => {
    const { storage, uploads, shown } = setup();
    shown.push(await storage.save(JPEG, 'jpg'));
    expect(await uploads.remove(['1.jpg'])).toEqual([]);
    expect([...storage.files.keys()]).toEqual(['1.jpg']);
  });

  it('that cannot be deleted now are logged and left for the daily sweep', async () => {
    const { storage, uploads, log } = setup();
    await storage.save(JPEG, 'jpg');
    storage.delete = async () => {
      throw new Error('bucket down');
    };
    expect(await uploads.remove(['1.jpg'])).toEqual([]);
    expect(log.notDeletedNames).toEqual(['1.jpg']);
  });

  it('never fail the change that replaced them: when the rows cannot be read, the names are logged', async () => {
    const { storage, uploads, references, log } = setup();
    const stored = await storage.save(JPEG, 'jpg');
    references.referenced = async () => {
      throw new Error('database down');
    };
    await expect(uploads.discard([stored])).resolves.toBeUndefined();
    expect(log.notDeletedNames).toEqual(['1.jpg']);
    expect(storage.files.size).toBe(1);
  });
});

describe('the daily sweep of orphaned uploads', () => {
  it('deletes what no row shows and is older than a day, and keeps what is shown or young', async () => {
    const { clock, storage, shown, sweep } = setup();
    const orphan = await storage.save(JPEG, 'jpg');
    shown.push(await storage.save(JPEG, 'png'));
    clock.advanceHours(23);
    const young = await storage.save(JPEG, 'webp');
    clock.advanceHours(1);
    expect(await sweep.execute()).toEqual([storage.nameOf(orphan)]);
    expect([...storage.files.keys()]).toEqual(['2.png', '3.webp']);
    clock.advanceHours(24);
    expect(await sweep.execute()).toEqual([storage.nameOf(young)]);
    expect(await sweep.execute()).toEqual([]);
    expect([...storage.files.keys()]).toEqual(['2.png']);
  });

  it('checks the rows in batches however many files there are', async () => {
    const { clock, storage, references, sweep } = setup();
    for (let i = 0; i < 1200; i++) await storage.save(JPEG, 'jpg');
    clock.advanceHours(25);
    expect(await sweep.execute()).toHaveLength(1200);
    expect(references.asked).toEqual([500, 500, 200]);
    expect(storage.files.size).toBe(0);
  });
});
