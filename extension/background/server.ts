import { Backoff, RequestQueue, ServerPause, SupersededError } from '@margin/shared/check/index';
import { createClient, type EndpointInput, type EndpointOutput, MarginApiError } from '@margin/shared/client';
import type { EndpointName } from '@margin/shared/contract';
import { describeFailure, type Failure } from '@margin/shared/ui/failure';
import type { ServiceStatus, WireFailure } from '../lib/protocol';
import type { Settings } from '../lib/settings';

export { SupersededError };

/** A check that gets no answer within this is abandoned and the server treated as unreachable. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** First wait after the server failed to answer; doubles on each failure up to the maximum. */
const BACKOFF_START_MS = 2_000;
const BACKOFF_MAX_MS = 60_000;
/** Requests in flight to the server at once; more wait in the queue. */
const CONCURRENCY = 2;

/** Thrown instead of calling the server while it is paused (backoff, quota, refused key). */
export class ServerPausedError extends Error {
  constructor(readonly status: ServiceStatus) {
    super(status.reason);
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

/**
 * The service worker's link to the Margin server: the only code in the extension that sends a
 * request anywhere. It queues calls (a few in flight at once; a newer call with the same key
 * replaces a queued one), gives up on calls that take too long, and pauses after failures so a server
 * that is down, over quota or refusing the key gets no retry storm: while paused, calls fail at once
 * with the reason and the caller falls back to the offline spell worker. The queue and the pause are
 * the shared checking core's, as in the editor plugin.
 */
export class ServerGateway {
  status: ServiceStatus = { state: 'unknown', reason: 'Not contacted yet.', offlineSpelling: false };
  private readonly pause = new ServerPause(new Backoff(BACKOFF_START_MS, BACKOFF_MAX_MS));
  private readonly queue = new RequestQueue<string | undefined>(CONCURRENCY);

  constructor(private settings: Settings) {
    this.configure(settings);
  }

  /** New settings: the server or key may be different, so every pause is lifted. */
  configure(settings: Settings): void {
    this.settings = settings;
    this.pause.reset();
    this.status =
      settings.key === ''
        ? { state: 'error', reason: 'No API key: set one on the options page.', offlineSpelling: false }
        : { state: 'unknown', reason: 'Not contacted yet.', offlineSpelling: false };
  }

  /** Whether a call would be sent now (not paused). */
  get available(): boolean {
    return this.pause.open && this.settings.key !== '';
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
    if (key !== undefined) this.queue.cancel((queued) => queued === key);
    return this.queue.run((signal) => this.send(name, input, signal), {
      tag: key,
      urgent,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
  }

  /** Drops queued (not yet sent) calls whose key starts with `prefix`, e.g. those of a closed tab. */
  cancel(prefix: string): void {
    this.queue.cancel((key) => key?.startsWith(prefix) === true);
  }

  private async send<N extends EndpointName>(
    name: N,
    input: EndpointInput<N>,
    signal: AbortSignal,
  ): Promise<EndpointOutput<N>> {
    if (this.settings.key === '') {
      this.status = { ...this.status, state: 'error', reason: 'No API key: set one on the options page.' };
      throw new ServerPausedError(this.status);
    }
    if (!this.available) throw new ServerPausedError(this.status);
    const client = createClient({ baseUrl: this.settings.serverUrl, key: this.settings.key });
    try {
      const method = client[name] as (i: unknown, o: { signal: AbortSignal }) => Promise<EndpointOutput<N>>;
      const value = await method(input, { signal });
      this.succeeded();
      return value;
    } catch (error) {
      this.failed(error, signal.reason === 'timeout');
      throw error;
    }
  }

  private succeeded(): void {
    this.pause.succeeded();
    this.status = {
      state: 'online',
      reason: `Connected to ${this.settings.serverUrl}.`,
      offlineSpelling: false,
    };
  }

  private failed(error: unknown, timedOut: boolean): void {
    const failure = this.describe(error, timedOut);
    const pause = this.pause.failed(failure);
    // 501 and other 4xx are about this request, not the server's health.
    if (!pause) return;
    this.status = {
      state: failure.kind === 'offline' ? 'offline' : 'error',
      reason: failure.message,
      offlineSpelling: false,
    };
  }

  /** The failure in the words the popup shows (with the server's address and HTTP status). */
  private describe(error: unknown, timedOut: boolean): Failure {
    if (error instanceof MarginApiError) {
      const failure = describeFailure(error, 'Checking');
      if (failure.kind !== 'offline') return failure;
      return {
        kind: 'offline',
        message: `The Margin server had a problem (HTTP ${error.status}): ${error.msg}`,
      };
    }
    return {
      kind: 'offline',
      message: timedOut
        ? `The Margin server did not answer within ${REQUEST_TIMEOUT_MS / 1000} s.`
        : `The Margin server at ${this.settings.serverUrl} cannot be reached.`,
    };
  }
}
