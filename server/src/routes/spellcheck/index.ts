import type { RouteHandlers } from '../types';

/** Spellcheck and medical spellcheck: the checking service, loaded (with the spell engine) on first use. */
export const spellcheckHandlers: RouteHandlers = {
  spellcheck: async ({ input, caller, deps }) => {
    const { runSpellcheck } = await import('../../services/spellcheck');
    return runSpellcheck(input, caller!, deps.store, {
      medical: false,
      budgetMs: deps.config.spellcheckBudgetMs,
      spellWorkers: deps.config.spellWorkers,
      spellTimeoutMs: deps.config.spellTimeoutMs,
    });
  },
  medicalSpellcheck: async ({ input, caller, deps }) => {
    const [{ runSpellcheck }, { medicalSpecificTerms, isMedicalEdit }] = await Promise.all([
      import('../../services/spellcheck'),
      import('../../engines/medical'),
    ]);
    const terms = await medicalSpecificTerms();
    // Only edits involving a medical term proper (the list without its ordinary English words).
    const keep = (original: string, replacement: string) => isMedicalEdit(terms, original, replacement);
    return runSpellcheck(input, caller!, deps.store, {
      medical: true,
      keep,
      budgetMs: deps.config.spellcheckBudgetMs,
      spellWorkers: deps.config.spellWorkers,
      spellTimeoutMs: deps.config.spellTimeoutMs,
    });
  },
};
