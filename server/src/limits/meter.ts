import { codePointLength } from '@margin/shared/contract/common';
import type { Config } from '../config';
import { type Bucket, type BucketState, calendarBuckets, windowBucket } from '../storage/repos/usage';
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
    buckets.push(windowBucket('aidetect', now, config.aidetectWindowSeconds, config.aidetectWindowChars));
  }
  return buckets;
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
