import type { RouteHandlers } from '../types';

/** Spellcheck and medical spellcheck: the checking service, loaded (with the spell engine) on first use. */
export const spellcheckHandlers: RouteHandlers = {
  spellcheck: async ({ input, caller, deps }) => {
    const { runSpellcheck } = await import('../../services/spellcheck');
    return runSpellcheck(input, caller!, deps.store, {
      medical: false,
      budgetMs: deps.config.spellcheckBudgetMs,
    });
  },
  medicalSpellcheck: async ({ input, caller, deps }) => {
    const [{ runSpellcheck }, { medicalTerms }] = await Promise.all([
      import('../../services/spellcheck'),
      import('../../engines/spell/load'),
    ]);
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
