/**
 * Semantic search entries. Each entry belongs to a team and carries two dense vectors (prompt only;
 * title + prompt + document) as base64 float32 text with the embedding model that made them, so a
 * model change can be detected and the entries re-embedded. The lexical index differs per database:
 * SQLite keeps two contentless FTS5 tables (porter stemming over unicode61) keyed by the entry's
 * integer `seq`; PostgreSQL keeps two generated `tsvector` columns (the `english` configuration:
 * Snowball stemming, stop words) whose lexemes feed a postings table. Two indexes, not one with
 * column weights, so BM25's document length is that of the part searched.
 * PostgreSQL also keeps what FTS5 keeps by itself: postings (lexeme → entry, term frequency, entry
 * length; unnesting every matching tsvector per query measured 60 ms for 1,400 entries) and BM25's
 * statistics (document frequency per lexeme, document count and total length per part). Like
 * FTS5's, the statistics span every team.
 * `semsearch_revisions` counts writes per team: a server's in-memory vectors of a team are valid
 * while the revision they were loaded at is current (several servers may share one database).
 */

/**
 * Characters of an entry the PostgreSQL lexical index covers: a tsvector is limited to 1 MB, which
 * 500,000 characters of distinct short words nearly fill (measured: 1,005,346 bytes).
 */
export const PG_LEXICAL_CHARS = 250_000;

const revisions = `
CREATE TABLE semsearch_revisions (
  team_id TEXT PRIMARY KEY REFERENCES teams(id),
  revision BIGINT NOT NULL
);`;

const sqlite = `
CREATE TABLE semsearch_entries (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  team_id TEXT NOT NULL REFERENCES teams(id),
  title TEXT NOT NULL,
  prompt TEXT NOT NULL,
  plain_text TEXT NOT NULL,
  created_by TEXT NOT NULL REFERENCES users(id),
  created_at BIGINT NOT NULL,
  model TEXT NOT NULL,
  vec_prompt TEXT NOT NULL,
  vec_all TEXT NOT NULL,
  len_prompt INTEGER NOT NULL,
  len_all INTEGER NOT NULL
);
CREATE INDEX semsearch_entries_team ON semsearch_entries(team_id, seq);
CREATE VIRTUAL TABLE semsearch_fts_prompt USING fts5(
  prompt, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE semsearch_fts_all USING fts5(
  title, prompt, plain_text, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE semsearch_vocab_prompt USING fts5vocab(semsearch_fts_prompt, 'row');
CREATE VIRTUAL TABLE semsearch_vocab_all USING fts5vocab(semsearch_fts_all, 'row');
${revisions}
`;

const postgres = `
CREATE TABLE semsearch_entries (
  seq BIGSERIAL UNIQUE,
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  title TEXT NOT NULL,
  prompt TEXT NOT NULL,
  plain_text TEXT NOT NULL,
  created_by TEXT NOT NULL REFERENCES users(id),
  created_at BIGINT NOT NULL,
  model TEXT NOT NULL,
  vec_prompt TEXT NOT NULL,
  vec_all TEXT NOT NULL,
  len_prompt INTEGER NOT NULL,
  len_all INTEGER NOT NULL,
  tsv_prompt tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, left(prompt, ${PG_LEXICAL_CHARS}))) STORED,
  tsv_all tsvector GENERATED ALWAYS AS (
    to_tsvector('english'::regconfig, left(title || ' ' || prompt || ' ' || plain_text, ${PG_LEXICAL_CHARS}))
  ) STORED
);
CREATE INDEX semsearch_entries_team ON semsearch_entries(team_id, seq);
CREATE TABLE semsearch_postings (
  part TEXT NOT NULL,
  lexeme TEXT NOT NULL,
  team_id TEXT NOT NULL,
  entry_id TEXT NOT NULL REFERENCES semsearch_entries(id) ON DELETE CASCADE,
  tf INTEGER NOT NULL,
  dl INTEGER NOT NULL,
  PRIMARY KEY (part, lexeme, team_id, entry_id) INCLUDE (tf, dl)
);
CREATE INDEX semsearch_postings_entry ON semsearch_postings(entry_id);
CREATE TABLE semsearch_df (
  part TEXT NOT NULL,
  lexeme TEXT NOT NULL,
  df BIGINT NOT NULL,
  PRIMARY KEY (part, lexeme)
);
CREATE TABLE semsearch_totals (
  part TEXT PRIMARY KEY,
  docs BIGINT NOT NULL,
  length BIGINT NOT NULL
);
INSERT INTO semsearch_totals (part, docs, length) VALUES ('prompt', 0, 0), ('all', 0, 0);
${revisions}
`;

export const up = { sqlite, postgres };
