/**
 * Quotas per account, not per key (issue #17, finding 3: regenerating a key reset the daily, monthly
 * and AI-detection allowances). Calendar counters move from `usage_counters` (per key) to
 * `quota_counters` (per account: the key's user), summing the keys of one user. Rate windows become
 * sliding: `quota_window_events` keeps each admitted request's characters, and a window counts the
 * events of its last N seconds; `expires_at` is when an event stops counting (for pruning).
 */
export const up = `
CREATE TABLE quota_counters (
  account_id TEXT NOT NULL,
  bucket TEXT NOT NULL,
  used BIGINT NOT NULL DEFAULT 0,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (account_id, bucket)
);

INSERT INTO quota_counters (account_id, bucket, used, expires_at)
  SELECT k.user_id, c.bucket, SUM(c.used), MAX(c.expires_at)
    FROM usage_counters c JOIN api_keys k ON k.id = c.key_id
   GROUP BY k.user_id, c.bucket;

DROP TABLE usage_counters;

CREATE TABLE quota_window_events (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  window_name TEXT NOT NULL,
  characters BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX quota_window_events_account ON quota_window_events(account_id, window_name, created_at);
CREATE INDEX quota_window_events_expiry ON quota_window_events(expires_at);
`;
