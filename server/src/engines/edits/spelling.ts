import type { Finding } from './finding';

/** Options of one spelling check. */
export interface SpellingOptions {
  lang: string;
  /** us/gb/au/ca, or undefined for no variety preference (null-variety). */
  variety?: 'us' | 'gb' | 'au' | 'ca';
  neural: boolean;
  medical: boolean;
}

/** A spelling engine for /edits: what it checks and its findings on one paragraph. */
export interface SpellingProvider {
  /** Languages it can check. */
  supports(lang: string): boolean;
  /** Whether a medical word list is installed (`medical: true`). */
  readonly hasMedicalList: boolean;
  /** Spelling findings on one paragraph (code points relative to it); fails past `timeoutMs`. */
  check(text: string, options: SpellingOptions, timeoutMs?: number): Promise<Finding[]>;
  /**
   * The findings whose replacements are real words of `lang` in any of its varieties
   * (`realWordReplacementsOnly` with the language's dictionaries, in the spell workers).
   */
  realWordsOnly(lang: string, text: string, findings: Finding[], timeoutMs?: number): Promise<Finding[]>;
}

/** How the spell engine runs (SPELL_WORKERS, SPELL_TIMEOUT_MS); the first call's values hold. */
export interface SpellingProviderOptions {
  workers?: number;
  timeoutMs?: number;
}

let provider: Promise<SpellingProvider> | undefined;

/**
 * The spelling engine of /edits: Margin's spell engine (server/src/engines/spell: Hunspell dictionaries,
 * candidate index, context reranker, in worker threads), loaded on first use. The one place it is
 * wired into /edits. The candidates come in the spell engine's order, so a word gets the same best
 * correction here as from /spellcheck ("isnt" → "isn't", "grey" → "gray" under US English; #16).
 */
export function spellingProvider(options: SpellingProviderOptions = {}): Promise<SpellingProvider> {
  provider ??= (async () => {
    const spell = await import('../spell');
    const engine = spell.spellEngine(options);
    return {
      supports: (lang: string) => spell.supportsLanguage(lang),
      hasMedicalList: true,
      async check(text, options, timeoutMs) {
        const found = await engine.check(
          text,
          {
            lang: options.lang,
            variety: options.variety ?? 'any',
            // The context reranker only reorders the candidates: it always orders them, so a word gets
            // the same best correction here as from /spellcheck ("pakage" -> "package", not "passage").
            neural: true,
            medical: options.medical,
          },
          timeoutMs,
        );
        // A word the engine has no correction for cannot become an edit (an edit needs a replacement).
        return found
          .filter((f) => f.candidates.length > 0)
          .map((f) => ({
            start: f.start,
            end: f.end,
            ruleId: 'spelling',
            category: 'spelling' as const,
            message: `"${f.original}" may be misspelt.`,
            replacements: f.candidates.slice(0, 5),
          }));
      },
      realWordsOnly: (lang, text, findings, timeoutMs) =>
        engine.realWordsOnly(lang, text, findings, timeoutMs),
    } satisfies SpellingProvider;
  })();
  return provider;
}
