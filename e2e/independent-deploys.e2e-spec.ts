import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { shopUrl } from './support/browser';

const ROOT = path.resolve(__dirname, '..');
const FRONT_ENDS = ['shell', 'shop-frontend', 'admin-frontend'];

/** One hash over every file of a build and its contents. */
function buildHash(project: string, root = ROOT): string {
  const dist = path.join(root, project, 'dist');
  const hash = createHash('sha256');
  for (const file of (readdirSync(dist, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((entry) => entry.isFile())) {
    const full = path.join(file.parentPath, file.name);
    hash.update(path.relative(dist, full)).update(readFileSync(full));
  }
  return hash.digest('hex');
}

describe('deploying one front end alone', () => {
  it('rebuilds the shop remote without touching the shell or the admin build, reproducibly, while the shop keeps serving it', async () => {
    const before = Object.fromEntries(FRONT_ENDS.map((project) => [project, buildHash(project)]));
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'nx'), ['build', '@shop/shop-frontend', '--skip-nx-cache', '--output-style=static'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    expect(buildHash('shell')).toBe(before.shell);
    expect(buildHash('admin-frontend')).toBe(before['admin-frontend']);
    // The same sources give the same files: a rollback is a rebuild of the previous commit.
    expect(buildHash('shop-frontend')).toBe(before['shop-frontend']);

    const entry = await fetch(shopUrl('/remotes/shop/remoteEntry.js'));
    expect([entry.status, entry.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect((await fetch(shopUrl('/products/plants'))).status).toBe(200);
  });

  it('builds the same files in another folder, as a CI clone or a build server would', () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'shop-elsewhere-'));
    try {
      for (const file of execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean)) {
        mkdirSync(path.dirname(path.join(elsewhere, file)), { recursive: true });
        cpSync(path.join(ROOT, file), path.join(elsewhere, file));
      }
      // The installed packages as hard links (a copy where the folders are on different disks);
      // what the build generates under node_modules is left out, so it is written afresh there.
      try {
        execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), elsewhere]);
      } catch {
        execFileSync('cp', ['-a', path.join(ROOT, 'node_modules'), elsewhere]);
      }
      rmSync(path.join(elsewhere, 'node_modules', '.cache'), { recursive: true, force: true });
      for (const project of FRONT_ENDS) {
        execFileSync('npm', ['run', 'build'], { cwd: path.join(elsewhere, project), stdio: 'ignore' });
        expect({ project, files: buildHash(project, elsewhere) }).toEqual({ project, files: buildHash(project) });
      }
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
