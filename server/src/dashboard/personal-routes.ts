import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { MAX_CUSTOMISATION_ENTRIES } from '../storage/repos/customisation';
import { requirePlainText } from '../teams/plain-text';
import { MAX_ENTRY_CHARS } from '../teams/settings';
import { action } from './actions';
import { isUuid, param } from './render';

function entry(field: string, value: string | undefined): string {
  const v = (value ?? '').trim();
  if (!v) throw new HttpError(400, `Enter a ${field}.`);
  if ([...v].length > MAX_ENTRY_CHARS)
    throw new HttpError(400, `A ${field} may be at most ${MAX_ENTRY_CHARS} characters long.`);
  return requirePlainText(field, v);
}

/** The account's own dictionary and custom mappings, stored by the edits customisation. */
export function mountPersonalRoutes(app: Hono, deps: AppDeps): void {
  const repo = deps.store.customisation;
  const full = async (userId: string, kind: 'words' | 'mappings') => {
    const counts = await repo.counts(userId);
    if (counts[kind] >= MAX_CUSTOMISATION_ENTRIES) {
      throw new HttpError(
        400,
        `You have ${MAX_CUSTOMISATION_ENTRIES.toLocaleString('en-US')} entries already; remove some first.`,
      );
    }
  };

  app.post(
    '/dashboard/dictionary',
    action(deps, async ({ session, form }) => {
      const word = entry('word', form.word);
      if (/\s/.test(word))
        throw new HttpError(400, 'Add one word at a time; use a custom mapping for phrases.');
      await full(session.user_id, 'words');
      await repo.addWord(session.user_id, word);
      return { back: '/dashboard', ok: `"${word}" is in your dictionary.` };
    }),
  );

  app.post(
    '/dashboard/mappings',
    action(deps, async ({ session, form }) => {
      const phrase = entry('phrase', form.phrase);
      const replacement = entry('replacement', form.replacement);
      await full(session.user_id, 'mappings');
      await repo.putMapping(session.user_id, {
        phrase,
        replacement,
        description: (form.description ?? '').trim().slice(0, 500),
      });
      return { back: '/dashboard', ok: `Mapping for "${phrase}" saved.` };
    }),
  );

  app.post(
    '/dashboard/:kind{dictionary|mappings}/:id/delete',
    action(deps, async ({ c, session }) => {
      const id = param(c, 'id');
      const kind = param(c, 'kind');
      const ok =
        isUuid(id) &&
        (kind === 'dictionary'
          ? await repo.deleteWord(session.user_id, id)
          : await repo.deleteMapping(session.user_id, id));
      if (!ok) throw new HttpError(404, 'That entry no longer exists.');
      return { back: '/dashboard', ok: 'Entry removed.' };
    }),
  );
}
