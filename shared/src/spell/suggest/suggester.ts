import type { WordFrequencies } from '../frequencies';
import { caseKind, type HunspellDictionary } from '../hunspell/dictionary';
import type { DeletionIndex } from './deletion-index';
import { boundedDistance } from './edit-distance';
import { type EditProfile, editProfile, Keyboard, QWERTY } from './error-model';

/** A candidate correction of a misspelled word, with what ranking and reranking need. */
export interface Suggestion {
  /** The correction, in the case the writer would expect (follows the typed word's capitalisation). */
  word: string;
  /** The correction as the dictionary writes it (before taking the typed word's case). */
  form: string;
  /** Unweighted edit distance (optimal string alignment) between the lower-cased words. */
  distance: number;
  profile: EditProfile;
  /** ln P(word) from the frequency list (0 when the language has none). */
  logPrior: number;
  /** Noisy-channel score: logPrior − λ·cost. Higher is better. */
  score: number;
  /** How the candidate was found: index, replacement table, single edit, or split into two words. */
  source: 'index' | 'rep' | 'edit' | 'split';
}

/** Weight of the error model against the prior: ln-probability per unit of edit cost. */
export const ERROR_WEIGHT = 4.2;
/** Extra cost of a capitalised dictionary word (a name) as the correction of a lower-case word. */
const PROPER_NOUN_COST = 0.5;
/** Prior given to every word when the language has no frequency list. */
const FLAT_PRIOR = -12;

/** Where a suggester finds its candidates. */
export interface SuggesterOptions {
  /** The deletion index over every suggestible form; called on first use, so build it lazily. */
  index: () => DeletionIndex;
  /** Whether the index holds every form (false when expansion was capped). @default true */
  indexComplete?: () => boolean;
  /** Unigram/bigram statistics for the prior; without them every word gets the same prior. */
  frequencies?: WordFrequencies;
  /** More correct words (lower case) beside the dictionary's, e.g. a medical word list. */
  extraWords?: ReadonlySet<string>;
}

/** Finds and ranks corrections for words the dictionary rejects. */
export class Suggester {
  private readonly keyboard: Keyboard;
  private readonly tryChars: string[];

  private readonly index: () => DeletionIndex;
  private readonly indexComplete: () => boolean;
  private readonly frequencies?: WordFrequencies;
  private readonly extraWords?: ReadonlySet<string>;

  constructor(
    private readonly dict: HunspellDictionary,
    options: SuggesterOptions,
  ) {
    this.index = options.index;
    this.indexComplete = options.indexComplete ?? (() => true);
    this.frequencies = options.frequencies;
    this.extraWords = options.extraWords;
    this.keyboard = dict.aff.keyboard ? new Keyboard(dict.aff.keyboard) : QWERTY;
    const tried = Array.from(
      new Set(Array.from(dict.aff.tryChars.toLowerCase() || 'esianrtolcdugmphbyfvkwzxqj')),
    );
    this.tryChars = tried.filter((c) => /\p{L}/u.test(c)).slice(0, 40);
  }

  /** Ranked corrections of `typed` (best first), at most `limit`. */
  suggest(typed: string, limit = 10): Suggestion[] {
    const lower = typed.toLocaleLowerCase();
    const found = new Map<string, Suggestion['source']>();
    const consider = (w: string, source: Suggestion['source']) => {
      if (!found.has(w) && w !== typed) found.set(w, source);
    };
    const maxDistance = lower.length <= 3 ? 1 : 2;
    for (const c of this.index().lookup(lower, maxDistance)) consider(c.word, 'index');
    for (const w of this.replacements(lower)) consider(w, 'rep');
    if (!this.indexComplete()) for (const w of this.singleEdits(lower)) consider(w, 'edit');
    for (const w of this.splits(lower)) consider(w, 'split');

    const out: Suggestion[] = [];
    for (const [word, source] of found) {
      const candLower = word.toLocaleLowerCase();
      // Proper nouns must keep their capital: "paris" → "Paris" is a correction; "Paris" → "paris" is not.
      if (candLower === lower && word === typed) continue;
      const profile = editProfile(candLower, lower, this.keyboard);
      if (candLower === lower) profile.cost = 0.1;
      // A lower-case slip is rarely a name: "brwon" means "brown" before "Brown".
      else if (word !== candLower && typed === lower) profile.cost += PROPER_NOUN_COST;
      const logPrior = this.prior(word);
      out.push({
        word: matchCase(typed, word),
        form: word,
        distance: boundedDistance(candLower, lower, 9),
        profile,
        logPrior,
        score: logPrior - ERROR_WEIGHT * profile.cost,
        source,
      });
    }
    out.sort((a, b) => b.score - a.score);
    // Two candidates can recase to the same string ("The" from "the" and "The").
    const unique: Suggestion[] = [];
    const seen = new Set<string>();
    for (const s of out) {
      if (seen.has(s.word) || s.word === typed) continue;
      seen.add(s.word);
      unique.push(s);
      if (unique.length >= limit) break;
    }
    return unique;
  }

