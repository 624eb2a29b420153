import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { shopUrl } from './support/browser';

const ROOT = path.resolve(__dirname, '..');

/** One hash over every file of a build and its contents. */
function buildHash(project: string): string {
  const dist = path.join(ROOT, project, 'dist');
  const hash = createHash('sha256');
  for (const file of (readdirSync(dist, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((entry) => entry.isFile())) {
    const full = path.join(file.parentPath, file.name);
    hash.update(path.relative(dist, full)).update(readFileSync(full));
  }
  return hash.digest('hex');
}

describe('deploying one front end alone', () => {
  it('rebuilds the shop remote without touching the shell or the admin build, reproducibly, while the shop keeps serving it', async () => {
    const before = Object.fromEntries(['shell', 'shop-frontend', 'admin-frontend'].map((project) => [project, buildHash(project)]));
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
});
