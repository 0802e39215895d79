/**
 * Autocomplete: every completion issued (so accept can resolve its id, check its context and refuse a
 * second accept), and which were accepted, per account and session (the personalisation data).
 */
export const up = `
CREATE TABLE issued_completions (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  query TEXT NOT NULL,
  completion TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  accepted_at BIGINT
);
CREATE INDEX issued_completions_accepted ON issued_completions(user_id, accepted_at);
CREATE INDEX issued_completions_created ON issued_completions(created_at);
`;
