import { languageModel } from '../lm';
import { slor, tidy } from './lexicon';
import { capitalize, sentences, type Tok } from './nlp';
import { verbsOfNoun } from './thesaurus';
import { verbForms } from './verbs';

/** Verbs that carry little meaning of their own before an action noun ("make a decision"). */
const LIGHT = /^(?:make|take|give|hold|conduct|perform|undertake|do|have|carry)$/;
/** "have" is light only before an event said with -ing or -ion ("have a meeting", "have a discussion"). */
const HAVE_EVENT = /(?:ing|ion)$/;
/**
 * Prepositions an action noun takes that its verb may or may not keep ("a decision about" → "decide
 * (about)"); "to" and "for" stay ("a recommendation to the board" is not "recommend the board").
 */
const PREPOSITION = /^(?:about|on|of|with|into|regarding)$/;
/**
 * A verb's forms together must be at least this share as common as its noun (unigram probabilities
 * under the language model) to replace it: "converse" (0.24 of "conversation") is stiffer than the
 * phrase, "decide" (1.9 of "decision") is not.
 */
const MIN_VERB_TO_NOUN = 0.5;

/** How common a verb is in all its forms, against its noun (unigram probabilities). */
function verbToNoun(verb: string, noun: string): number {
  const lm = languageModel();
  const p = (w: string) => Math.exp(lm.logProb([], w));
  const forms = new Set(Object.values(verbForms(verb)));
  return [...forms].reduce((sum, w) => sum + p(w), 0) / p(noun);
}

/** The verb form `t` has ("made" is the past), given as the same form of `lemma` ("decided"). */
function sameForm(t: Tok, lemma: string): string | undefined {
  const own = verbForms(t.lemma);
  const to = verbForms(lemma);
  for (const k of ['base', 's', 'past', 'pp', 'ing'] as const) if (own[k] === t.norm) return to[k];
  return undefined;
}

/** A light verb + "a"/"an" + action noun at `i`: the verb WordNet derives the noun from, inflected, and the span. */
function hiddenVerbAt(toks: Tok[], i: number): { verb: string; end: number } | undefined {
  const t = toks[i];
  if (!LIGHT.test(t.lemma) || !/^(?:VERB|AUX)$/.test(t.pos)) return undefined;
  let det = i + 1;
  if (t.lemma === 'carry') {
    if (toks[det]?.norm !== 'out') return undefined;
    det++;
  }
  if (!/^an?$/.test(toks[det]?.norm ?? '')) return undefined;
  const noun = toks[det + 1];
  if (noun?.pos !== 'NOUN' || noun.norm !== noun.lemma || !/^[a-z]+$/.test(noun.norm)) return undefined;
  if (t.lemma === 'have' && !HAVE_EVENT.test(noun.norm)) return undefined;
  // "a recommendation to the board", "a request for funds": the verb would need an object there.
  if (/^(?:to|for)$/.test(toks[det + 2]?.norm ?? '')) return undefined;
  // The noun spelled like its verb ("a look", "a break", "a question") is no hidden verb.
  const lemma = verbsOfNoun(noun.norm, 3).find(
    (v) => v !== noun.norm && v !== t.lemma && verbToNoun(v, noun.norm) >= MIN_VERB_TO_NOUN,
  );
  const verb = lemma && sameForm(t, lemma);
  return verb ? { verb, end: det + 2 } : undefined;
}

/**
 * Verbs for the nouns that hide them (Federal Plain Language Guidelines, "Don't turn verbs into
 * nouns"): "We need to make a decision about the vendor" → "We need to decide about the vendor",
 * "held a meeting with" → "met with". The verb comes from WordNet's derivational links; whether the
 * noun's preposition stays ("discuss the plan", "meet with the team") is the language model's choice.
 * Null when no sentence has one.
 */
export function hiddenVerbs(text: string): string | null {
  let changed = false;
  const out = sentences(text).map((toks) => {
    for (let i = 0; i < toks.length; i++) {
      const found = hiddenVerbAt(toks, i);
      if (!found) continue;
      const { verb, end } = found;
      const head = toks.slice(0, i).map((t, k) => (k === 0 ? '' : t.pre) + t.text);
      const rest = (from: number) => toks.slice(from).map((t) => t.pre + t.text);
      const lead = i === 0 ? capitalize(verb) : `${toks[i].pre}${verb}`;
      const variants = [[...head, lead, ...rest(end)].join('')];
      if (PREPOSITION.test(toks[end]?.norm ?? '')) variants.push([...head, lead, ...rest(end + 1)].join(''));
      const best = variants.map((v) => tidy(v)).sort((a, b) => slor(b) - slor(a))[0];
      changed = true;
      return best;
    }
    return toks.map((t, k) => (k === 0 ? '' : t.pre) + t.text).join('');
  });
  return changed ? out.join(' ') : null;
}
