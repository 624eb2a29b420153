import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { BUILD_FILES_RECHECK_MS, FromBuildFiles } from './from-build-files';

describe('FromBuildFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads once, and again only when one of the files changes or appears', () => {
    const [a, b] = [path.join(dir, 'a.json'), path.join(dir, 'b.json')];
    writeFileSync(a, '1');
    const reads: string[] = [];
    const value = new FromBuildFiles([a, b], (stamp) => {
      reads.push(stamp);
      return reads.length;
    });
    let now = 0;
    const later = () => (now += BUILD_FILES_RECHECK_MS);
    expect([value.current(later()), value.current(later())]).toEqual([1, 1]);
    expect(reads[0]).toMatch(/^\d+(\.\d+)?\|missing$/);

    writeFileSync(b, '2');
    expect(value.current(later())).toBe(2);
    utimesSync(a, new Date(), new Date(Date.now() + 5_000));
    expect([value.current(later()), value.current(later())]).toEqual([3, 3]);
  });

  it('looks at the files at most once a second', () => {
    const file = path.join(dir, 'a.json');
    let reads = 0;
    const value = new FromBuildFiles([file], () => ++reads);
    expect(value.current(0)).toBe(1);
    writeFileSync(file, '1');
    expect(value.current(BUILD_FILES_RECHECK_MS - 1)).toBe(1);
    expect(value.current(BUILD_FILES_RECHECK_MS)).toBe(2);
  });
});
