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
export type LoginReservation = { ok: true; ids: string[] } | { ok: false; retryAfterSeconds: number };

/**
 * Reserves a login attempt for this address and client IP before the password is checked, or
 * says how many seconds to wait. The reservation counts at once (issue #17: checking the limit
 * before the hash and recording the failure after it let 200 parallel guesses all be checked).
 */
export async function reserveLoginAttempt(
  store: Store,
  limits: LoginLimits,
  email: string,
  ip: string,
): Promise<LoginReservation> {
  const now = Date.now();
  const windowMs = limits.windowSeconds * 1000;
  const r = await store.accounts.reserveAttempt(
    [
      { bucket: `email:${email}`, max: limits.perEmail },
      { bucket: `ip:${ip}`, max: limits.perIp },
    ],
    now - windowMs,
    now,
  );
  if (r.ok) return r;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((r.oldest + windowMs - now) / 1000)) };
}

/**
 * After a successful login: drops the reservation, forgets the address's failures, and prunes
 * stale login state. A failed login keeps its reservation: that row is the recorded failure.
 */
export async function loginSucceeded(
  store: Store,
  limits: LoginLimits,
  email: string,
  reservation: string[],
): Promise<void> {
  await store.accounts.dropAttempts(reservation);
  await store.accounts.clearFailures(`email:${email}`);
  await store.accounts.prune(Date.now() - limits.windowSeconds * 1000);
}
