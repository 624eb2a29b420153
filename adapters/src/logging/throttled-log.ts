/** How long one kind of failure stays quiet after it was logged. */
export const FAILURE_LOG_WINDOW_MS = 10_000;

export interface ThrottledEntry {
  /** How many more of this kind happened since the last line. */
  readonly suppressed: number;
}

/**
 * One log line per kind of failure per window: during an outage every request fails the same
 * way, and a line (with a stack) per request would bury the log. The next line says how many
 * were left out.
 */
export class ThrottledLog {
  private readonly kinds = new Map<string, { loggedAt: number; suppressed: number }>();

  constructor(
    private readonly write: (kind: string, entry: ThrottledEntry) => void,
    private readonly now: () => number = Date.now,
    private readonly windowMs: number = FAILURE_LOG_WINDOW_MS,
  ) {}

  report(kind: string): void {
    const now = this.now();
    const seen = this.kinds.get(kind);
    if (seen && now - seen.loggedAt < this.windowMs) {
      seen.suppressed += 1;
      return;
    }
    this.kinds.set(kind, { loggedAt: now, suppressed: 0 });
    this.write(kind, { suppressed: seen?.suppressed ?? 0 });
  }
}
