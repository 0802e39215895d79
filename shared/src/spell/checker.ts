import { type AttestedGate, stillMisspelt } from './attested';
import type { WordFrequencies } from './frequencies';
import { caseKind, type HunspellDictionary } from './hunspell/dictionary';
import { accentsFirst, apostropheFirst, varietyCounterpartFirst } from './preferences';
import { type CandidateReranker, type RerankItem, rerank } from './reranker';
import type { Suggester, Suggestion } from './suggest/suggester';
import { type WordToken, wordTokens } from './tokenize';

/** A misspelled word: absolute offsets in Unicode code points, and corrections best first. */
export interface SpellFinding {
  start: number;
  end: number;
  original: string;
  /** Ordered corrections; empty when none was found. */
  candidates: string[];
}

/** Options of one check. */
export interface SpellCheckOptions {
  /** Words shorter than this (in code points) are not corrected. @default 3 */
  minLength?: number;
  /** Words never flagged (any case), e.g. the user's dictionary. */
  userWords?: ReadonlySet<string>;
  /** Rerank candidates with the context model (when the language has one). @default false */
  neural?: boolean;
  /** Candidates per finding. @default 5 */
  maxCandidates?: number;
  /** Leave out words the corpus uses unless their best correction is far more common (`SpellLanguage.attested`). @default true */
  attested?: boolean;
}

/** Anything that says whether a word is correct (a dictionary, a word list). */
export interface WordChecker {
  check(word: string): boolean;
}

/** What a language brings to the checker. */
export interface SpellLanguage {
  /** The dictionary whose words are correct and from which suggestions come. */
  dictionary: HunspellDictionary;
  /** More word lists whose words are also correct (other English varieties, medical terms). */
  alsoAccept?: readonly WordChecker[];
  /** Words that must never be suggested (e.g. variety-only spellings under null-variety). */
  neverSuggest?: (word: string) => boolean;
  suggester: Suggester;
  frequencies?: WordFrequencies;
  reranker?: CandidateReranker;
  /**
   * The words of the other English spelling tradition (British for a US dictionary, US for the others):
   * a flagged word it accepts is corrected to its counterpart first ("grey" → "gray" under US English,
   * not "grew"). Unset for other languages.
   */
  otherVariety?: WordChecker;
  /** Corpus counts that keep names, brands and jargon the dictionary lacks from being flagged (attested.ts). */
  attested?: AttestedGate;
  /**
   * Corrections reported whatever the corpus counts say: the medical list's terms are rare in general
   * text ("metoprolal" → "metoprolol" would fail the corpus gate), and the list itself is the evidence.
   */
  trustedCorrections?: WordChecker;
}

/** Tokens longer than this (in code points) are never checked: no dictionary word is this long. */
export const MAX_WORD_LENGTH = 60;

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Arabic',
  'Hebrew',
  'Hangul',
  'Armenian',
  'Georgian',
  'Devanagari',
  'Thai',
];

/** The script most of a dictionary's stems are written in, as a regex matching one letter of it. */
export function dominantScript(dict: HunspellDictionary): RegExp {
  const tally = new Map<string, number>();
  let seen = 0;
  for (const stem of dict.stems.keys()) {
    const ch = dict.output(stem).match(/\p{L}/u)?.[0];
    if (ch) {
      const script = SCRIPTS.find((s) => new RegExp(`\\p{Script=${s}}`, 'u').test(ch)) ?? 'Other';
      tally.set(script, (tally.get(script) ?? 0) + 1);
    }
    if (++seen >= 2000) break;
  }
  const best = [...tally].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'Latin';
  return best === 'Other' ? /\p{L}/u : new RegExp(`\\p{Script=${best}}`, 'u');
}

/** Checks text against one language: finds misspelled words and ranks their corrections. */
export class SpellChecker {
  private readonly script: RegExp;
  private readonly letters = /\p{L}/gu;

  constructor(private readonly lang: SpellLanguage) {
    this.script = dominantScript(lang.dictionary);
  }

  /** Whether a word is spelled correctly (in any accepted dictionary). */
  isCorrect(word: string): boolean {
    const variants = word.includes('’') ? [word, word.replace(/’/g, "'")] : [word];
    for (const w of variants) {
      if (this.lang.dictionary.check(w)) return true;
      for (const d of this.lang.alsoAccept ?? []) if (d.check(w)) return true;
    }
    return false;
  }

  /** Whether the token is written in this language's script (other scripts are not ours to judge). */
  private inScript(word: string): boolean {
    const letters = word.match(this.letters);
    return letters?.every((c) => this.script.test(c)) ?? false;
  }

  /** The words of `text` this checker would flag, without looking for corrections. */
  *misspelledTokens(text: string, options: SpellCheckOptions = {}): Generator<WordToken> {
    const verdicts = new Map<string, boolean>();
    for (const token of wordTokens(text)) if (this.flags(token, options, verdicts)) yield token;
  }

