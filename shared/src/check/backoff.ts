/**
 * Exponential backoff with jitter for retries after the server could not be reached: 1 s, 2 s, 4 s …
 * up to `maxMs`, each randomised by ±20 % so many editors do not retry in lockstep.
 */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly baseMs = 1000,
    private readonly maxMs = 60_000,
    private readonly random: () => number = Math.random,
  ) {}

  /** The wait before the next retry; each call doubles the next one. */
  next(): number {
    const raw = Math.min(this.maxMs, this.baseMs * 2 ** this.attempt);
    this.attempt++;
    return Math.round(raw * (0.8 + 0.4 * this.random()));
  }

  /** Whether a failure streak is under way. */
  get failing(): boolean {
    return this.attempt > 0;
  }

  reset(): void {
    this.attempt = 0;
  }
}
