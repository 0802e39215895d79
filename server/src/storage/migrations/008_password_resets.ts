/**
 * Password reset by mail (issue #17): single-use tokens, stored only as SHA-256 hashes, each valid
 * for an hour. A separate table because `email_tokens` pins its purposes in a CHECK constraint that
 * SQLite cannot alter in place.
 */
export const up = `
CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens(user_id);
`;
