import { codePointLength } from '@margin/shared/contract/common';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import type { KeyOwner } from '../storage/repos/keys';
import { type Bucket, type BucketState, calendarBuckets, slidingWindow } from '../storage/repos/usage';
import type { Tier } from '../storage/repos/users';

/** Characters a request is billed for: the code points of its text inputs (text, texts, html, query). */
export function billableCharacters(input: unknown): number {
  if (typeof input !== 'object' || input === null) return 0;
  const o = input as Record<string, unknown>;
  let n = 0;
  for (const field of ['text', 'html', 'query'] as const) {
    const v = o[field];
    if (typeof v === 'string') n += codePointLength(v);
  }
  if (Array.isArray(o.texts)) {
    // API.md: identical batch items are billed once.
    for (const t of new Set(o.texts)) if (typeof t === 'string') n += codePointLength(t);
  }
  return n;
}

/** The windows a billable request of `endpoint` counts against, for a key on `tier`. */
export function bucketsFor(config: Config, tier: Tier, endpoint: string, now = Date.now()): Bucket[] {
  const q = config.quotas[tier];
  const buckets = calendarBuckets(now, q.daily, q.monthly);
  if (endpoint === 'aidetect') {
    buckets.push(slidingWindow('aidetect', now, config.aidetectWindowSeconds, config.aidetectWindowChars));
  }
  return buckets;
}

/**
 * The account a key's usage counts against: its user. Plans apply per user (an organization's or
 * team's subscription gives each member its tier, with that tier's allowance), so the user is the
 * account; the key is only a credential, and regenerating it must not reset anything.
 */
export function quotaAccount(caller: Pick<KeyOwner, 'user_id'>): string {
  return caller.user_id;
}

/**
 * 413 when a request is larger than a whole rate window allows: it could never be admitted, so a 429
 * with Retry-After would have an obedient client retry forever (issue #17, finding 6). Calendar
 * quotas keep their 429: their allowance differs by plan, and an upgrade admits the request.
 */
export function requireFitsWindows(characters: number, buckets: readonly Bucket[]): void {
  for (const b of buckets) {
    if (b.slidingSeconds === undefined || b.limit === 0 || characters <= b.limit) continue;
    const what = `the ${b.name} limit of ${b.limit.toLocaleString('en-US')} characters per ${b.slidingSeconds} s`;
    throw new HttpError(
      413,
      `text: ${characters.toLocaleString('en-US')} characters is more than ${what}; send less text per request`,
    );
  }
}

/** `X-RateLimit-*` headers for the tightest limited bucket; Reset is seconds until it resets. */
export function rateLimitHeaders(states: BucketState[], now = Date.now()): Record<string, string> {
  const limited = states.filter((s) => s.limit > 0);
  if (limited.length === 0) return {};
  const tightest = limited.reduce((a, b) => (b.limit - b.used < a.limit - a.used ? b : a));
  return {
    'X-RateLimit-Limit': String(tightest.limit),
    'X-RateLimit-Remaining': String(Math.max(0, tightest.limit - tightest.used)),
    'X-RateLimit-Reset': String(Math.max(0, Math.ceil((tightest.resetsAt - now) / 1000))),
  };
}
