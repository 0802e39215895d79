import { type Bucket, slidingWindow } from '../storage/repos/usage';
import type { Store } from '../storage/store';

/**
 * Login brute-force limits: failures allowed per window, per address and per client IP
 * (LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP, LOGIN_WINDOW_SECONDS; read by server/src/config).
 */
export interface LoginLimits {
  /** @default 5 */
  perEmail: number;
  /** @default 20 */
  perIp: number;
  /** @default 900 (15 minutes) */
  windowSeconds: number;
}

/** A login attempt that holds its place in the limits while the password is checked. */
export type LoginReservation =
  | { ok: true; windows: Bucket[]; events: string[] }
  | { ok: false; retryAfterSeconds: number };

/**
 * The quota ledger account that holds the login windows (one sliding window per address and per
 * client IP). One account, so one atomic reservation covers both windows (and, in Redis, one slot).
 */
const LOGIN_ACCOUNT = 'login';

const emailWindow = (email: string) => `email:${email}`;

/**
 * Reserves a login attempt for this address and client IP before the password is checked, or
 * says how many seconds to wait. The attempt is one use of two sliding windows of the quota
 * ledger (QuotaLedger, or its Redis form), taken atomically and counted at once, in flight or
 * failed alike (issue #17: checking the limit before the hash and recording the failure after it
 * let 200 parallel guesses all be checked).
 */
export async function reserveLoginAttempt(
  store: Store,
  limits: LoginLimits,
  email: string,
  ip: string,
): Promise<LoginReservation> {
  const now = Date.now();
  const windows = [
    slidingWindow(emailWindow(email), now, limits.windowSeconds, limits.perEmail),
    slidingWindow(`ip:${ip}`, now, limits.windowSeconds, limits.perIp),
  ];
  const r = await store.quota.reserve(LOGIN_ACCOUNT, 1, windows, now);
  if (r.ok) return { ok: true, windows, events: r.events };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((r.exceeded.resetsAt - now) / 1000)) };
}

/**
 * After a successful login: gives the attempt back, forgets the address's failures, and prunes
 * ended sessions and tokens. A failed login keeps its attempt: that use is the recorded failure.
 */
export async function loginSucceeded(
  store: Store,
  email: string,
  attempt: { windows: Bucket[]; events: string[] },
): Promise<void> {
  await store.quota.release(LOGIN_ACCOUNT, 1, attempt.windows, attempt.events);
  await forgetLoginFailures(store, email);
  await store.accounts.prune();
}

/** Forgets an address's failed logins (after a successful login or a password reset). */
export async function forgetLoginFailures(store: Store, email: string): Promise<void> {
  await store.quota.clearWindow(LOGIN_ACCOUNT, emailWindow(email));
}
