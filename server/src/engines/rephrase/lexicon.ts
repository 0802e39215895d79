import fs from 'node:fs';
import { lmSentences } from '@margin/shared/lm/tokens';
import { languageModel } from '../lm';
import { articleBefore, verbOffsets } from './nlp';
import { verbForms } from './verbs';

/**
 * A phrase and what replaces it ("" removes it). A third element `verb` applies the rule only where
 * the tagger reads the phrase's first word as a verb ("report the figures", not "the report");
 * `formula` only where the phrase opens a clause, as a formula does ("Thank you for…", "Again,
 * thanks…"): after "to", a modal or a subject the same words are a verb and its object, which a
 * formula cannot replace ("We would like to thank you" is no "We'd like to thanks").
 */
export type Rule =
  | readonly [string, string]
  | readonly [string, string, 'verb' | 'formula']
  /** A verb form that is both past and participle ("hired"): the participle to use after have/be. */
  | readonly [string, string, 'verb', string];

/** Rules compiled into one case-insensitive, longest-first alternation over whole words. */
export interface Lexicon {
  pattern: RegExp;
  map: Map<string, string>;
  /** Phrases replaced only when their first word is tagged as a verb. */
  verbOnly: Set<string>;
  /** Replacements to use after a form of have/be, for past forms that are also participles. */
  participles: Map<string, string>;
  /** Formulas, replaced only where they open a clause. */
  formulas: Set<string>;
}

