import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** A team dictionary word (never flagged for the team's members). */
export interface TeamWordRow {
  id: string;
  team_id: string;
  word: string;
  created_at: number;
}

/** A team custom mapping: `phrase` is suggested as `replacement`, with `description` as the reason. */
export interface TeamMappingRow {
  id: string;
  team_id: string;
  phrase: string;
  replacement: string;
  description: string;
  created_at: number;
}

/** Team-level dictionary and custom mappings. */
export class TeamSettingsRepo {
  constructor(private readonly db: Db) {}

  /** Words of the given teams, oldest first. */
  async words(teamIds: string[]): Promise<TeamWordRow[]> {
    if (teamIds.length === 0) return [];
    const list = teamIds.map((_, i) => `$${i + 1}`).join(', ');
    return this.db.all<TeamWordRow>(
      `SELECT id, team_id, word, created_at FROM team_dictionary WHERE team_id IN (${list}) ORDER BY created_at, word`,
      teamIds,
    );
  }

  /** Mappings of the given teams, oldest first. */
  async mappings(teamIds: string[]): Promise<TeamMappingRow[]> {
    if (teamIds.length === 0) return [];
    const list = teamIds.map((_, i) => `$${i + 1}`).join(', ');
    return this.db.all<TeamMappingRow>(
      `SELECT id, team_id, phrase, replacement, description, created_at FROM team_custom_mappings
        WHERE team_id IN (${list}) ORDER BY created_at, phrase`,
      teamIds,
    );
  }

  /** Adds a word (no-op when the team has it); returns the row. */
  async addWord(teamId: string, word: string, userId: string): Promise<TeamWordRow> {
    await this.db.run(
      `INSERT INTO team_dictionary (id, team_id, word, created_by, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (team_id, word) DO NOTHING`,
      [randomUUID(), teamId, word, userId, Date.now()],
    );
    const row = await this.db.get<TeamWordRow>(
      'SELECT id, team_id, word, created_at FROM team_dictionary WHERE team_id = $1 AND word = $2',
      [teamId, word],
    );
    if (!row) throw new Error('team word vanished after insert');
    return row;
  }

  /** Adds or replaces the mapping of a phrase. */
  async putMapping(
    teamId: string,
    input: { phrase: string; replacement: string; description: string },
    userId: string,
  ): Promise<TeamMappingRow> {
    await this.db.run(
      `INSERT INTO team_custom_mappings (id, team_id, phrase, replacement, description, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (team_id, phrase) DO UPDATE SET replacement = excluded.replacement, description = excluded.description`,
      [randomUUID(), teamId, input.phrase, input.replacement, input.description, userId, Date.now()],
    );
    const row = await this.db.get<TeamMappingRow>(
      'SELECT id, team_id, phrase, replacement, description, created_at FROM team_custom_mappings WHERE team_id = $1 AND phrase = $2',
      [teamId, input.phrase],
    );
    if (!row) throw new Error('team mapping vanished after insert');
    return row;
  }

  async deleteWord(teamId: string, id: string): Promise<boolean> {
    return (
      (await this.db.run('DELETE FROM team_dictionary WHERE team_id = $1 AND id = $2', [teamId, id])) > 0
    );
  }

  async deleteMapping(teamId: string, id: string): Promise<boolean> {
    return (
      (await this.db.run('DELETE FROM team_custom_mappings WHERE team_id = $1 AND id = $2', [teamId, id])) > 0
    );
  }
}
