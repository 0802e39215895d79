import { HttpError } from '../../http/errors';
import type { Handler } from '../../http/mount';
import type { RouteHandlers } from '../types';
import { customisationHandlers } from './customisation';

type FeedbackHandler = Handler<typeof import('@margin/shared/contract').acceptEdit>;

/** Accept or reject: once per edit per document; only the key the edit was issued to may report it. */
function feedback(verdict: 'accept' | 'reject'): FeedbackHandler {
  return async ({ input, params, caller, deps }) => {
    if (!caller) throw new HttpError(401, 'key: required');
    const edit = await deps.store.issuedEdits.find(params.edit_id, caller.key_id);
    if (!edit)
      throw new HttpError(
        404,
        `edit_id: no edit ${params.edit_id} was issued to this key (or it has expired)`,
      );
    const recorded = await deps.store.feedback.record({
      subjectType: 'edit',
      subjectId: edit.id,
      // Once per edit per document: the document the edit was suggested in.
      scope: edit.session_id,
      verdict,
      keyId: caller.key_id,
      userId: input.user_id ?? edit.user_id,
      original: edit.original,
      replacement: edit.replacement,
      rule: edit.rule,
    });
    if (!recorded) {
      throw new HttpError(
        409,
        `edit_id: edit ${edit.id} was already accepted or rejected in session "${edit.session_id}"`,
      );
    }
    return { result: 'success' as const };
  };
}

/** Edits, edit feedback, and the account's dictionary and custom mappings. Engines load on first use. */
export const editsHandlers: RouteHandlers = {
  edits: async ({ input, caller, deps }) => {
    if (!caller) throw new HttpError(400, 'key: required');
    const { computeEdits } = await import('../../services/edits');
    return computeEdits(input, deps.store, caller, {
      grammarWorkers: deps.config.grammarWorkers,
      budgetMs: deps.config.editsBudgetMs,
      spellWorkers: deps.config.spellWorkers,
      spellTimeoutMs: deps.config.spellTimeoutMs,
    });
  },
  acceptEdit: feedback('accept'),
  rejectEdit: feedback('reject'),
  ...customisationHandlers,
};
