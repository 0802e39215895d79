import { UNK_ID } from '@margin/shared/lm/model';
import compromise from 'compromise';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type WinkMethods } from 'wink-nlp';
import { languageModel } from '../lm';
import { compromiseVerbs, verbForms } from './verbs';

/** One token of a sentence as the rule modules see it. */
export interface Tok {
  /** The text as written ("ca" of "can't"). */
  text: string;
  /** Lower-cased normal form ("can", "not"). */
  norm: string;
  /** Universal POS tag (NOUN, VERB, AUX, PRON, ...). */
  pos: string;
  lemma: string;
  /** Whitespace before the token. */
  pre: string;
}

let nlp: WinkMethods | undefined;

/** wink-nlp with its English model, loaded on first use (~100 ms). */
function engine(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

/** The text split into sentences of tokens. */
export function sentences(text: string): Tok[][] {
  const its = engine().its;
  const out: Tok[][] = [];
  engine()
    .readDoc(text)
    .sentences()
    .each((s: ItemSentence) => {
      const t = s.tokens();
      const texts = t.out() as string[];
      const norms = t.out(its.normal) as string[];
      const pos = t.out(its.pos) as string[];
      // The typings declare lemma with an extra parameter; at run time it is an ordinary `its` function.
      const lemmas = t.out(its.lemma as unknown as typeof its.pos) as string[];
      const pre = t.out(its.precedingSpaces) as string[];
      const toks = texts.map((text, i) => ({
        text,
        norm: norms[i],
        pos: pos[i],
        lemma: lemmas[i],
        pre: pre[i],
      }));
      // wink starts a sentence after a blank line with the line breaks as a SPACE token: dropped, so the
      // first word is the sentence's first token (rules capitalise what they move there).
      // A blank line or a line break before the sentence is a real boundary (kept apart below).
      const spaced = toks[0]?.pos === 'SPACE';
      while (toks.length > 1 && toks[0].pos === 'SPACE') toks.shift();
      // "his MatthewEbel.net site": a full stop with no space after it ends no sentence (a web
      // address, a file name); rules had rejoined the halves as "MatthewEbel. Net site".
      const previous = out.at(-1);
      if (
        previous &&
        !spaced &&
        toks[0]?.pre === '' &&
        /^[.!?]$/.test(previous.at(-1)?.text ?? '') &&
        toks[0].pos !== 'SPACE'
      ) {
        out[out.length - 1] = repair(joinHyphenated([...previous, ...toks]));
        return;
      }
      out.push(repair(joinHyphenated(toks)));
    });
  return out;
}

const WORD = /^[\p{L}\p{N}]+$/u;

/**
 * One token for each hyphenated compound ("part-time", "state-of-the-art", "co-founder"), which wink
 * splits at every hyphen: rules that move phrases must never cut one apart ("All part are affected by
 * the new policy -time staff"). The compound is an adjective before a noun, else it takes its last
 * part's tag and lemma ("co-founders" → "co-founder").
 */
function joinHyphenated(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    let j = i;
    while (
      WORD.test(toks[j].text) &&
      toks[j + 1]?.text === '-' &&
      toks[j + 1].pre === '' &&
      toks[j + 2] &&
      toks[j + 2].pre === '' &&
      WORD.test(toks[j + 2].text)
    )
      j += 2;
    if (j === i) {
      out.push(toks[i]);
      continue;
    }
    const parts = toks.slice(i, j + 1);
    const last = parts[parts.length - 1];
    const head = parts
      .slice(0, -1)
      .map((t) => t.text)
      .join('');
    const next = toks[j + 1];
    out.push({
      text: parts.map((t) => t.text).join(''),
      norm: parts.map((t) => t.norm).join(''),
      pos: next && /^(?:NOUN|PROPN)$/.test(next.pos) && next.pre !== '' ? 'ADJ' : last.pos,
      lemma: `${head.toLowerCase()}${last.lemma}`,
      pre: toks[i].pre,
    });
    i = j;
  }
  return out;
}

const BE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "'m", "'re"]);
const HAVE = new Set(['has', 'have', 'had', "'ve"]);
const SUBJECT_POS = new Set(['NOUN', 'PRON', 'PROPN']);

/** The lemma of a past form, from compromise ("chased" → "chase"). */
function pastLemma(word: string): string {
  const { verb, model: m } = compromiseVerbs();
  return verb.toInfinitive(word, m, 'PastTense');
}

