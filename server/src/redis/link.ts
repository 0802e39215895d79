import { Redis } from 'ioredis';
import type { Logger } from '../log/logger';
import { metrics } from '../metrics';

/** What RedisLink needs to know; tests pass a key prefix of their own. */
export interface RedisLinkOptions {
  url: string;
  logger: Logger;
  /** Prefix of every key this server writes. @default "margin:" */
  prefix?: string;
  /** How long one command may take before it counts as failed and the database takes over. @default 1000 */
  commandTimeoutMs?: number;
}

/**
 * The connection to Redis and whether it can be used right now. Commands never queue while the
 * connection is down (the caller takes the database path at once instead of waiting), and the
 * client keeps reconnecting in the background; each change between usable and unavailable is
 * logged once, and listeners (the quota ledger) hear of it.
 */
export class RedisLink {
  readonly client: Redis;
  readonly prefix: string;
  private up = false;
  private reason = 'connecting';
  private announced = false;
  private readonly logger: Logger;
  private readonly downListeners: Array<() => void> = [];
  private readonly upListeners: Array<() => void> = [];
  private probe?: NodeJS.Timeout;

  constructor(options: RedisLinkOptions) {
    this.logger = options.logger;
    this.prefix = options.prefix ?? 'margin:';
    this.client = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 1_000,
      // Keep trying, at most every 2 s, for as long as the server runs.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      lazyConnect: false,
    });
    this.client.on('ready', () => this.setUp(true, 'connected'));
    this.client.on('error', (err: Error) => this.setUp(false, err.message || String(err)));
    // A refused connection reports its error, then closes: keep the error as the reason.
    this.client.on('close', () => {
      if (this.up || !this.announced) this.setUp(false, 'connection closed');
    });
  }

  /** True while commands can be sent. */
  get usable(): boolean {
    return this.up && this.client.status === 'ready';
  }

  /** "connected", or why Redis is not used right now. */
  get status(): string {
    return this.usable ? 'connected' : this.reason;
  }

  /** Calls `fn` when Redis becomes unavailable (before the database path is taken). */
  onDown(fn: () => void): void {
    this.downListeners.push(fn);
  }

  /** Calls `fn` when Redis becomes usable again after being unavailable. */
  onUp(fn: () => void): void {
    this.upListeners.push(fn);
  }

  /** A command or script failed: treat Redis as unavailable until the client reconnects. */
  failed(op: string, err: unknown): void {
    this.setUp(false, `${op}: ${err instanceof Error ? err.message : String(err)}`);
    // A timeout leaves the connection open, so no "ready" event will say it works again: probe it.
    if (this.probe) return;
    this.probe = setTimeout(() => {
      this.probe = undefined;
      if (this.client.status !== 'ready') return;
      this.client.ping().then(
        () => this.setUp(true, 'connected'),
        (e: unknown) => this.failed('ping', e),
      );
    }, 1_000);
    this.probe.unref();
  }

  /** Counts one operation that went to the database instead, for /metrics. */
  fellBack(op: string): void {
    metrics.redisFallbacks.inc({ op });
  }

  /** Counts one Redis round trip, for /metrics and the scale benchmark. */
  roundTrip(op: string): void {
    metrics.redisCommands.inc({ op });
  }

  /** Waits until the first connection attempt has succeeded or failed (start-up, tests). */
  async ready(timeoutMs = 2_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.usable && !this.announced && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.usable;
  }

  async close(): Promise<void> {
    clearTimeout(this.probe);
    this.client.removeAllListeners('close');
    this.client.disconnect();
  }

  private setUp(up: boolean, reason: string): void {
    const changed = up !== this.up || !this.announced;
    this.up = up;
    if (!up) this.reason = reason;
    if (!changed) return;
    this.announced = true;
    if (up) {
      this.logger.info('redis connected: counters and cache in Redis');
      for (const fn of this.upListeners) fn();
    } else {
      this.logger.warn('redis unavailable: counters and cache in the database until it returns', {
        reason,
      });
      for (const fn of this.downListeners) fn();
    }
  }
}
