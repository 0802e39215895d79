import { findLanguage } from '@margin/shared/languages/index';
import { maskPlaceholders, withoutTokens } from '../translate/placeholders';
import { predictLabels } from './model';

/** The result of language detection. */
export interface Detection {
  /** Catalogue code (`de`, `ceb`, or the hint's `pt-BR` when the hint agrees), or `und`. */
  lang: string;
  /** Probability the model gives `lang` (0 for `und` or an unsupported hint). */
  confidence: number;
  /** True when the model is sure enough that no hint may override it. */
  reliable: boolean;
  /** What decided: the model, the caller's hint, or nothing (`und`). */
  decidedBy: 'model' | 'hint' | 'none';
  /** The most likely catalogue languages, best first. */
  candidates: { lang: string; probability: number }[];
}

/**
 * A detection is reliable at this probability whatever the length, or at {@link LONG_PROBABILITY} once
 * the text has {@link LONG_LETTERS} letters. Below that a hint decides (short, ambiguous input).
 */
const SURE_PROBABILITY = 0.9;
const LONG_PROBABILITY = 0.5;
const LONG_LETTERS = 20;
/** Without a hint, a guess below this is `und`. */
const GUESS_PROBABILITY = 0.15;

/**
 * Detects the language of `text` with fastText lid.176, ignoring markup, URLs, emails, code and
 * placeholders. `hint` (any form the catalogue resolves: `de`, `German`, `pt_BR`) steers short or
 * ambiguous input but never overrides a reliable detection. Text without letters is `und`.
 */
export async function detectLanguage(text: string, hint?: string): Promise<Detection> {
  const clean = withoutTokens(maskPlaceholders(text).masked);
  const letters = clean.match(/\p{L}/gu)?.length ?? 0;
  const hinted = hint ? findLanguage(hint) : undefined;
  if (letters === 0)
    return { lang: 'und', confidence: 0, reliable: false, decidedBy: 'none', candidates: [] };

  const candidates = await catalogueCandidates(clean);
  const top = candidates[0];
  const reliable =
    top !== undefined &&
    (top.probability >= SURE_PROBABILITY || (top.probability >= LONG_PROBABILITY && letters >= LONG_LETTERS));

  if (top && reliable) {
    // The hint may still be more specific about the same language (pt-BR for pt).
    const lang = hinted?.base === top.lang ? hinted.code : top.lang;
    return { lang, confidence: top.probability, reliable, decidedBy: 'model', candidates };
  }
  if (hinted) {
    const probability = candidates.find((c) => c.lang === hinted.base)?.probability ?? 0;
    return { lang: hinted.code, confidence: probability, reliable: false, decidedBy: 'hint', candidates };
  }
  if (top && top.probability >= GUESS_PROBABILITY) {
    return { lang: top.lang, confidence: top.probability, reliable: false, decidedBy: 'model', candidates };
  }
  return { lang: 'und', confidence: 0, reliable: false, decidedBy: 'none', candidates };
}

/** The model's labels mapped onto the catalogue (dialect labels fold into their language), merged. */
async function catalogueCandidates(text: string): Promise<{ lang: string; probability: number }[]> {
  const merged = new Map<string, number>();
  for (const { label, probability } of await predictLabels(text, 10)) {
    const lang = findLanguage(label);
    if (!lang || lang.region) continue;
    merged.set(lang.code, (merged.get(lang.code) ?? 0) + probability);
  }
  return [...merged.entries()]
    .map(([lang, probability]) => ({ lang, probability }))
    .sort((a, b) => b.probability - a.probability);
}
