import type { Customisation } from '../engines/edits/customisation';
import { HttpError } from '../http/errors';
import type { KeyOwner } from '../storage/repos/keys';
import type { Store } from '../storage/store';
import { effectiveDictionary, effectiveSettings } from '../teams/settings';

/**
 * An account's own dictionary and mappings merged with those of every team it belongs to
 * (`effectiveSettings` of the teams module: own entries win a phrase over a team's).
 */
export async function loadCustomisation(store: Store, userId: string): Promise<Customisation> {
  const [words, mappings] = await Promise.all([
    store.customisation.words(userId),
    store.customisation.mappings(userId),
  ]);
  const merged = await effectiveSettings(store, userId, undefined, {
    dictionary: words.map((w) => w.word),
    mappings: mappings.map(({ phrase, replacement, description }) => ({ phrase, replacement, description })),
  });
  return {
    words: merged.dictionary,
    mappings: merged.mappings.map((m) => ({ ...m, id: `${m.source}:${m.phrase}` })),
  };
}

/**
 * Dictionary words that are never flagged, by `team_id`: a team UUID → the user's words plus that
 * team's (403 unless the caller is an active member of an existing team); `user_only` → the user's
 * own; omitted → the user's merged with all their teams'.
 */
export async function userWords(
  store: Store,
  caller: KeyOwner,
  teamId: string | undefined,
): Promise<string[]> {
  if (teamId === 'user_only') return (await store.customisation.words(caller.user_id)).map((r) => r.word);
  if (teamId === undefined) {
    // Spellcheck uses no mappings: read the words alone.
    const own = (await store.customisation.words(caller.user_id)).map((r) => r.word);
    return effectiveDictionary(store, caller.user_id, undefined, own);
  }
  const member = await store.db.get<{ team_id: string }>(
    `SELECT tu.team_id FROM team_users tu JOIN teams t ON t.id = tu.team_id
      WHERE tu.team_id = $1 AND tu.user_id = $2 AND tu.deleted_at IS NULL AND t.deleted_at IS NULL`,
    [teamId.toLowerCase(), caller.user_id],
  );
  if (!member) throw new HttpError(403, 'team_id: no such team, or you are not a member of it');
  const [own, team] = await Promise.all([
    store.customisation.words(caller.user_id),
    store.teamSettings.words([teamId.toLowerCase()]),
  ]);
  return [...own, ...team].map((r) => r.word);
}
