/**
 * Core schema. Portable SQL: TEXT UUID ids, BIGINT epoch-millisecond times, INTEGER 0/1 booleans,
 * JSON documents as TEXT. Partial unique indexes work on SQLite and PostgreSQL alike.
 */
export const up = `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  is_superuser INTEGER NOT NULL DEFAULT 0,
  email_confirmed INTEGER NOT NULL DEFAULT 0,
  settings TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL,
  deleted_at BIGINT
);

CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  key_hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE INDEX api_keys_user ON api_keys(user_id);

CREATE TABLE organizations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL
);

CREATE TABLE organization_members (
  organization_id TEXT NOT NULL REFERENCES organizations(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  suppressed_emails_access INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (organization_id, user_id)
);

CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  owner_type TEXT NOT NULL CHECK (owner_type IN ('user', 'organization', 'team')),
  owner_id TEXT NOT NULL,
  tier TEXT NOT NULL CHECK (tier IN ('free', 'pro', 'enterprise')),
  seats INTEGER,
  starts_at BIGINT NOT NULL,
  ends_at BIGINT,
  ended_at BIGINT
);
CREATE INDEX subscriptions_owner ON subscriptions(owner_type, owner_id);

CREATE TABLE teams (
  id TEXT PRIMARY KEY,
  organization_id TEXT REFERENCES organizations(id),
  name TEXT NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL,
  deleted_at BIGINT
);

CREATE TABLE team_users (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  is_admin INTEGER NOT NULL DEFAULT 0,
  is_manager INTEGER NOT NULL DEFAULT 0,
  edit_permission INTEGER NOT NULL DEFAULT 0,
  inspect_permission INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  deleted_at BIGINT
);
CREATE UNIQUE INDEX team_users_active ON team_users(team_id, user_id) WHERE deleted_at IS NULL;

CREATE TABLE invites (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  email TEXT NOT NULL,
  permissions TEXT NOT NULL DEFAULT '{}',
  invited_by TEXT REFERENCES users(id),
  created_at BIGINT NOT NULL,
  cancelled_at BIGINT,
  accepted_at BIGINT
);
CREATE INDEX invites_team_email ON invites(team_id, email);

CREATE TABLE usage_counters (
  key_id TEXT NOT NULL,
  bucket TEXT NOT NULL,
  used BIGINT NOT NULL DEFAULT 0,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (key_id, bucket)
);

CREATE TABLE usage_ledger (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  characters BIGINT NOT NULL,
  billable INTEGER NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX usage_ledger_user_time ON usage_ledger(user_id, created_at);

CREATE TABLE result_cache (
  cache_key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);

CREATE TABLE feedback (
  id TEXT PRIMARY KEY,
  subject_type TEXT NOT NULL CHECK (subject_type IN ('edit', 'completion')),
  subject_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  verdict TEXT NOT NULL CHECK (verdict IN ('accept', 'reject')),
  key_id TEXT NOT NULL,
  user_id TEXT,
  original TEXT,
  replacement TEXT,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX feedback_once ON feedback(subject_type, subject_id, scope);
`;
