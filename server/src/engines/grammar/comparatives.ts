/**
 * Comparative and superlative candidates scored by the language model: "more" or "most" before a
 * short adjective is tried as the adjective's -er / -est form ("more big" → "bigger", "the most happy"
 * → "the happiest"), and the form the model prefers becomes a candidate. Forms follow English's
 * spelling rules (big → bigger, happy → happier, nice → nicer); a form the model has never seen is not
 * tried, and the real-word filter rejects any replacement outside the dictionary, so long adjectives
 * ("more beautiful") have no candidate. What is proposed here is only a candidate: the evidence gate
 * (evidence.ts, family `comparatives`) keeps it when the model's preference clears the margin tuned on
 * synthetic errors.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import type { Finding } from '../edits/finding';
import { findingsByEvidence } from './candidates';
import { matchCase } from './rule';
import type { TaggedSentence } from './tagger';

/** Rule id of its findings. */
export const COMPARATIVE_RULE_ID = 'margin:comparatives';

/** The -er or -est form of an adjective by English's spelling rules (one syllable or ending in -y). */
export function inflectAdjective(adjective: string, suffix: 'er' | 'est'): string | undefined {
  if (!/^\p{Ll}+$/u.test(adjective)) return undefined;
  if (/[^aeiou]y$/.test(adjective)) return `${adjective.slice(0, -1)}i${suffix}`;
  // More than one vowel group (a final silent -e not counted) and no final -y: a long adjective,
  // compared with more / most; "simple", "gentle" (-le) take -er all the same.
  const syllables = (adjective.replace(/e$/, '').match(/[aeiouy]+/g) ?? []).length;
  if (syllables > 1 && !/[^aeiou]le$/.test(adjective)) return undefined;
  if (/e$/.test(adjective)) return `${adjective}${suffix.slice(1)}`;
  // A single vowel before a single final consonant doubles it (big → bigger), not w, x or y.
  if (/[^aeiou][aeiou][^aeiouwxy]$/.test(adjective)) return `${adjective}${adjective.at(-1)}${suffix}`;
  return `${adjective}${suffix}`;
}

/** Comparative findings on one paragraph (code points): "more/most ADJ" → the inflected form, when the model prefers it at all. */
export function comparativeFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  return findingsByEvidence(text, sentences, lm, (t, i, cp) => {
    const degree = t[i].lower === 'more' ? 'er' : t[i].lower === 'most' ? 'est' : undefined;
    const adjective = t[i + 1];
    if (!degree || !adjective || adjective.pos !== 'ADJ' || adjective.text !== adjective.lower) return [];
    const form = inflectAdjective(adjective.lower, degree);
    if (!form) return [];
    const written = matchCase(form, t[i].text);
    return [
      {
        start: cp(t[i].start),
        end: cp(adjective.end),
        ruleId: COMPARATIVE_RULE_ID,
        category: 'grammar',
        errorType: 'R:ADJ:FORM',
        message: `"${adjective.text}" is compared with -${degree}: "${written}".`,
        replacements: [written],
      },
    ];
  });
}
