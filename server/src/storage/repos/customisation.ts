import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** A dictionary word: never flagged in the owner's text. */
export interface DictionaryWordRow {
  id: string;
  word: string;
  team_id: string | null;
  created_at: number;
}

/** A custom mapping: `phrase` is suggested as `replacement`, with `description` as the reason. */
export interface CustomMappingRow {
  id: string;
  phrase: string;
  replacement: string;
  description: string;
  team_id: string | null;
  created_at: number;
}

/** Most entries of each kind an account may keep: they are loaded on every /edits request. */
export const MAX_CUSTOMISATION_ENTRIES = 5_000;

/**
 * An account's own dictionary and custom mappings (`team_id` null). Team entries live in the teams
 * tables and are merged in by the edits engine.
 */
export class CustomisationRepo {
  constructor(private readonly db: Db) {}

  /** The account's words, oldest first. */
  async words(userId: string): Promise<DictionaryWordRow[]> {
    return this.db.all<DictionaryWordRow>(
      `SELECT id, word, team_id, created_at FROM user_dictionary
        WHERE user_id = $1 AND team_id IS NULL ORDER BY created_at, word`,
      [userId],
    );
  }

  /** Adds a word; returns the existing row when the account already has it, and whether it was created. */
  async addWord(userId: string, word: string): Promise<{ row: DictionaryWordRow; created: boolean }> {
    const n = await this.db.run(
      `INSERT INTO user_dictionary (id, user_id, team_id, word, created_at) VALUES ($1, $2, NULL, $3, $4)
       ON CONFLICT (user_id, word) WHERE team_id IS NULL DO NOTHING`,
      [randomUUID(), userId, word, Date.now()],
    );
    const row = await this.db.get<DictionaryWordRow>(
      'SELECT id, word, team_id, created_at FROM user_dictionary WHERE user_id = $1 AND team_id IS NULL AND word = $2',
      [userId, word],
    );
    if (!row) throw new Error('dictionary word vanished after insert');
    return { row, created: n > 0 };
  }

  /** Deletes one of the account's words; false when it has no such word. */
  async deleteWord(userId: string, id: string): Promise<boolean> {
    const n = await this.db.run(
      'DELETE FROM user_dictionary WHERE user_id = $1 AND team_id IS NULL AND id = $2',
      [userId, id],
    );
    return n > 0;
  }

  /** The account's mappings, oldest first. */
  async mappings(userId: string): Promise<CustomMappingRow[]> {
    return this.db.all<CustomMappingRow>(
      `SELECT id, phrase, replacement, description, team_id, created_at FROM custom_mappings
        WHERE user_id = $1 AND team_id IS NULL ORDER BY created_at, phrase`,
      [userId],
    );
  }

  /** Adds the mapping of a phrase, or replaces the replacement and description of an existing one. */
  async putMapping(
    userId: string,
    input: { phrase: string; replacement: string; description: string },
  ): Promise<{ row: CustomMappingRow; created: boolean }> {
    const existing = await this.db.get<{ id: string }>(
      'SELECT id FROM custom_mappings WHERE user_id = $1 AND team_id IS NULL AND phrase = $2',
      [userId, input.phrase],
    );
    await this.db.run(
      `INSERT INTO custom_mappings (id, user_id, team_id, phrase, replacement, description, created_at)
       VALUES ($1, $2, NULL, $3, $4, $5, $6)
       ON CONFLICT (user_id, phrase) WHERE team_id IS NULL
       DO UPDATE SET replacement = excluded.replacement, description = excluded.description`,
      [randomUUID(), userId, input.phrase, input.replacement, input.description, Date.now()],
    );
    const row = await this.db.get<CustomMappingRow>(
      `SELECT id, phrase, replacement, description, team_id, created_at FROM custom_mappings
        WHERE user_id = $1 AND team_id IS NULL AND phrase = $2`,
      [userId, input.phrase],
    );
    if (!row) throw new Error('custom mapping vanished after insert');
    return { row, created: !existing };
  }

  /** Deletes one of the account's mappings; false when it has no such mapping. */
  async deleteMapping(userId: string, id: string): Promise<boolean> {
    const n = await this.db.run(
      'DELETE FROM custom_mappings WHERE user_id = $1 AND team_id IS NULL AND id = $2',
      [userId, id],
    );
    return n > 0;
  }

  /** How many words and mappings the account has (to enforce MAX_CUSTOMISATION_ENTRIES). */
  async counts(userId: string): Promise<{ words: number; mappings: number }> {
    const w = await this.db.get<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM user_dictionary WHERE user_id = $1 AND team_id IS NULL',
      [userId],
    );
    const m = await this.db.get<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM custom_mappings WHERE user_id = $1 AND team_id IS NULL',
      [userId],
    );
    return { words: Number(w?.n ?? 0), mappings: Number(m?.n ?? 0) };
  }
}