/**
 * Fixes the tagger's commonest slips that the rules depend on: forms of "be"/"have" get their lemma,
 * and an -ed word after an auxiliary or between a subject and an object is a verb ("The dog chased
 * the cats", where the light model says NOUN).
 */
/**
 * A sentence's last word with the full stop on it ("filled in.", "moved on."): the tokenizer reads
 * "in.", "no.", "fig." as abbreviations wherever they stand, but at the very end of a sentence a
 * particle or preposition before its full stop is far likelier; split off, the stop ends the sentence
 * (it had become the object: "in. was filled by…").
 */
function finalStop(toks: Tok[]): Tok[] {
  const last = toks.at(-1);
  const m =
    last &&
    /^(in|on|up|out|off|down|over|back|away|through|around|about|along|by|to|for|with|at|no)\.$/i.exec(
      last.text,
    );
  if (!last || !m || toks.length < 3) return toks;
  const word = m[1];
  const lower = word.toLowerCase();
  const pos = /^(?:no)$/.test(lower) ? 'DET' : 'ADP';
  return [
    ...toks.slice(0, -1),
    { text: word, norm: lower, pos, lemma: lower, pre: last.pre },
    { text: '.', norm: '.', pos: 'PUNCT', lemma: '.', pre: '' },
  ];
}

function repair(written: Tok[]): Tok[] {
  const toks = finalStop(written);
  toks.forEach((t, i) => {
    if (BE.has(t.norm) && (t.pos === 'AUX' || t.pos === 'VERB')) t.lemma = 'be';
    else if (HAVE.has(t.norm) && (t.pos === 'AUX' || t.pos === 'VERB')) t.lemma = 'have';
    // "analysed" has the lemma "analyze": keep the writer's -ise/-yse spelling in what is rebuilt.
    const stem = t.lemma.match(/^(.+[iy])ze$/);
    if (stem && t.text.toLowerCase().startsWith(`${stem[1]}s`)) t.lemma = `${stem[1]}se`;
    const prev = toks[i - 1];
    const next = toks[i + 1];
    if (t.pos !== 'VERB' && /^[a-z]+(?:ed|en)$/.test(t.norm) && prev) {
      const afterAux =
        prev.pos === 'AUX' &&
        (prev.lemma === 'be' || prev.lemma === 'have' || BE.has(prev.norm) || HAVE.has(prev.norm));
      const betweenPhrases =
        t.norm.endsWith('ed') &&
        SUBJECT_POS.has(prev.pos) &&
        (!next || /^(?:DET|PRON|PROPN|NUM|ADP|PUNCT)$/.test(next.pos));
      if ((afterAux && next?.norm === 'by') || (afterAux && t.pos === 'NOUN') || betweenPhrases) {
        t.pos = 'VERB';
        if (t.lemma === t.norm) t.lemma = pastLemma(t.norm);
      }
    }
    // "has been reset by", "was being cut": a participle that is also its base form ("reset", "cut",
    // "put") after "been"/"being", or after "be" before "by", is the verb, not a noun.
    if (
      (t.pos === 'NOUN' || t.pos === 'ADJ') &&
      /^[a-z]+$/.test(t.norm) &&
      prev &&
      (/^(?:been|being)$/.test(prev.norm) || (BE.has(prev.norm) && next?.norm === 'by')) &&
      verbForms(t.norm).pp === t.norm
    ) {
      t.pos = 'VERB';
      t.lemma = t.norm;
    }
    // "The dog bit the postman": an irregular past form between a subject and an object is the verb.
    if (
      (t.pos === 'NOUN' || t.pos === 'ADJ') &&
      /^[a-z]+$/.test(t.norm) &&
      prev &&
      SUBJECT_POS.has(prev.pos) &&
      next &&
      /^(?:DET|PRON|PROPN|NUM)$/.test(next.pos)
    ) {
      const lemma = pastLemma(t.norm);
      if (lemma !== t.norm && verbForms(lemma).past === t.norm) {
        t.pos = 'VERB';
        t.lemma = lemma;
      }
    }
    // "My sister lives in Paris": a plural-looking noun right after a subject and before a
    // preposition or object is the verb.
    const before = toks[i - 2];
    if (
      t.pos === 'NOUN' &&
      /^[a-z]+s$/.test(t.norm) &&
      prev &&
      ((prev.pos === 'NOUN' && (!before || /^(?:DET|PRON)$/.test(before.pos))) ||
        /^(?:he|she|it|PROPN)$/.test(prev.norm) ||
        prev.pos === 'PROPN') &&
      next &&
      /^(?:ADP|DET|ADV|NUM)$/.test(next.pos)
    ) {
      const stem = t.norm
        .replace(/ies$/, 'y')
        .replace(/(?:ss|sh|ch|x|o)es$/, (m) => m.slice(0, -2))
        .replace(/s$/, '');
      t.pos = 'VERB';
      t.lemma = stem;
    }
  });
  return toks;
}

