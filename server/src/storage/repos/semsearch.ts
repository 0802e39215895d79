import type { Db } from '../db';

/** Which text of an entry a query is matched against. */
export type SearchPart = 'prompt' | 'both';

/** The caller's standing in a team. */
export interface TeamAccess {
  /** The team exists and has not been deleted. */
  exists: boolean;
  /** The caller is an active member. */
  member: boolean;
  /** The member is a team admin or has edit_permission. */
  canWrite: boolean;
}

/** An entry as the service stores it: texts, dense vectors (base64 float32) and token counts. */
export interface NewEntry {
  id: string;
  teamId: string;
  title: string;
  prompt: string;
  plainText: string;
  createdBy: string;
  createdAt: number;
  model: string;
  vecPrompt: string;
  vecAll: string;
  /** Tokens in the prompt, and in title + prompt + document (BM25's document length). */
  lenPrompt: number;
  lenAll: number;
}

/** One entry's vectors, in the order of `seq`. */
export interface StoredVectors {
  id: string;
  seq: number;
  model: string;
  vec_prompt: string;
  vec_all: string;
}

/** A query term for SQLite: the token as written (FTS5 stems it) and its Porter stem (its vocabulary key). */
export interface LexicalTerm {
  token: string;
  stem: string;
}

/** BM25 hits, best first, and the highest score any entry could reach for this query. */
export interface LexicalResult {
  hits: { id: string; score: number }[];
  maxScore: number;
}

/** BM25's parameters, as FTS5 fixes them. */
const K1 = 1.2;
const B = 0.75;
/** Query terms that take part in BM25: the rarest of the first distinct ones (bounds the work per query). */
export const MAX_QUERY_TERMS = 32;
const MAX_CANDIDATE_TERMS = 256;
/** Characters of a query PostgreSQL tokenises for BM25. */
const PG_QUERY_CHARS = 100_000;

/** Entries the caller's teams hold: active memberships of teams not deleted. */
const READABLE_TEAMS = `SELECT tu.team_id FROM team_users tu JOIN teams t ON t.id = tu.team_id
  WHERE tu.user_id = $1 AND tu.deleted_at IS NULL AND t.deleted_at IS NULL`;

const BUMP_REVISION = `INSERT INTO semsearch_revisions (team_id, revision) VALUES ($1, 1)
  ON CONFLICT (team_id) DO UPDATE SET revision = semsearch_revisions.revision + 1
  RETURNING revision`;

/** BM25's inverse document frequency as FTS5 computes it (never below 1e-6). */
export function idf(docs: number, df: number): number {
  return Math.max(1e-6, Math.log((docs - df + 0.5) / (df + 0.5)));
}

/** An FTS5 string literal: the token in double quotes, inner quotes doubled, so no syntax survives. */
export function ftsPhrase(token: string): string {
  return `"${token.replace(/"/g, '""')}"`;
}

/** Semantic search entries per team, their lexical index and the revision counters of the vector caches. */
export class SemsearchRepo {
  constructor(private readonly db: Db) {}

  /** Whether a team exists, and whether the user belongs to it and may write to it. */
  async teamAccess(teamId: string, userId: string): Promise<TeamAccess> {
    const team = await this.db.get<{ id: string }>(
      'SELECT id FROM teams WHERE id = $1 AND deleted_at IS NULL',
      [teamId],
    );
    if (!team) return { exists: false, member: false, canWrite: false };
    const row = await this.db.get<{ is_admin: number; edit_permission: number }>(
      `SELECT is_admin, edit_permission FROM team_users
        WHERE team_id = $1 AND user_id = $2 AND deleted_at IS NULL`,
      [teamId, userId],
    );
    return {
      exists: true,
      member: row !== undefined,
      canWrite: row !== undefined && (Number(row.is_admin) === 1 || Number(row.edit_permission) === 1),
    };
  }

  /** The teams whose entries the user may search, with each team's write revision (0 before any write). */
  async readableTeams(userId: string): Promise<{ team_id: string; revision: number }[]> {
    const rows = await this.db.all<{ team_id: string; revision: number | null }>(
      `SELECT r.team_id, s.revision FROM (${READABLE_TEAMS}) r
         LEFT JOIN semsearch_revisions s ON s.team_id = r.team_id ORDER BY r.team_id`,
      [userId],
    );
    return rows.map((r) => ({ team_id: r.team_id, revision: Number(r.revision ?? 0) }));
  }

