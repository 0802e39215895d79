/**
 * Edits: the edits issued to each key (so accept/reject can resolve an id later, until it expires),
 * the rule of each feedback record (a rejection suppresses the same original, replacement and rule),
 * and each account's dictionary and custom mappings. `team_id` is null on an account's own entries;
 * team entries (the teams tables) merge in when the edits are computed.
 */
export const up = `
CREATE TABLE issued_edits (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL,
  user_id TEXT,
  session_id TEXT NOT NULL,
  original TEXT NOT NULL,
  replacement TEXT NOT NULL,
  rule TEXT NOT NULL,
  error_type TEXT,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX issued_edits_expiry ON issued_edits(expires_at);

ALTER TABLE feedback ADD COLUMN rule TEXT;
CREATE INDEX feedback_rejections_key ON feedback(key_id, verdict);
CREATE INDEX feedback_rejections_user ON feedback(user_id, verdict);

CREATE TABLE user_dictionary (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  team_id TEXT,
  word TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX user_dictionary_own ON user_dictionary(user_id, word) WHERE team_id IS NULL;
CREATE UNIQUE INDEX user_dictionary_team ON user_dictionary(team_id, word) WHERE team_id IS NOT NULL;

CREATE TABLE custom_mappings (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  team_id TEXT,
  phrase TEXT NOT NULL,
  replacement TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX custom_mappings_own ON custom_mappings(user_id, phrase) WHERE team_id IS NULL;
CREATE UNIQUE INDEX custom_mappings_team ON custom_mappings(team_id, phrase) WHERE team_id IS NOT NULL;
`;
