import { HttpError } from '../../http/errors';
import { MAX_CUSTOMISATION_ENTRIES } from '../../storage/repos/customisation';
import type { RouteHandlers } from '../types';

const httpDate = (ms: number | string) => new Date(Number(ms)).toUTCString();

function accountOf(caller: { user_id: string } | null): string {
  if (!caller) throw new HttpError(401, 'key: required');
  return caller.user_id;
}

/** The account's dictionary and custom mappings (team entries come with the team endpoints). */
export const customisationHandlers: RouteHandlers = {
  listDictionary: async ({ caller, deps }) => {
    const rows = await deps.store.customisation.words(accountOf(caller));
    return { words: rows.map((r) => ({ ...r, created_at: httpDate(r.created_at) })) };
  },
  addDictionaryWord: async ({ input, caller, deps }) => {
    const user = accountOf(caller);
    const word = input.word.trim();
    const { words } = await deps.store.customisation.counts(user);
    if (words >= MAX_CUSTOMISATION_ENTRIES) {
      const existing = (await deps.store.customisation.words(user)).find((w) => w.word === word);
      if (!existing)
        throw new HttpError(
          409,
          `word: the dictionary is full (${MAX_CUSTOMISATION_ENTRIES} words); delete some first`,
        );
    }
    const { row } = await deps.store.customisation.addWord(user, word);
    return { ...row, created_at: httpDate(row.created_at) };
  },
  deleteDictionaryWord: async ({ params, caller, deps }) => {
    if (!(await deps.store.customisation.deleteWord(accountOf(caller), params.id))) {
      throw new HttpError(404, `id: no dictionary word ${params.id} on this account`);
    }
    return undefined;
  },
  listCustomMappings: async ({ caller, deps }) => {
    const rows = await deps.store.customisation.mappings(accountOf(caller));
    return { mappings: rows.map((r) => ({ ...r, created_at: httpDate(r.created_at) })) };
  },
  addCustomMapping: async ({ input, caller, deps }) => {
    const user = accountOf(caller);
    const phrase = input.phrase.trim();
    const { mappings } = await deps.store.customisation.counts(user);
    if (mappings >= MAX_CUSTOMISATION_ENTRIES) {
      const existing = (await deps.store.customisation.mappings(user)).find((m) => m.phrase === phrase);
      if (!existing)
        throw new HttpError(
          409,
          `phrase: the account has ${MAX_CUSTOMISATION_ENTRIES} custom mappings, the most allowed; delete some first`,
        );
    }
    const { row } = await deps.store.customisation.putMapping(user, {
      phrase,
      replacement: input.replacement.trim(),
      description: input.description.trim(),
    });
    return { ...row, created_at: httpDate(row.created_at) };
  },
  deleteCustomMapping: async ({ params, caller, deps }) => {
    if (!(await deps.store.customisation.deleteMapping(accountOf(caller), params.id))) {
      throw new HttpError(404, `id: no custom mapping ${params.id} on this account`);
    }
    return undefined;
  },
};
