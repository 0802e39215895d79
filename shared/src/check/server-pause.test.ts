import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Failure } from '../ui/failure';
import { Backoff } from './backoff';
import { DEFAULT_RATE_LIMIT_WAIT_S, ServerPause } from './server-pause';

const offline: Failure = { kind: 'offline', message: 'cannot be reached' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A pause with a backoff of exactly 1 s, 2 s, 4 s … (no jitter). */
const pause = () => new ServerPause(new Backoff(1000, 8000, () => 0.5));

describe('ServerPause', () => {
  it('waits for Retry-After after a 429, then opens', () => {
    const p = pause();
    p.failed({ kind: 'rate-limited', message: 'quota', retryAfter: 120 });
    expect(p.open).toBe(false);
    expect(p.waitMs).toBe(120_000);
    vi.advanceTimersByTime(119_999);
    expect(p.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(p.open).toBe(true);
  });

  it('waits a minute after a 429 without Retry-After', () => {
    const p = pause();
    p.failed({ kind: 'rate-limited', message: 'quota' });
    expect(p.waitMs).toBe(DEFAULT_RATE_LIMIT_WAIT_S * 1000);
  });

  it('backs off exponentially while the server is unreachable, and starts over after a success', () => {
    const p = pause();
    expect(p.failed(offline)?.until).toBe(Date.now() + 1000);
    vi.advanceTimersByTime(1000);
    expect(p.open).toBe(true);
    expect(p.failed(offline)?.until).toBe(Date.now() + 2000);
    vi.advanceTimersByTime(2000);
    p.succeeded();
    expect(p.current).toBeNull();
    expect(p.failed(offline)?.until).toBe(Date.now() + 1000);
  });

  it('stops on a refused key until reset, whatever the time', () => {
    const p = pause();
    p.failed({ kind: 'unauthorized', message: 'refused' });
    vi.advanceTimersByTime(24 * 3600_000);
    expect(p.open).toBe(false);
    expect(p.waitMs).toBe(Number.POSITIVE_INFINITY);
    p.reset();
    expect(p.open).toBe(true);
  });

  it.each([
    { kind: 'invalid', message: 'text too long' },
    { kind: 'unavailable', message: '501' },
  ] as Failure[])('does not pause for a failure about one request ($kind)', (failure) => {
    const p = pause();
    expect(p.failed(failure)).toBeNull();
    expect(p.open).toBe(true);
  });
});
