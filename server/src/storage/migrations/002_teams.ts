/**
 * Teams, mail and dashboard accounts: the mail outbox, suppressed addresses, passwords, dashboard
 * sessions, email-confirmation tokens, login attempts (for rate limiting) and team-level
 * dictionary and custom mappings (merged into a member's own entries by `effectiveSettings`).
 * Secrets (session ids, tokens) are stored only as SHA-256 hashes.
 */
export const up = `
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT,
  kind TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('outbox', 'sent', 'failed')),
  error TEXT,
  created_at BIGINT NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox(to_email, created_at);

CREATE TABLE suppressed_emails (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  organization_id TEXT,
  reason TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX suppressed_emails_org ON suppressed_emails(organization_id, email);

CREATE TABLE user_passwords (
  user_id TEXT PRIMARY KEY REFERENCES users(id),
  hash TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE dashboard_sessions (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  csrf_token TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX dashboard_sessions_user ON dashboard_sessions(user_id);

CREATE TABLE email_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm')),
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);

CREATE TABLE login_attempts (
  id TEXT PRIMARY KEY,
  bucket TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX login_attempts_bucket ON login_attempts(bucket, created_at);

CREATE TABLE team_dictionary (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  word TEXT NOT NULL,
  created_by TEXT REFERENCES users(id),
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX team_dictionary_word ON team_dictionary(team_id, word);

CREATE TABLE team_custom_mappings (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  phrase TEXT NOT NULL,
  replacement TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_by TEXT REFERENCES users(id),
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX team_custom_mappings_phrase ON team_custom_mappings(team_id, phrase);

CREATE INDEX team_users_user ON team_users(user_id);
CREATE INDEX invites_email ON invites(email);
`;
