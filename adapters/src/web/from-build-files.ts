import { statSync } from 'node:fs';

const stampOf = (file: string): string => {
  try {
    return String(statSync(file).mtimeMs);
  } catch {
    return 'missing';
  }
};

/** How long the files are taken as they were: a busy server stats them once a second, not on every request. */
export const BUILD_FILES_RECHECK_MS = 1000;

/**
 * A value read from a front end's build files, read again when any of them changes: a front end
 * deployed while the server runs (a new dist folder) is served, preloaded and rendered within a
 * second, without rebuilding or restarting the server. Checking costs one stat per file, at most
 * once a second. The value stays the very same object until then (pages made from it are kept by
 * that identity, see FinishedPages).
 */
export class FromBuildFiles<T> {
  private cached: { readonly stamp: string; readonly value: T; readonly checkedAt: number } | null = null;

  constructor(
    private readonly files: readonly string[],
    private readonly read: (stamp: string) => T,
  ) {}

  current(now = Date.now()): T {
    if (this.cached && now - this.cached.checkedAt < BUILD_FILES_RECHECK_MS) return this.cached.value;
    const stamp = this.files.map(stampOf).join('|');
    this.cached = { stamp, value: this.cached?.stamp === stamp ? this.cached.value : this.read(stamp), checkedAt: now };
    return this.cached.value;
  }
}
