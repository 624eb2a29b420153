/** The current time, injected so use cases stay deterministic under test. */
export abstract class Clock {
  abstract now(): Date;
}
