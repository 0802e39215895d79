import type { RouteHandlers } from '../types';
import { runSpellcheck } from './spellcheck';

/** Spellcheck and medical spellcheck. The spell engine loads on first use. */
export const spellcheckHandlers: RouteHandlers = {
  spellcheck: ({ input, caller, deps }) =>
    runSpellcheck(input, caller!, deps.store, { medical: false, budgetMs: deps.config.spellcheckBudgetMs }),
  medicalSpellcheck: async ({ input, caller, deps }) => {
    const { medicalTerms } = await import('../../engines/spell/load');
    const terms = await medicalTerms();
    // Only edits involving a medical term: the misspelled word or its correction is on the list.
    const keep = (original: string, replacement: string) =>
      terms.has(original.toLowerCase()) || terms.has(replacement.toLowerCase());
    return runSpellcheck(input, caller!, deps.store, {
      medical: true,
      keep,
      budgetMs: deps.config.spellcheckBudgetMs,
    });
  },
};
