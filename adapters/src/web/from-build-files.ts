import { statSync } from 'node:fs';

const stampOf = (file: string): string => {
  try {
    return String(statSync(file).mtimeMs);
  } catch {
    return 'missing';
  }
};

/**
 * A value read from a front end's build files, read again when any of them changes: a front end
 * deployed while the server runs (a new dist folder) is served, preloaded and rendered at once,
 * without rebuilding or restarting the server. Checking costs one stat per file.
 */
export class FromBuildFiles<T> {
  private cached: { readonly stamp: string; readonly value: T } | null = null;

  constructor(
    private readonly files: readonly string[],
    private readonly read: (stamp: string) => T,
  ) {}

  current(): T {
    const stamp = this.files.map(stampOf).join('|');
    if (this.cached?.stamp !== stamp) this.cached = { stamp, value: this.read(stamp) };
    return this.cached.value;
  }
}
