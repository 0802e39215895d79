import { HttpError } from '../http/errors';
import type { Store } from '../storage/store';
import { type Actor, requireTeamEditor } from './access';
import { requirePlainText } from './plain-text';

/** A custom mapping: `phrase` in checked text is suggested as `replacement`, with `description`. */
export interface CustomMapping {
  phrase: string;
  replacement: string;
  description: string;
  /** `user`, or the id of the team the entry comes from. */
  source: string;
}

/** The dictionary words and custom mappings that apply to one check. */
export interface EffectiveSettings {
  /** Words never flagged; unique, compared case-sensitively as stored. */
  dictionary: string[];
  /** One mapping per phrase; the user's own wins over a team's, an older team's over a newer one's. */
  mappings: CustomMapping[];
  /** Teams whose entries were merged. */
  team_ids: string[];
}

/** A user's own entries, as the edits customisation stores them. */
export interface OwnSettings {
  dictionary: readonly string[];
  mappings: readonly Omit<CustomMapping, 'source'>[];
}

const NONE: OwnSettings = { dictionary: [], mappings: [] };

/**
 * Merges team-level dictionary and custom mappings into a user's own (`own`, read by the caller
 * from its per-user storage) for the `team_id` parameter of Edits and Spellcheck:
 * omitted → the user's own plus every team they belong to; a team UUID → own plus that team
 * (403 when the team does not exist, was deleted, or the user is not a member); `user_only` →
 * own entries alone.
 */
export async function effectiveSettings(
  store: Store,
  userId: string,
  team: string | 'user_only' | undefined,
  own: OwnSettings = NONE,
): Promise<EffectiveSettings> {
  const teamIds = await teamsOf(store, userId, team);
  const [words, mappings] = await Promise.all([
    store.teamSettings.words(teamIds),
    store.teamSettings.mappings(teamIds),
  ]);
  const byTeam = teamOrder(teamIds);
  const dictionary = mergeDictionary(own.dictionary, words, byTeam);
  const merged = new Map<string, CustomMapping>();
  for (const m of own.mappings) if (!merged.has(m.phrase)) merged.set(m.phrase, { ...m, source: 'user' });
  for (const m of mappings.sort(byTeam)) {
    if (!merged.has(m.phrase)) {
      merged.set(m.phrase, {
        phrase: m.phrase,
        replacement: m.replacement,
        description: m.description,
        source: m.team_id,
      });
    }
  }
  return { dictionary, mappings: [...merged.values()], team_ids: teamIds };
}

/**
 * The dictionary half of `effectiveSettings` (same teams, same order, same 403), for checks that
 * use no mappings (Spellcheck): the mappings are not read at all.
 */
export async function effectiveDictionary(
  store: Store,
  userId: string,
  team: string | 'user_only' | undefined,
  own: readonly string[],
): Promise<string[]> {
  const teamIds = await teamsOf(store, userId, team);
  return mergeDictionary(own, await store.teamSettings.words(teamIds), teamOrder(teamIds));
}

/** The teams whose entries a check with this `team_id` merges (403 for a team the user is not in). */
async function teamsOf(
  store: Store,
  userId: string,
  team: string | 'user_only' | undefined,
): Promise<string[]> {
  if (team === 'user_only') return [];
  if (team === undefined) return (await store.teams.listForUser(userId)).map((t) => t.id);
  const row = await store.teams.byId(team).catch(() => undefined);
  const member = row && row.deleted_at === null ? await store.teams.membership(row.id, userId) : undefined;
  if (!member) throw new HttpError(403, `team_id: team ${team} does not exist or you are not a member of it`);
  return [team];
}

/** Sorts team entries by the teams' order in `teamIds` (older membership first). */
function teamOrder(teamIds: readonly string[]) {
  const order = new Map(teamIds.map((id, i) => [id, i]));
  return <T extends { team_id: string }>(a: T, b: T) =>
    (order.get(a.team_id) ?? 0) - (order.get(b.team_id) ?? 0);
}

function mergeDictionary(
  own: readonly string[],
  teamWords: { team_id: string; word: string }[],
  byTeam: ReturnType<typeof teamOrder>,
): string[] {
  return [...new Set([...own, ...teamWords.sort(byTeam).map((w) => w.word)])];
}

/** Longest dictionary word or mapping phrase, in characters. */
export const MAX_ENTRY_CHARS = 200;

function entryText(field: string, value: string, max = MAX_ENTRY_CHARS): string {
  const v = value.trim();
  if (!v) throw new HttpError(400, `${field}: must not be empty`);
  if ([...v].length > max) throw new HttpError(400, `${field}: must be at most ${max} characters`);
  return requirePlainText(field, v);
}

/** Adds a word to a team's dictionary (edit_permission or admin). */
export async function addTeamWord(store: Store, actor: Actor, teamId: string, word: string) {
  await requireTeamEditor(store, teamId, actor);
  const w = entryText('word', word);
  if (/\s/.test(w))
    throw new HttpError(400, 'word: must be a single word (no spaces); use a custom mapping for phrases');
  return store.teamSettings.addWord(teamId, w, actor.user_id);
}

/** Adds or replaces a team custom mapping (edit_permission or admin). */
export async function putTeamMapping(
  store: Store,
  actor: Actor,
  teamId: string,
  input: { phrase: string; replacement: string; description?: string },
) {
  await requireTeamEditor(store, teamId, actor);
  return store.teamSettings.putMapping(
    teamId,
    {
      phrase: entryText('phrase', input.phrase),
      replacement: entryText('replacement', input.replacement),
      description: (input.description ?? '').trim().slice(0, 500),
    },
    actor.user_id,
  );
}

/** Removes a team dictionary word or mapping by id (edit_permission or admin). */
export async function deleteTeamEntry(
  store: Store,
  actor: Actor,
  teamId: string,
  kind: 'word' | 'mapping',
  id: string,
) {
  await requireTeamEditor(store, teamId, actor);
  const ok =
    kind === 'word'
      ? await store.teamSettings.deleteWord(teamId, id)
      : await store.teamSettings.deleteMapping(teamId, id);
  if (!ok) throw new HttpError(404, `no team ${kind} with id ${id}`);
}
