import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { FromBuildFiles } from './from-build-files';

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
    expect([value.current(), value.current()]).toEqual([1, 1]);
    expect(reads[0]).toMatch(/^\d+(\.\d+)?\|missing$/);

    writeFileSync(b, '2');
    expect(value.current()).toBe(2);
    utimesSync(a, new Date(), new Date(Date.now() + 5_000));
    expect([value.current(), value.current()]).toEqual([3, 3]);
  });
});
