import { createClient, type EndpointInput, type EndpointOutput, MarginApiError } from '@margin/shared/client';
import type { EndpointName } from '@margin/shared/contract';
import { describeFailure } from '@margin/shared/ui/failure';
import type { ServiceStatus, WireFailure } from '../lib/protocol';
import type { Settings } from '../lib/settings';

/** A check that gets no answer within this is abandoned and the server treated as unreachable. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** First wait after the server failed to answer; doubles on each failure up to the maximum. */
const BACKOFF_START_MS = 2_000;
const BACKOFF_MAX_MS = 60_000;
/** Wait after a 429 without Retry-After. */
const RATE_LIMIT_DEFAULT_S = 60;
/** Requests in flight to the server at once; more wait in the queue. */
const CONCURRENCY = 2;

/** Thrown instead of calling the server while it is paused (backoff, quota, refused key). */
export class ServerPausedError extends Error {
  constructor(readonly status: ServiceStatus) {
    super(status.reason);
  }
}

/** Thrown when a queued call was replaced by a newer one with the same key before it started. */
export class SupersededError extends Error {
  constructor() {
    super('superseded by a newer request');
  }
}

/** A server error as it crosses the message boundary to a content script. */
export function toWireFailure(error: unknown, endpoint: string): WireFailure {
  if (error instanceof MarginApiError) {
    return { status: error.status, msg: error.msg, retryAfter: error.retryAfter, endpoint: error.endpoint };
  }
  if (error instanceof ServerPausedError) return { status: 0, msg: error.message, endpoint };
  return { status: 0, msg: error instanceof Error ? error.message : String(error), endpoint };
}

interface Queued {
  run: () => Promise<void>;
  cancel: () => void;
  key?: string;
  urgent: boolean;
}

/**
 * The service worker's link to the Margin server: the only code in the extension that sends a
 * request anywhere. It queues calls (a few in flight at once; a newer call with the same key
 * replaces a queued one), gives up on calls that take too long, and pauses after failures so a server
 * that is down, over quota or refusing the key gets no retry storm: while paused, calls fail at once
 * with the reason and the caller falls back to the offline spell worker.
 */
export class ServerGateway {
  status: ServiceStatus = { state: 'unknown', reason: 'Not contacted yet.', offlineSpelling: false };
  private pausedUntil = 0;
  private backoffMs = 0;
  /** Set when the key was refused: no more calls until the settings change. */
  private refused = false;
  private queue: Queued[] = [];
  private running = 0;

  constructor(private settings: Settings) {
    this.configure(settings);
  }

  /** New settings: the server or key may be different, so every pause is lifted. */
  configure(settings: Settings): void {
    this.settings = settings;
    this.refused = false;
    this.pausedUntil = 0;
    this.backoffMs = 0;
    this.status =
      settings.key === ''
        ? { state: 'error', reason: 'No API key: set one on the options page.', offlineSpelling: false }
        : { state: 'unknown', reason: 'Not contacted yet.', offlineSpelling: false };
  }

  /** Whether a call would be sent now (not paused). */
  get available(): boolean {
    return !this.refused && Date.now() >= this.pausedUntil && this.settings.key !== '';
  }

  /**
   * Calls an endpoint through the queue. `key` names what the call is about (a part of a field): a
   * newer call with the same key replaces this one while it still waits. `urgent` calls (what the
   * writer is typing, feedback) go before bulk ones (the rest of a long field).
   */
  call<N extends EndpointName>(
    name: N,
    input: EndpointInput<N>,
    options: { key?: string; urgent?: boolean } = {},
  ): Promise<EndpointOutput<N>> {
    const { key, urgent = true } = options;
    return new Promise((resolve, reject) => {
      if (key !== undefined) this.drop((q) => q.key === key);
      const item: Queued = {
        key,
        urgent,
        cancel: () => reject(new SupersededError()),
        run: () => this.send(name, input).then(resolve, reject),
      };
      // Urgent calls wait only behind other urgent ones.
      const at = urgent ? this.queue.findIndex((q) => !q.urgent) : -1;
      if (at < 0) this.queue.push(item);
      else this.queue.splice(at, 0, item);
      this.pump();
    });
  }

  /** Drops queued (not yet sent) calls whose key starts with `prefix`, e.g. those of a closed tab. */
  cancel(prefix: string): void {
    this.drop((q) => q.key?.startsWith(prefix) === true);
  }

  private drop(test: (q: Queued) => boolean): void {
    this.queue = this.queue.filter((q) => {
      if (!test(q)) return true;
      q.cancel();
      return false;
    });
  }

  private pump(): void {
    while (this.running < CONCURRENCY && this.queue.length > 0) {
      const next = this.queue.shift()!;
      this.running++;
      next.run().finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async send<N extends EndpointName>(name: N, input: EndpointInput<N>): Promise<EndpointOutput<N>> {
    if (this.settings.key === '') {
      this.status = { ...this.status, state: 'error', reason: 'No API key: set one on the options page.' };
      throw new ServerPausedError(this.status);
    }
    if (!this.available) throw new ServerPausedError(this.status);
    const client = createClient({ baseUrl: this.settings.serverUrl, key: this.settings.key });
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
    try {
      const method = client[name] as (i: unknown, o: { signal: AbortSignal }) => Promise<EndpointOutput<N>>;
      const value = await method(input, { signal: abort.signal });
      this.succeeded();
      return value;
    } catch (error) {
      this.failed(error, abort.signal.aborted);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private succeeded(): void {
    this.backoffMs = 0;
    this.status = {
      state: 'online',
      reason: `Connected to ${this.settings.serverUrl}.`,
      offlineSpelling: false,
    };
  }

  private failed(error: unknown, timedOut: boolean): void {
    const now = Date.now();
    if (error instanceof MarginApiError) {
      const failure = describeFailure(error, 'Checking');
      if (failure.kind === 'unauthorized') {
        this.refused = true;
        this.status = { state: 'error', reason: failure.message, offlineSpelling: false };
        return;
      }
      if (failure.kind === 'rate-limited') {
        this.pausedUntil = now + (failure.retryAfter ?? RATE_LIMIT_DEFAULT_S) * 1000;
        this.status = { state: 'error', reason: failure.message, offlineSpelling: false };
        return;
      }
      // 501 and other 4xx are about this request, not the server's health.
      if (error.status < 500 || error.status === 501) return;
      this.pause(now, `The Margin server had a problem (HTTP ${error.status}): ${error.msg}`);
      return;
    }
    this.pause(
      now,
      timedOut
        ? `The Margin server did not answer within ${REQUEST_TIMEOUT_MS / 1000} s.`
        : `The Margin server at ${this.settings.serverUrl} cannot be reached.`,
    );
  }

  private pause(now: number, reason: string): void {
    this.backoffMs = Math.min(BACKOFF_MAX_MS, this.backoffMs === 0 ? BACKOFF_START_MS : this.backoffMs * 2);
    this.pausedUntil = now + this.backoffMs;
    this.status = { state: 'offline', reason, offlineSpelling: false };
  }
}