  /** Stores an entry and indexes it; returns the team's new revision. */
  async insert(e: NewEntry): Promise<number> {
    return this.insertMany([e]);
  }

  /**
   * Stores entries of one team and indexes them in one transaction (one revision step); returns the
   * team's new revision. Callers keep batches to a few hundred entries.
   */
  async insertMany(entries: NewEntry[]): Promise<number> {
    const teamId = entries[0]?.teamId;
    if (!teamId || entries.some((e) => e.teamId !== teamId))
      throw new Error('insertMany takes entries of one team');
    return this.db.transaction(async (tx) => {
      for (const e of entries) {
        const row = await tx.get<{ seq: number }>(
          `INSERT INTO semsearch_entries
             (id, team_id, title, prompt, plain_text, created_by, created_at, model, vec_prompt, vec_all, len_prompt, len_all)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING seq`,
          [
            e.id,
            e.teamId,
            e.title,
            e.prompt,
            e.plainText,
            e.createdBy,
            e.createdAt,
            e.model,
            e.vecPrompt,
            e.vecAll,
            e.lenPrompt,
            e.lenAll,
          ],
        );
        if (tx.dialect === 'sqlite') {
          const seq = Number(row?.seq);
          await tx.run('INSERT INTO semsearch_fts_prompt (rowid, prompt) VALUES ($1, $2)', [seq, e.prompt]);
          await tx.run(
            'INSERT INTO semsearch_fts_all (rowid, title, prompt, plain_text) VALUES ($1, $2, $3, $4)',
            [seq, e.title, e.prompt, e.plainText],
          );
        }
      }
      if (tx.dialect === 'postgres')
        await this.updatePgIndex(
          tx,
          entries.map((e) => e.id),
          1,
        );
      return Number((await tx.get<{ revision: number }>(BUMP_REVISION, [teamId]))?.revision);
    });
  }

  /**
   * PostgreSQL's postings and BM25 statistics for entries added (+1) or about to be removed (-1),
   * set-based so a batch costs a few statements. Lexemes come sorted, so concurrent writers lock the
   * same statistics rows in the same order and cannot deadlock.
   */
  private async updatePgIndex(tx: Db, ids: string[], sign: 1 | -1): Promise<void> {
    const idList = JSON.stringify(ids);
    const selected = 'e.id IN (SELECT json_array_elements_text($1::json))';
    for (const part of ['prompt', 'all'] as const) {
      if (sign > 0) {
        await tx.run(
          `INSERT INTO semsearch_postings (part, lexeme, team_id, entry_id, tf, dl)
             SELECT $2, u.lexeme, e.team_id, e.id, cardinality(u.positions), e.len_${part}
               FROM semsearch_entries e, unnest(e.tsv_${part}) u WHERE ${selected}`,
          [idList, part],
        );
      }
      await tx.run(
        `INSERT INTO semsearch_df (part, lexeme, df)
           SELECT $2, u.lexeme, $3 * count(*) FROM semsearch_entries e, unnest(e.tsv_${part}) u
            WHERE ${selected} GROUP BY u.lexeme ORDER BY u.lexeme
         ON CONFLICT (part, lexeme) DO UPDATE SET df = semsearch_df.df + EXCLUDED.df`,
        [idList, part, sign],
      );
      await tx.run(
        `UPDATE semsearch_totals SET docs = docs + $3 * (SELECT count(*) FROM semsearch_entries e WHERE ${selected}),
           length = length + $3 * (SELECT coalesce(sum(e.len_${part}), 0) FROM semsearch_entries e WHERE ${selected})
         WHERE part = $2`,
        [idList, part, sign],
      );
      if (sign < 0) {
        await tx.run(
          `DELETE FROM semsearch_df WHERE part = $2 AND df <= 0
              AND lexeme IN (SELECT u.lexeme FROM semsearch_entries e, unnest(e.tsv_${part}) u WHERE ${selected})`,
          [idList, part],
        );
      }
    }
    // Postings go with their entry (ON DELETE CASCADE).
  }