/** Where a clause opens: the text's or a sentence's start, or after a comma, colon, semicolon, dash or bracket. */
const CLAUSE_OPENING = /(?:^|[.!?,;:(—–]["”’)]?\s*|\s-\s+)$/u;

/** A form of have or be (and an optional adverb) just before: the verb after it is a participle. */
const AFTER_AUXILIARY =
  /\b(?:has|have|had|having|is|are|was|were|be|been|being|'s|'ve|'d|’s|’ve|’d)\s+(?:\p{L}+ly\s+)?$/iu;

/** A form of "be" (maybe an adverb) right before: a past participle there is a passive. */
const AFTER_BE = /\b(?:is|are|was|were|be|been|being|'s|'re|’s|’re)\s+(?:\p{L}+ly\s+)?$/iu;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Expands verb rules ("buy" → "purchase") into every form ("bought" → "purchased"). */
export function verbRules(pairs: Record<string, string>): Rule[] {
  const out: Rule[] = [];
  for (const [from, to] of Object.entries(pairs)) {
    const [fv, ...frest] = from.split(' ');
    const [tv, ...trest] = to.split(' ');
    const f = verbForms(fv);
    const t = verbForms(tv);
    const tail = (rest: string[]) => (rest.length ? ` ${rest.join(' ')}` : '');
    for (const k of ['base', 's', 'past', 'pp', 'ing'] as const) {
      if (k === 'pp' && f.pp === f.past) continue;
      // "hired" is past or participle; "took on" and "taken on" are not the same word.
      if (k === 'past' && f.pp === f.past && t.pp !== t.past)
        out.push([f.past + tail(frest), t.past + tail(trest), 'verb', t.pp + tail(trest)]);
      else out.push([f[k] + tail(frest), t[k] + tail(trest), 'verb']);
    }
  }
  return out;
}

/** Compiles rules; a later rule for the same phrase wins. */
export function lexicon(rules: Rule[]): Lexicon {
  const map = new Map<string, string>();
  const verbOnly = new Set<string>();
  const participles = new Map<string, string>();
  const formulas = new Set<string>();
  for (const [from, to, only, participle] of rules) {
    const key = from.toLowerCase();
    map.set(key, to);
    if (only === 'verb') verbOnly.add(key);
    else verbOnly.delete(key);
    if (only === 'formula') formulas.add(key);
    else formulas.delete(key);
    if (participle !== undefined) participles.set(key, participle);
    else participles.delete(key);
  }
  const keys = [...map.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // Word edges that also work next to apostrophes and punctuation inside the phrase.
  // Nor inside a dotted abbreviation: "u" → "you" made "U.K." "You.K.".
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}'’.])(?:${keys.join('|')})(?![\\p{L}\\p{N}'’]|\\.\\p{L})`,
    'giu',
  );
  return { pattern, map, verbOnly, participles, formulas };
}

/** Keeps the case of what was replaced: "Gonna" → "Going to", "ASAP" stays readable. */
function matchCase(original: string, replacement: string, atStart = true): string {
  if (!replacement) return replacement;
  // The pronoun "I" is capitalised wherever it stands: what replaces a phrase opening with it takes a
  // capital only at a sentence start ("…, I would be grateful if you could" → "…, please").
  if (/^I(?:\s|['’]|$)/.test(original) && !atStart) return replacement;
  if (/^\p{Lu}/u.test(original) && !/^\p{Lu}{2,}/u.test(original))
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  // An acronym ("EOD", "FYI") spelled out is capitalised only where it opens a sentence: "by The
  // end of the day" read as a title.
  if (/^\p{Lu}{2,}$/u.test(original) && original.length > 1)
    return atStart ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
  return replacement;
}

/** A text ending with an abbreviation's full stop: "U.K.", "p.m.", "e.g.", "Dr.", "etc.". */
const ABBREVIATION_END =
  /(?:^|[\s(])(?:(?:\p{L}\.){2,}|(?:Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|Co|Inc|Ltd|Corp|Mt|Gen|Col|Capt|Rev|Fig|Vol|Dept|No|etc|vs|approx|incl)\.)$/u;

/** Tidies what removals leave behind: double spaces, space before punctuation, lower-case sentence starts. */
export function tidy(text: string): string {
  return (
    text
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/,\s*([,.;:!?])/g, '$1')
      .replace(/^[\s,;:]+/g, '')
      // A sentence starts after a full stop, not after an abbreviation's ("in the U.K. but", "5 p.m. on").
      // Nor after an ellipsis, which trails off inside the writer's sentence ("constituents... the agency").
      .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (m, a: string, b: string, at: number, all: string) =>
        a && (ABBREVIATION_END.test(all.slice(0, at + 1)) || /\.\.\.$/.test(all.slice(0, at + 1)))
          ? m
          : a + b.toUpperCase(),
      )
      .replace(/\s+$/g, '')
  );
}

/**
 * A preposition just before, or a preposition and one modifier ("of new hires", "for all requests"):
 * a word there that is not an -ing form is a noun, whatever the tagger says.
 */
const AFTER_PREPOSITION = /\b(?:of|for|with|from|about|among|by|on|at|into|without|in)\s+(?:\p{L}+\s+)?$/iu;

/**
 * Quantifiers a degree word or a determiner can modify, and those words ("so many", "too much", "as
 * many as", "the many", "at most"): the quantifier is then no phrase to swap.
 */
const QUANTIFIER = /^(?:many|much|few|little|most)\b/;
const DEGREE_BEFORE = /\b(?:so|too|how|as|very|that|this|not|the|at|for)\s+$/i;
const DEGREE = /^(?:so|too|very|really)$/;
const QUANTIFIER_AFTER = /^\s+(?:many|much|few|little)\b/i;

/** A particle right after a verb, which makes a phrasal verb of it ("check in", "sort out"). */
const PARTICLE_AFTER =
  /^\s+(?:in|out|up|off|over|back|down|away|around|through)\b(?!\s+(?:the|a|an|my|your|our|their|his|her|its|this|that)\b)/i;

/** Applies a lexicon to a text; returns the text and how many replacements were made. */
/** Modal verbs: a replacement that is one cannot follow another, nor "to" ("will must", "to must"). */
const MODAL = /^(?:must|will|can|could|should|would|shall|may|might)$/i;

export function rewrite(text: string, lex: Lexicon): { text: string; changes: number } {
  let changes = 0;
  let verbs: Set<number> | undefined;
  // Where each replacement starts in the output, for the article before it.
  const starts: number[] = [];
  let delta = 0;
  const out = text.replace(lex.pattern, (m, offset: number) => {
    const replaced = replacement(m, offset);
    if (replaced !== m) {
      starts.push(offset + delta);
      delta += replaced.length - m.length;
    }
    return replaced;
  });
  return { text: changes ? tidy(withArticles(out, starts)) : text, changes };

  function replacement(m: string, offset: number): string {
    const key = m.toLowerCase();
    const to = lex.map.get(key);
    if (to === undefined) return m;
    // "so many people", "too much time", "how many": a degree word fixes the quantifier ("so lots of").
    if (QUANTIFIER.test(key) && DEGREE_BEFORE.test(text.slice(0, offset))) return m;
    // …nor the degree word itself ("very little else" is no "really little else").
    if (DEGREE.test(key) && QUANTIFIER_AFTER.test(text.slice(offset + m.length))) return m;
    if (lex.formulas.has(key) && !CLAUSE_OPENING.test(text.slice(0, offset))) return m;
    if (lex.verbOnly.has(key)) {
      verbs ??= verbOffsets(text);
      if (!verbs.has(offset)) return m;
      // "checking in", "fix up": a verb with its particle is another verb ("verifying in").
      if (!key.includes(' ') && PARTICLE_AFTER.test(text.slice(offset + m.length))) return m;
      if (!/ing$/i.test(m) && AFTER_PREPOSITION.test(text.slice(0, offset))) return m;
    }
    // "is accompanied by" → "is gone with by": a phrasal replacement has no passive to stand in one.
    if (lex.verbOnly.has(key) && to.includes(' ') && /ed$/.test(key) && AFTER_BE.test(text.slice(0, offset)))
      return m;
    // "please let me know" after "please", "best wishes" after "Best": the replacement's first word is
    // already there, so it is not written twice ("please please let me know", "Best best wishes").
    const before = /(\p{L}+)\s+$/u.exec(text.slice(0, offset))?.[1]?.toLowerCase();
    const words = to.split(' ');
    let shortened = to;
    if (before && words.length > 1 && words[0].toLowerCase() === before) {
      shortened = words.slice(1).join(' ');
      if (shortened.toLowerCase() === key) return m;
    }
    // "if that animal" → "in the event that that animal": a replacement ending in the next word stays out.
    const after = /^\s+(\p{L}+)/u.exec(text.slice(offset + m.length))?.[1]?.toLowerCase();
    if (after && words.length > 1 && words.at(-1)?.toLowerCase() === after) return m;
    // "will need to be made" → "will must be made": a modal cannot follow a modal or "to".
    if (MODAL.test(words[0]) && before && (MODAL.test(before) || before === 'to')) return m;
    const atStart = /(?:^|[.!?]["”)]?\s+)$/.test(text.slice(0, offset));
    // "I'll Love You Always", "the cover of Hello Mr.": a capitalised word inside a sentence is part of
    // a name or a title, which no table rewrites ("I will Love You At all times").
    if (!atStart && /^\p{Lu}\p{Ll}/u.test(m) && !/^I\b/.test(m) && !/:\s*$/.test(text.slice(0, offset)))
      return m;
    // A quotation is someone else's words: no table restates them.
    if (insideQuotation(text, offset)) return m;
    changes++;
    if (shortened !== to) return matchCase(m, shortened, atStart);
    const participle = lex.participles.get(key);
    if (participle !== undefined && AFTER_AUXILIARY.test(text.slice(0, offset)))
      return matchCase(m, participle, atStart);
    return matchCase(m, to, atStart);
  }
}

/** Whether `offset` falls inside a double-quoted passage ("…" or “…”) opened before it. */
function insideQuotation(text: string, offset: number): boolean {
  const before = text.slice(0, offset);
  const straight = (before.match(/"/g) ?? []).length;
  const open = (before.match(/“/g) ?? []).length;
  const close = (before.match(/”/g) ?? []).length;
  return straight % 2 === 1 || open > close;
}

/** The text with "a"/"an" right before each replacement agreeing with it ("a good" → "an excellent"). */
function withArticles(text: string, starts: number[]): string {
  let out = text;
  for (const at of [...starts].reverse()) {
    const article = /\b(a|an)(\s+)$/i.exec(out.slice(0, at));
    const word = /^[\p{L}]+/u.exec(out.slice(at))?.[0];
    if (!article || !word) continue;
    const cased = articleBefore(word, article[1]);
    if (cased.toLowerCase() === article[1].toLowerCase()) continue;
    const from = at - article[0].length;
    out = out.slice(0, from) + cased + article[2] + out.slice(at);
  }
  return out;
}

/** Applies several lexicons in turn. */
export function rewriteAll(text: string, lexicons: Lexicon[]): { text: string; changes: number } {
  let changes = 0;
  let out = text;
  for (const l of lexicons) {
    const r = rewrite(out, l);
    out = r.text;
    changes += r.changes;
  }
  return { text: out, changes };
}

/**
 * Reads a word-pair table (TSV beside the engine: `from`, `to`, kind "verb", "phrase" or "formula";
 * `#` comments): verb rows become every form of the verb, applied only where the tagger reads a verb;
 * formula rows apply only where the phrase opens a clause.
 */
export function readRules(file: URL): Rule[] {
  const verbs: Record<string, string> = {};
  const phrases: Rule[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [from, to, kind] = line.split('\t');
    if (kind === 'verb') verbs[from] = to;
    else if (kind === 'formula') phrases.push([from, to, 'formula']);
    else phrases.push([from, to]);
  }
  return [...verbRules(verbs), ...phrases];
}

/**
 * Fluency of a text under the language model as SLOR (Lau et al. 2017): the mean per token of
 * log P(word | context) - log P(word), what context adds beyond each word's own frequency, so that
 * neither length nor rare words count against a text (nats; higher is more fluent).
 */
export function slor(text: string): number {
  return fluencyOf(text).slor;
}

/**
 * A text's fluency under the language model, per token (sentence ends included): the mean
 * log-probability, and SLOR (`slor`). The rephrase evaluation reads both.
 */
export function fluencyOf(text: string): { perToken: number; slor: number } {
  const lm = languageModel();
  let total = 0;
  let unigram = 0;
  let n = 0;
  for (const toks of lmSentences(text, false)) {
    const scored = lm.scoreSentence(toks);
    total += scored.total;
    for (const t of scored.tokens) unigram += lm.logProb([], t.token);
    n += toks.length + 1;
  }
  return n ? { perToken: total / n, slor: (total - unigram) / n } : { perToken: 0, slor: 0 };
}

/**
 * A rewrite may lose at most this much SLOR per token against its input: on human-written rewrites
 * (scripts/eval/data/rephrase) most accepted references lose less, most adjacent-word swaps more.
 */
export const MAX_FLUENCY_DROP = 1;

/** A rewrite, or a function that writes it only when it is asked for. */
export type Candidate = string | null | undefined | (() => string | null | undefined);

/** The first candidate that differs from `text` and reads about as fluently, else null. */
export function firstFluent(text: string, candidates: Candidate[]): string | null {
  let base: number | undefined;
  for (const candidate of candidates) {
    const c = typeof candidate === 'function' ? candidate() : candidate;
    if (!c || c === text) continue;
    base ??= slor(text);
    if (base - slor(c) <= MAX_FLUENCY_DROP) return c;
  }
  return null;
}
