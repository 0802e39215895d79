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
  /** Spelling findings on one paragraph (code points relative to it). */
  check(text: string, options: SpellingOptions): Promise<Finding[]>;
}

let provider: Promise<SpellingProvider> | undefined;

/**
 * The spelling engine of /edits: Margin's spell engine (server/src/engines/spell: Hunspell dictionaries,
 * candidate index, context reranker), loaded on first use. The one place it is wired into /edits.
 */
export function spellingProvider(): Promise<SpellingProvider> {
  provider ??= (async () => {
    const spell = await import('../spell');
    return {
      supports: (lang: string) => spell.supportsLanguage(lang),
      hasMedicalList: true,
      async check(text, options) {
        const found = await spell.checkSpelling(text, {
          lang: options.lang,
          variety: options.variety ?? 'any',
          neural: options.neural,
          medical: options.medical,
        });
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
    } satisfies SpellingProvider;
  })();
  return provider;
}