  /** An entry's team, or undefined when no entry has this id. */
  async find(id: string): Promise<{ id: string; team_id: string } | undefined> {
    return this.db.get('SELECT id, team_id FROM semsearch_entries WHERE id = $1', [id]);
  }

  /** Deletes an entry and its index rows; returns the team's new revision, or undefined if it was gone. */
  async delete(id: string): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const row = await tx.get<{ seq: number; team_id: string }>(
        'SELECT seq, team_id FROM semsearch_entries WHERE id = $1',
        [id],
      );
      if (!row) return undefined;
      if (tx.dialect === 'sqlite') {
        await tx.run('DELETE FROM semsearch_fts_prompt WHERE rowid = $1', [Number(row.seq)]);
        await tx.run('DELETE FROM semsearch_fts_all WHERE rowid = $1', [Number(row.seq)]);
      } else {
        await this.updatePgIndex(tx, [id], -1);
      }
      await tx.run('DELETE FROM semsearch_entries WHERE id = $1', [id]);
      return Number((await tx.get<{ revision: number }>(BUMP_REVISION, [row.team_id]))?.revision);
    });
  }

  /** A team's entry vectors in `seq` order. */
  async vectors(teamId: string): Promise<StoredVectors[]> {
    const rows = await this.db.all<StoredVectors>(
      'SELECT id, seq, model, vec_prompt, vec_all FROM semsearch_entries WHERE team_id = $1 ORDER BY seq',
      [teamId],
    );
    return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
  }

  /** The document text of each id. */
  async documents(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const marks = ids.map((_, i) => `$${i + 1}`).join(', ');
    const rows = await this.db.all<{ id: string; plain_text: string }>(
      `SELECT id, plain_text FROM semsearch_entries WHERE id IN (${marks})`,
      ids,
    );
    return new Map(rows.map((r) => [r.id, r.plain_text]));
  }

  /**
   * BM25 over the entries of the user's teams: the `limit` best, and the score an entry matching
   * every query term as well as possible would reach (to normalise scores across queries).
   * SQLite ranks with FTS5's bm25(); PostgreSQL computes the same formula from its postings.
   */
  async lexical(
    userId: string,
    query: { text: string; terms: LexicalTerm[] },
    part: SearchPart,
    limit: number,
  ): Promise<LexicalResult> {
    return this.db.dialect === 'sqlite'
      ? this.lexicalSqlite(userId, query.terms, part, limit)
      : this.lexicalPostgres(userId, query.text, part, limit);
  }

  private async lexicalSqlite(
    userId: string,
    terms: LexicalTerm[],
    part: SearchPart,
    limit: number,
  ): Promise<LexicalResult> {
    const candidates = terms.slice(0, MAX_CANDIDATE_TERMS);
    if (candidates.length === 0) return { hits: [], maxScore: 0 };
    const suffix = part === 'prompt' ? 'prompt' : 'all';
    const marks = candidates.map((_, i) => `$${i + 1}`).join(', ');
    const dfRows = await this.db.all<{ term: string; doc: number }>(
      `SELECT term, doc FROM semsearch_vocab_${suffix} WHERE term IN (${marks})`,
      candidates.map((t) => t.stem),
    );
    const df = new Map(dfRows.map((r) => [r.term, Number(r.doc)]));
    const docs = Number(
      (await this.db.get<{ n: number }>('SELECT count(*) AS n FROM semsearch_entries'))?.n ?? 0,
    );
    // The rarest terms carry BM25's weight; common ones add work and little ranking signal.
    const chosen = [...candidates]
      .sort((a, b) => (df.get(a.stem) ?? 0) - (df.get(b.stem) ?? 0))
      .slice(0, MAX_QUERY_TERMS);
    const maxScore = chosen.reduce((s, t) => s + idf(docs, df.get(t.stem) ?? 0) * (K1 + 1), 0);
    if (!chosen.some((t) => (df.get(t.stem) ?? 0) > 0)) return { hits: [], maxScore };
    const match = chosen.map((t) => ftsPhrase(t.token)).join(' OR ');
    const hits = await this.db.all<{ id: string; score: number }>(
      `SELECT e.id, -bm25(semsearch_fts_${suffix}) AS score
         FROM semsearch_fts_${suffix} f JOIN semsearch_entries e ON e.seq = f.rowid
        WHERE semsearch_fts_${suffix} MATCH $2 AND e.team_id IN (${READABLE_TEAMS})
        ORDER BY score DESC, e.seq LIMIT $3`,
      [userId, match, limit],
    );
    return { hits: hits.map((h) => ({ id: h.id, score: Number(h.score) })), maxScore };
  }

  private async lexicalPostgres(
    userId: string,
    text: string,
    part: SearchPart,
    limit: number,
  ): Promise<LexicalResult> {
    const suffix = part === 'prompt' ? 'prompt' : 'all';
    const terms = await this.db.all<{ lexeme: string; df: number }>(
      `WITH q AS (
         SELECT u.lexeme, u.positions[1] AS first FROM unnest(to_tsvector('english', left($1, ${PG_QUERY_CHARS}))) u
          ORDER BY first LIMIT ${MAX_CANDIDATE_TERMS}
       )
       SELECT q.lexeme, coalesce(d.df, 0) AS df FROM q LEFT JOIN semsearch_df d ON d.part = $2 AND d.lexeme = q.lexeme
        ORDER BY df, q.first LIMIT ${MAX_QUERY_TERMS}`,
      [text, suffix],
    );
    if (terms.length === 0) return { hits: [], maxScore: 0 };
    const totals = await this.db.get<{ docs: number; length: number }>(
      'SELECT docs, length FROM semsearch_totals WHERE part = $1',
      [suffix],
    );
    const docs = Number(totals?.docs ?? 0);
    const avgdl = docs > 0 ? Number(totals?.length ?? 0) / docs || 1 : 1;
    const weights = terms.map((t) => ({ lexeme: t.lexeme, idf: idf(docs, Number(t.df)) }));
    const maxScore = weights.reduce((s, w) => s + w.idf * (K1 + 1), 0);
    if (!terms.some((t) => Number(t.df) > 0)) return { hits: [], maxScore };
    const hits = await this.db.all<{ id: string; score: number }>(
      // The LATERAL subquery (fenced by OFFSET 0) walks the postings index once per query term,
      // whatever the planner's statistics say about a young table.
      `WITH teams AS MATERIALIZED (${READABLE_TEAMS})
       SELECT p.entry_id AS id,
              sum(w.value::float8 * p.tf * ${K1 + 1} / (p.tf + ${K1} * (${1 - B} + ${B} * p.dl / $4::float8))) AS score
         FROM json_each_text($3::json) w
         CROSS JOIN LATERAL (
           SELECT entry_id, tf, dl FROM semsearch_postings
            WHERE part = $2 AND lexeme = w.key AND team_id IN (SELECT team_id FROM teams) OFFSET 0
         ) p
        GROUP BY p.entry_id ORDER BY score DESC, p.entry_id LIMIT $5`,
      [
        userId,
        suffix,
        JSON.stringify(Object.fromEntries(weights.map((w) => [w.lexeme, w.idf]))),
        avgdl,
        limit,
      ],
    );
    return { hits: hits.map((h) => ({ id: h.id, score: Number(h.score) })), maxScore };
  }

  /** Entries after `afterSeq` (by seq), for re-embedding in batches. */
  async page(
    afterSeq: number,
    limit: number,
  ): Promise<
    { id: string; seq: number; team_id: string; title: string; prompt: string; plain_text: string }[]
  > {
    const rows = await this.db.all<{
      id: string;
      seq: number;
      team_id: string;
      title: string;
      prompt: string;
      plain_text: string;
    }>(
      'SELECT id, seq, team_id, title, prompt, plain_text FROM semsearch_entries WHERE seq > $1 ORDER BY seq LIMIT $2',
      [afterSeq, limit],
    );
    return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
  }

  /** Replaces an entry's vectors (re-embedding) and invalidates its team's caches. */
  async updateVectors(
    id: string,
    teamId: string,
    model: string,
    vecPrompt: string,
    vecAll: string,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run('UPDATE semsearch_entries SET model = $2, vec_prompt = $3, vec_all = $4 WHERE id = $1', [
        id,
        model,
        vecPrompt,
        vecAll,
      ]);
      await tx.get(BUMP_REVISION, [teamId]);
    });
  }
}
