/**
 * Regular verb inflection for the grammar rules: the -s, -ing and -ed forms of a base form. Whether a
 * final consonant doubles ("admit" → "admitting", "visit" → "visiting", "prefer" → "preferred",
 * "offer" → "offered") depends on where the stress falls, which spelling alone cannot tell; so both
 * spellings are tried and the one the language model's corpus uses is kept. With no model, the
 * one-syllable rule ("get" → "getting", "plan" → "planned") decides, which is right for short verbs.
 */
import { corpusLogProb } from './corpus';

/** How often the corpus uses a word: a unigram log-probability, or undefined when it never does. */
export type WordFrequency = (word: string) => number | undefined;

/** The server language model's unigram log-probability of `word`; undefined when unknown or unloadable. */
export const corpusFrequency: WordFrequency = (word) => corpusLogProb([], word);

/**
 * A single vowel before a single final consonant that may double ("admit", "offer", "quit"; not
 * "need", "fix", "panic", whose -ing is "panicking").
 */
const MAY_DOUBLE = /(?:^|[^aeiou]|qu)[aeiou][bdfgklmnprstvz]$/;
/** One syllable ending in one vowel and one consonant: always doubles ("get", "swim", "plan"). */
const ONE_SYLLABLE_DOUBLES = /^[^aeiou]*[aeiou][bdgklmnprtz]$/;

/** The spelling of `base` + `suffix`, the final consonant doubled or not as the corpus writes it. */
function withSuffix(base: string, suffix: string, frequency: WordFrequency): string {
  const plain = `${base}${suffix}`;
  if (!MAY_DOUBLE.test(base)) return plain;
  const doubled = `${base}${base.slice(-1)}${suffix}`;
  const [p, d] = [frequency(plain), frequency(doubled)];
  if (p === undefined && d === undefined) return ONE_SYLLABLE_DOUBLES.test(base) ? doubled : plain;
  if (p === undefined) return doubled;
  if (d === undefined) return plain;
  return d > p ? doubled : plain;
}

/** The -ing form of a base form: "hear" → "hearing", "drive" → "driving", "admit" → "admitting". */
export function presentParticiple(base: string, frequency: WordFrequency = corpusFrequency): string {
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  return withSuffix(base, 'ing', frequency);
}

/** The regular -ed form of a base form: "introduce" → "introduced", "stop" → "stopped", "offer" → "offered". */
export function regularPast(base: string, frequency: WordFrequency = corpusFrequency): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return withSuffix(base, 'ed', frequency);
}

/** Third-person singular present of a regular verb's base form: "go" → "goes", "try" → "tries". */
export function thirdSingular(base: string): string {
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  return `${base}s`;
}
