import { EDITS_LANGS, VARIETIES } from '@margin/shared/contract/constants';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { action } from './actions';

/** The chosen value when it is one of `allowed`, null for "no setting" (empty), else a 400 naming the choices. */
function choice(field: string, value: string | undefined, allowed: readonly string[]): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (!allowed.includes(v))
    throw new HttpError(400, `Choose a ${field} from the list (${allowed.join(', ')}).`);
  return v;
}

/** The account's default lang and variety (API.md: Edits defaults to "the language set in the account dashboard"). */
export function mountLanguageRoutes(app: Hono, deps: AppDeps): void {
  app.post(
    '/dashboard/language',
    action(deps, async ({ session, form }) => {
      const lang = choice('language', form.lang, EDITS_LANGS);
      const variety = choice('variety', form.variety, VARIETIES);
      await deps.store.accountLanguage.set(session.user_id, { lang, variety });
      return { back: '/dashboard', ok: 'Language settings saved.' };
    }),
  );
}
