// How a bench ends: every missed budget listed, and exit code 1 when one was missed or the bench failed.

/** Lists every missed budget and makes the bench exit with 1; says so when none was missed. */
export function reportMisses(misses: readonly string[]): void {
  if (misses.length === 0) {
    console.log('All budgets met.');
    return;
  }
  console.error(`Budgets missed (${misses.length}):\n${misses.map((miss) => `  - ${miss}`).join('\n')}`);
  process.exitCode = 1;
}

/** Runs a bench's main; an error ends the bench with exit code 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