/** Tokens for one sentence the caller already knows is a sentence. */
export function tokens(sentence: string): Tok[] {
  return sentences(sentence).flat();
}

/** Joins words into a sentence: single spaces, none before punctuation or clitics. */
export function joinWords(words: string[]): string {
  let out = '';
  for (const w of words) {
    if (!w) continue;
    const attach =
      /^(?:[.,!?;:%)\]}]|'s|'re|'ve|'ll|'d|'m|n't|’s)$/i.test(w) ||
      out === '' ||
      (/[([{$“"]$/.test(out) && !/\s$/.test(out));
    out += (attach && out !== '' && !/[([{“]$/.test(out) ? '' : out === '' ? '' : ' ') + w;
  }
  return out.replace(/\s+([.,!?;:])/g, '$1');
}

/** The sentence as written, from its tokens. */
export function surface(toks: Tok[]): string {
  return toks
    .map((t, i) => (i === 0 ? '' : t.pre) + t.text)
    .join('')
    .trim();
}

/** Upper-cases the first letter. */
export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Months and days keep their capital ("May sales"; compromise lists "may" as a modal). */
const CALENDAR =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
const NAME_TAG = /Name|Person|Place|City|Country|Region|Organization|ProperNoun|Acronym|Date|Month|WeekDay/;

/**
 * Whether a capitalised word the tagger called a name is an ordinary word at the start of a sentence
 * ("Customer complaints", "Sales rose"): compromise's lexicon knows its lower-case form, and not as a
 * name or a date; or, for a word it does not list ("sales"), the language model has seen the
 * lower-case form at least ten times as often as the capitalised one ("Smith" stays).
 */
/**
 * Whether a capitalised word the tagger read as a common noun is written capitalised more often than
 * not in the language model's text (or is unknown in lower case): a name ("Priya"), not "Management".
 */
function readsAsName(word: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  try {
    const lm = languageModel();
    const lower = word.toLowerCase();
    if (lm.id(lower) === UNK_ID) return lm.id(word) !== UNK_ID;
    return lm.id(word) !== UNK_ID && lm.logProb([], word) > lm.logProb([], lower);
  } catch {
    return false;
  }
}

function isCommonWord(word: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word) || CALENDAR.test(word)) return false;
  const tags = (
    compromise.world() as unknown as { model: { one: { lexicon: Record<string, string | string[]> } } }
  ).model.one.lexicon[word.toLowerCase()];
  if (tags) return ![tags].flat().some((t) => NAME_TAG.test(t));
  try {
    const lm = languageModel();
    const lower = word.toLowerCase();
    if (lm.id(lower) === UNK_ID) return false;
    const capitalised = lm.id(word) === UNK_ID ? -Infinity : lm.logProb([], word);
    return lm.logProb([], lower) - capitalised >= Math.log(10);
  } catch {
    return false;
  }
}

/** Lower-cases the first letter unless the word is a name, "I" or an acronym. */
export function decapitalize(s: string, firstTok?: Tok): string {
  if (!s) return s;
  const first = s.split(/\s/)[0];
  if (firstTok && firstTok.norm === 'i') return s;
  // A title before a name keeps its capital wherever it goes ("by Mr Mubarak", not "by mr Mubarak").
  if (/^(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sir|Dame|Lord|Lady|St)\.?$/.test(first)) return s;
  // A name the tagger read as a noun at the start of a sentence ("Priya was named chair") is told
  // apart by the language model's counts: its lower-case form is unknown or far rarer.
  if (firstTok && firstTok.pos === 'PROPN' && !isCommonWord(firstTok.text)) return s;
  // "Washington State", "Priya": a name the model writes capitalised more often than not keeps its
  // capital even when the tagger's lexicon also lists it as a word.
  // So does a nationality or a people ("Arab expatriates", "French wines"), tagged as an adjective.
  if (firstTok && /^(?:PROPN|NOUN|ADJ)$/.test(firstTok.pos) && readsAsName(firstTok.text)) return s;
  if (/^[A-Z]{2,}/.test(first) || first === 'I' || /^I'/.test(first) || CALENDAR.test(first)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Possessive determiners, which the tagger reads as pronouns ("Our/PRON legal team"). */
export const POSSESSIVE = /^(?:my|your|his|her|its|our|their)$/;

/** Character offsets in `text` where a token the tagger calls a verb starts. */
export function verbOffsets(text: string): Set<number> {
  const out = new Set<number>();
  let cursor = 0;
  for (const toks of sentences(text)) {
    toks.forEach((t, i) => {
      const at = text.indexOf(t.text, cursor);
      if (at < 0) return;
      // A capitalised imperative ("Check the numbers") is often tagged as a name.
      const imperative =
        i === 0 && /^(?:PROPN|NOUN)$/.test(t.pos) && /^(?:DET|PRON|NUM|ADJ)$/.test(toks[1]?.pos ?? '');
      // "the new hires", "our plans": after a determiner, adjective or possessive it is a noun.
      // Back over up to two adjectives or adverbs ("the new hires", where "new" may be tagged ADV).
      let b = i - 1;
      while (b > i - 3 && b >= 0 && /^(?:ADJ|ADV)$/.test(toks[b].pos)) b--;
      const prev = toks[b];
      const opensNounPhrase = (tok: Tok | undefined) =>
        tok !== undefined &&
        ((/^(?:DET|NUM)$/.test(tok.pos) && tok.norm !== 'that') || POSSESSIVE.test(tok.norm));
      // "submit their expense reports", "to the team leads": after a determiner and a noun, inside an
      // object (a verb or preposition before the determiner), it is the head of a compound noun. A
      // subject ("The manager reports to…") has no verb or preposition before it and stays a verb.
      const compoundHead =
        toks[i - 1]?.pos === 'NOUN' &&
        opensNounPhrase(toks[i - 2]) &&
        /^(?:VERB|ADP)$/.test(toks[i - 3]?.pos ?? '');
      // "The software update fixed…", "the team leads meet…": after a determiner and a noun, and before
      // the clause's verb, it heads the subject's compound noun.
      const subjectHead =
        toks[i - 1]?.pos === 'NOUN' &&
        opensNounPhrase(toks[i - 2]) &&
        /^(?:VERB|AUX)$/.test(toks[i + 1]?.pos ?? '');
      const nominal = opensNounPhrase(prev) || toks[i - 1]?.pos === 'ADJ' || compoundHead || subjectHead;
      if ((t.pos === 'VERB' && !nominal) || imperative) out.add(at);
      cursor = at + t.text.length;
    });
  }
  return out;
}

/**
 * "a" or "an" for the word after the article, by its sound (vowel letters that sound as consonants —
 * "a unit", "a one-off", "a user" — and a silent h — "an hour", "an honest" — aside), cased as the
 * `written` article was ("A"/"An" at a sentence start).
 */
export function articleBefore(word: string, written = 'a'): string {
  const vowel =
    /^(?:[aeio]|u(?!n[iu]|s[eu]|ti)|hour|honest|honou?r|heir)/i.test(word) && !/^one\b/i.test(word);
  const a = vowel ? 'an' : 'a';
  return written[0] === 'A' ? a.charAt(0).toUpperCase() + a.slice(1) : a;
}

/**
 * The words of a sentence up to (not including) its final mark, as a pattern source for the `u` flag:
 * a full stop inside an abbreviation ("3 p.m. slot", "the U.S. office", "e.g. this") does not end it.
 * The "Please … ." patterns had read "p." as the end ("Can you let me know whether the 3 p?m. slot…").
 */
export const SENTENCE_BODY = String.raw`(?:[^.!?]|\.(?=[^\s.])|(?<=(?:^|[^\p{L}])\p{L}\.\p{L})\.(?=\s+[\p{Ll}\d])|(?<=\b(?:Dr|Mr|Mrs|Ms|Prof|St|Mt|Rev|Gen|Capt|Sgt|Lt|Col|No|vs|Fig|Vol|Dept))\.(?=\s))*`;

/** Whether a sentence's words end on an abbreviation ("p.m", "U.S"), whose full stop a new end mark keeps ("p.m.?"). */
export const endsOnAbbreviation = (words: string) => /(?:^|[^\p{L}])\p{L}\.\p{L}$/u.test(words);
