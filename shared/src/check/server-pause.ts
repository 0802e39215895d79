import type { Failure } from '../ui/failure';
import { Backoff } from './backoff';

/** Wait after a 429 that carries no Retry-After. */
export const DEFAULT_RATE_LIMIT_WAIT_S = 60;

/** Why requests are held back, and until when (no `until`: until {@link ServerPause.reset}). */
export interface Pause {
  failure: Failure;
  until?: number;
}

/**
 * When a client may call the server again after a failure, so a server that is down, over quota
 * or refusing the key gets no retry storm: a refused key stops requests until the settings change,
 * a 429 waits for its Retry-After, an unreachable server (network, 5xx, time-out) is retried with
 * exponential backoff. Failures about one request (a refused text, 501) pause nothing.
 */
export class ServerPause {
  /** The pause in force or last in force (an expired one stays until a success clears it). */
  current: Pause | null = null;

  constructor(
    private readonly backoff = new Backoff(),
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Whether a request may be sent now. */
  get open(): boolean {
    return this.current === null || (this.current.until !== undefined && this.now() >= this.current.until);
  }

  /** Milliseconds until requests may be sent again: 0 when open, Infinity while stopped. */
  get waitMs(): number {
    if (this.open) return 0;
    return this.current?.until === undefined ? Number.POSITIVE_INFINITY : this.current.until - this.now();
  }

  /** A request was answered: the server is well, the backoff starts over. */
  succeeded(): void {
    this.current = null;
    this.backoff.reset();
  }

  /** Records a failure; returns the pause it started, or null when it concerns only that request. */
  failed(failure: Failure): Pause | null {
    if (failure.kind === 'unauthorized') return this.stop(failure);
    if (failure.kind === 'rate-limited') {
      const waitS = failure.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_S;
      this.current = { failure, until: this.now() + waitS * 1000 };
      return this.current;
    }
    if (failure.kind === 'offline') {
      this.current = { failure, until: this.now() + this.backoff.next() };
      return this.current;
    }
    return null;
  }

  /** Holds every request until {@link reset}, e.g. when retrying cannot help until the settings change. */
  stop(failure: Failure): Pause {
    this.current = { failure };
    return this.current;
  }

  /** Lifts the pause and the backoff (new settings, or the user asked to check now). */
  reset(): void {
    this.current = null;
    this.backoff.reset();
  }
}