  /** ln P(word): from the frequency list, else flat. Two-word candidates pay for both words. */
  prior(word: string): number {
    if (!this.frequencies) return FLAT_PRIOR;
    if (word.includes(' ')) return word.split(' ').reduce((sum, w) => sum + this.frequencies!.logPrior(w), 0);
    return this.frequencies.logPrior(word);
  }

  /** Corrections from the dictionary's REP table ("f" → "ph"), which the edit distance misses. */
  private replacements(lower: string): string[] {
    const out: string[] = [];
    for (const [from, to] of this.dict.aff.replacements) {
      let at = lower.indexOf(from);
      while (at >= 0) {
        const variant = lower.slice(0, at) + to + lower.slice(at + from.length);
        const form = variant.length > 0 ? this.valid(variant) : null;
        if (form) out.push(form);
        at = lower.indexOf(from, at + 1);
      }
    }
    return out;
  }

  /** Every single-letter edit the dictionary accepts: reaches inflected forms a capped index lacks. */
  private singleEdits(lower: string): string[] {
    const out: string[] = [];
    const n = lower.length;
    const tryWord = (w: string) => {
      const form = this.valid(w);
      if (form) out.push(form);
    };
    for (let i = 0; i < n; i++) {
      tryWord(lower.slice(0, i) + lower.slice(i + 1));
      if (i + 1 < n) tryWord(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2));
      for (const c of this.tryChars) {
        if (c !== lower[i]) tryWord(lower.slice(0, i) + c + lower.slice(i + 1));
      }
    }
    for (let i = 0; i <= n; i++)
      for (const c of this.tryChars) tryWord(lower.slice(0, i) + c + lower.slice(i));
    return out;
  }

  /** "alot" → "a lot": both halves must be words, and neither a lone letter other than a/i. */
  private splits(lower: string): string[] {
    const out: string[] = [];
    for (let i = 1; i < lower.length; i++) {
      const left = lower.slice(0, i);
      const right = lower.slice(i);
      if ((left.length === 1 && left !== 'a' && left !== 'i') || right.length < 2) continue;
      if (this.checkWord(left) && this.checkWord(right)) out.push(`${left} ${right}`);
    }
    return out;
  }

  private checkWord(w: string): boolean {
    return this.dict.check(w) || (w === 'i' && this.dict.check('I')) || (this.extraWords?.has(w) ?? false);
  }

  /** The form the dictionary accepts: `w` itself, or capitalised for proper nouns; null if neither. */
  private valid(w: string): string | null {
    if (this.dict.checkForm(this.dict.normalize(w)) || this.extraWords?.has(w)) return w;
    const cap = w.charAt(0).toLocaleUpperCase() + w.slice(1);
    return cap !== w && this.dict.checkForm(this.dict.normalize(cap)) ? cap : null;
  }
}

/** Gives a correction the typed word's capitalisation, unless the correction has capitals of its own. */
export function matchCase(typed: string, correction: string): string {
  if (correction !== correction.toLocaleLowerCase()) {
    return caseKind(typed) === 'upper' ? correction.toLocaleUpperCase() : correction;
  }
  switch (caseKind(typed)) {
    case 'upper':
      return typed.length > 1 ? correction.toLocaleUpperCase() : capitalise(correction);
    case 'initial':
      return capitalise(correction);
    default:
      return correction;
  }
}

function capitalise(w: string): string {
  return w.charAt(0).toLocaleUpperCase() + w.slice(1);
}
