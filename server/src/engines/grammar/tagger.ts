import { createRequire } from 'node:module';
import winkNLP, { type ItemSentence } from 'wink-nlp';

/** One token of a tagged sentence, with its UTF-16 range in the tagged text. */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** Universal POS tag (NOUN, VERB, AUX, DET, PRON, ADJ, ADP, PROPN, PUNCT, ...). */
  pos: string;
  lemma: string;
  /** wink's token type: word, punctuation, number, url, email, emoji, symbol, ... */
  type: string;
}

/** A sentence of tokens. */
export interface TaggedSentence {
  tokens: Token[];
  start: number;
  end: number;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

/**
 * wink-nlp with its English model (about 100 MB, 150 ms to load): loaded on first use. The model is
 * required here rather than imported, so that a thread that never tags (the Harper worker of a grammar
 * pair, whose bundle holds this module) does not load it (~19 MB).
 */
function engine(): Nlp {
  nlp ??= winkNLP(createRequire(import.meta.url)('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0]);
  return nlp;
}

/** Splits `text` into sentences of POS-tagged tokens (wink-nlp). */
export function tagText(text: string): TaggedSentence[] {
  const n = engine();
  const its = n.its;
  const doc = n.readDoc(text);
  const sentences: TaggedSentence[] = [];
  let cursor = 0;
  doc.sentences().each((s: ItemSentence) => {
    // Each property read for the sentence's tokens at once: reading them token by token builds an
    // item object per token, which cost about as much as wink's tagging itself.
    const words = s.tokens();
    const values = words.out(its.value);
    const pos = words.out(its.pos);
    const lemmas = words.out(its.lemma as unknown as typeof its.value);
    const types = words.out(its.type);
    const tokens: Token[] = [];
    for (let k = 0; k < values.length; k++) {
      const value = values[k];
      const at = text.indexOf(value, cursor);
      // wink keeps token text verbatim; a token not found nearby is skipped rather than misplaced.
      if (at < 0 || at - cursor > 64) continue;
      cursor = at + value.length;
      tokens.push({
        text: value,
        lower: value.toLowerCase(),
        start: at,
        end: cursor,
        pos: pos[k] ?? 'X',
        lemma: (lemmas[k] ?? value).toLowerCase(),
        type: types[k],
      });
    }
    if (tokens.length > 0)
      sentences.push({ tokens, start: tokens[0].start, end: tokens[tokens.length - 1].end });
  });
  return sentences;
}

/** Whether a verb token is third-person singular present (walks, is, has, does). */
export function isThirdSingular(t: Token): boolean {
  if (t.pos !== 'VERB' && t.pos !== 'AUX') return false;
  if (t.lower === 'is' || t.lower === 'has' || t.lower === 'does' || t.lower === 'was') return true;
  return /[^s']s$/.test(t.lower) && t.lemma !== t.lower;
}

/** Whether a noun token is plural (students, children). */
export function isPluralNoun(t: Token): boolean {
  if (t.pos !== 'NOUN') return false;
  if (IRREGULAR_PLURALS.has(t.lower)) return true;
  return t.lemma !== t.lower && /s$/.test(t.lower) && !/ss$/.test(t.lower);
}

/** Whether a noun token is singular and countable-looking (not plural, not a mass-noun suffix guess). */
export function isSingularNoun(t: Token): boolean {
  return t.pos === 'NOUN' && !isPluralNoun(t) && !/s$/.test(t.lower);
}

const IRREGULAR_PLURALS = new Set([
  'children',
  'people',
  'men',
  'women',
  'feet',
  'teeth',
  'mice',
  'geese',
  'data',
  'criteria',
  'phenomena',
]);
