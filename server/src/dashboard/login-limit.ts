import type { Store } from '../storage/store';

/** Login brute-force limits: failures allowed per window, per address and per client IP. */
export interface LoginLimits {
  /** @default 5 */
  perEmail: number;
  /** @default 20 */
  perIp: number;
  /** @default 900 (15 minutes) */
  windowSeconds: number;
}

/** Reads LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP and LOGIN_WINDOW_SECONDS. */
export function loadLoginLimits(env: NodeJS.ProcessEnv = process.env): LoginLimits {
  const int = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    perEmail: int('LOGIN_MAX_FAILURES', 5),
    perIp: int('LOGIN_MAX_FAILURES_PER_IP', 20),
    windowSeconds: int('LOGIN_WINDOW_SECONDS', 900),
  };
}

const buckets = (email: string, ip: string) => [`email:${email}`, `ip:${ip}`];

/**
 * Seconds until another login may be tried for this address or IP, or 0 when allowed. Checked
 * before the password, so a correct guess after the limit is refused too.
 */
export async function loginBlockedFor(
  store: Store,
  limits: LoginLimits,
  email: string,
  ip: string,
): Promise<number> {
  const now = Date.now();
  const since = now - limits.windowSeconds * 1000;
  let wait = 0;
  const [byEmail, byIp] = buckets(email, ip) as [string, string];
  for (const [bucket, max] of [
    [byEmail, limits.perEmail],
    [byIp, limits.perIp],
  ] as const) {
    const { count, oldest } = await store.accounts.failures(bucket, since);
    if (count >= max && oldest !== null) {
      wait = Math.max(wait, Math.ceil((oldest + limits.windowSeconds * 1000 - now) / 1000));
    }
  }
  return Math.max(0, wait);
}

/** Records a failed login for the address and the IP. */
export async function recordLoginFailure(store: Store, email: string, ip: string): Promise<void> {
  await store.accounts.recordFailure(buckets(email, ip));
}

/** Forgets the address's failures after a successful login, and prunes stale login state. */
export async function clearLoginFailures(store: Store, limits: LoginLimits, email: string): Promise<void> {
  await store.accounts.clearFailures(`email:${email}`);
  await store.accounts.prune(Date.now() - limits.windowSeconds * 1000);
}