  /** Whether a token is a misspelling to report; `verdicts` caches the dictionary's answers. */
  private flags(token: WordToken, options: SpellCheckOptions, verdicts: Map<string, boolean>): boolean {
    const w = token.text;
    const length = codePoints(w);
    // Longer than any real word (a hash, a URL without separators, pasted noise): not ours to judge, and
    // affix stripping and candidate search grow with its length, so checking it could stall the caller.
    if (length > MAX_WORD_LENGTH || length < (options.minLength ?? 3) || !this.inScript(w)) return false;
    if (options.userWords?.has(w.toLocaleLowerCase())) return false;
    let ok = verdicts.get(w);
    if (ok === undefined) {
      ok = this.isCorrect(w);
      verdicts.set(w, ok);
    }
    return !ok;
  }

  /** Finds the misspelled words of `text` with their corrections. */
  async check(text: string, options: SpellCheckOptions = {}): Promise<SpellFinding[]> {
    const max = options.maxCandidates ?? 5;
    const tokens = [...wordTokens(text)];
    const verdicts = new Map<string, boolean>();
    const items: (RerankItem & { token: WordToken })[] = [];
    const cache = new Map<string, Suggestion[]>();
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (!this.flags(token, options, verdicts)) continue;
      const key = token.text;
      let candidates = cache.get(key);
      if (!candidates) {
        candidates = this.lang.suggester.suggest(token.text, 20);
        const never = this.lang.neverSuggest;
        if (never) candidates = candidates.filter((c) => !never(c.word));
        cache.set(key, candidates);
      }
      // A capitalised unknown word inside a sentence is most likely a name: flag it only when it is one
      // slip away from a name the dictionary knows ("Londn" → "London").
      if (!token.sentenceInitial && caseKind(token.text) === 'initial') {
        const names = candidates.filter((c) => c.distance <= 1 && caseKind(c.form) !== 'lower');
        if (names.length === 0) continue;
        candidates = names;
      }
      items.push({
        token,
        typed: token.text,
        candidates,
        context: {
          left: tokens[i - 1]?.text.toLowerCase() ?? '',
          right: tokens[i + 1]?.text.toLowerCase() ?? '',
        },
      });
    }
    let ranked = items.map((it) => it.candidates);
    if (options.neural && this.lang.reranker && items.length > 0) {
      ranked = await rerank(this.lang.reranker, items, this.lang.frequencies);
    }
    const offsets = new CodePointCursor(text);
    const gate = options.attested === false ? undefined : this.lang.attested;
    const found: SpellFinding[] = [];
    items.forEach((it, i) => {
      const candidates = this.preferred(
        it.token.text,
        ranked[i].map((c) => c.word),
      ).slice(0, max);
      // A word of the other English variety is a variety choice, corrected whatever the corpus counts say.
      if (
        gate &&
        !this.ofOtherVariety(it.token.text) &&
        !(candidates[0] && this.lang.trustedCorrections?.check(candidates[0]))
      ) {
        const best = candidates[0] ?? '';
        const distance = ranked[i].find((c) => c.word === best)?.distance ?? Number.POSITIVE_INFINITY;
        const word = {
          typed: it.token.text,
          best,
          bestDistance: distance,
          capitalised: caseKind(it.token.text) === 'initial',
          sentenceInitial: it.token.sentenceInitial,
        };
        if (!stillMisspelt(gate, word)) return;
      }
      found.push({
        start: offsets.at(it.token.start),
        end: offsets.at(it.token.end),
        original: it.token.text,
        candidates,
      });
    });
    return found;
  }

  /** Whether the other English spelling tradition accepts the word ("colour" under US English). */
  private ofOtherVariety(word: string): boolean {
    const other = this.lang.otherVariety;
    return other !== undefined && (other.check(word) || other.check(word.toLowerCase()));
  }

  /** The ranked candidates with the orderings no score sees applied (preferences.ts). */
  private preferred(original: string, candidates: string[]): string[] {
    // Only for a word of the other variety: "yor" is no word anywhere, and "your" is no counterpart of it.
    const byAccents = accentsFirst(original, candidates);
    const byVariety = this.ofOtherVariety(original)
      ? varietyCounterpartFirst(original, byAccents)
      : byAccents;
    // A form counts as in use when the language's corpus counts saw it (all forms without counts).
    const frequencies = this.lang.frequencies;
    const inUse = frequencies ? (w: string) => frequencies.count(w.replace(/’/g, "'")) > 0 : undefined;
    return apostropheFirst(original, byVariety, inUse);
  }
}

function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) n++;
  }
  return n;
}

/** Converts increasing UTF-16 indices to code point offsets in one pass over the text. */
export class CodePointCursor {
  private utf16 = 0;
  private points = 0;

  constructor(private readonly text: string) {}

  /** Code point offset of UTF-16 index `index` (indices must not decrease between calls). */
  at(index: number): number {
    if (index < this.utf16) {
      this.utf16 = 0;
      this.points = 0;
    }
    while (this.utf16 < index) {
      const c = this.text.charCodeAt(this.utf16);
      this.utf16 += c >= 0xd800 && c <= 0xdbff && this.utf16 + 1 < this.text.length ? 2 : 1;
      this.points++;
    }
    return this.points;
  }
}
