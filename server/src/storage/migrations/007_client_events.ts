/**
 * Client events and tone feedback that Sapling's SDKs send (`/api/v1/events`, `/api/v1/tone/feedback`),
 * stored per key and user as usage data. Like edit feedback they keep no text: an event keeps its
 * name, tone feedback the tone, its percentage, the verdict and whether it rated a sentence or the
 * whole text, never the text or the page it came from.
 */
export const up = `
CREATE TABLE client_events (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  caller_user_id TEXT,
  name TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX client_events_user ON client_events(user_id, created_at);

CREATE TABLE tone_feedback (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  caller_user_id TEXT,
  session_id TEXT,
  tone TEXT NOT NULL,
  tone_percentage INTEGER,
  text_type TEXT,
  score INTEGER NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX tone_feedback_user ON tone_feedback(user_id, created_at);
`;
