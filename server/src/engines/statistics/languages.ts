import type { StatisticsLang as StatisticsLangSchema } from '@margin/shared/contract/statistics';
import type { z } from 'zod';

/** A language the statistics endpoint accepts. */
export type StatisticsLang = z.infer<typeof StatisticsLangSchema>;

/** The per-language constants of textstat's `LANG_CONFIGS`. */
export interface LanguageConfig {
  /** Flesch Reading Ease: base − sentenceLength × words/sentence − syllablesPerWord × syllables/word. */
  freBase: number;
  freSentenceLength: number;
  freSyllablesPerWord: number;
  /** Syllables from which Gunning Fog counts a word as complex. */
  syllableThreshold: number;
}

const ENGLISH: LanguageConfig = {
  freBase: 206.835,
  freSentenceLength: 1.015,
  freSyllablesPerWord: 84.6,
  syllableThreshold: 3,
};

/**
 * textstat 0.7.11's table. A key a language lacks falls back to English, as textstat's
 * `get_lang_cfg` does: Polish has only its Gunning Fog threshold, Arabic has no entry at all.
 */
const OVERRIDES: Record<StatisticsLang, Partial<LanguageConfig>> = {
  en: {},
  // Toni Amstad
  de: { freBase: 180, freSentenceLength: 1, freSyllablesPerWord: 58.5 },
  fr: { freBase: 207, freSentenceLength: 1.015, freSyllablesPerWord: 73.6 },
  // Flesch-Vacca
  it: { freBase: 217, freSentenceLength: 1.3, freSyllablesPerWord: 60 },
  // Flesch-Douma
  nl: { freBase: 206.835, freSentenceLength: 0.93, freSyllablesPerWord: 77 },
  pl: { syllableThreshold: 4 },
  ru: { freBase: 206.835, freSentenceLength: 1.3, freSyllablesPerWord: 60.1 },
  ar: {},
};

/** The readability constants textstat uses for `lang`. */
export function languageConfig(lang: StatisticsLang): LanguageConfig {
  return { ...ENGLISH, ...OVERRIDES[lang] };
}
