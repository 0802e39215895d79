import compromise from 'compromise';
import { surface, type Tok } from './nlp';
import { type Agreement, agreementOf, compromiseVerbs, verbForms } from './verbs';

/** Time reference of a verb group. */
export type Time = 'past' | 'present' | 'future';

/** The tense and voice of a verb group, independent of its words. */
export interface Aspect {
  time: Time;
  perfect: boolean;
  continuous: boolean;
  passive: boolean;
  /** can, could, must, should, would, may, might, shall: kept as written. */
  modal?: string;
}

/** A finite verb group found in a sentence. */
export interface VerbGroup {
  /** Token range [start, end) of the group (auxiliaries, negation, inner adverbs, main verb). */
  start: number;
  end: number;
  /** Index of the main verb (the last auxiliary when "be"/"have" is the main verb). */
  main: number;
  lemma: string;
  aspect: Aspect;
  negated: boolean;
  /** The negation was contracted ("doesn't"). */
  contracted: boolean;
  /** Adverbs inside the group ("has always been"), in order. */
  adverbs: string[];
  /** Token range of its subject, when found before it. */
  subject?: [number, number];
  agreement: Agreement;
}

const MODALS = new Set(['can', 'could', 'may', 'might', 'must', 'shall', 'should', 'would', 'ought']);
const NP_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM']);
/** Words the tagger calls AUX that are not auxiliaries here. */
const NOT_AUX = new Set(['to']);

/** Adverbs of degree: the -ing or -ed word after them is an adjective ("were very encouraging"). */
const DEGREE =
  /^(?:very|so|too|extremely|quite|really|highly|most|more|less|least|rather|fairly|pretty|increasingly|incredibly|particularly|especially|deeply|truly)$/;

function isAux(t: Tok): boolean {
  if (NOT_AUX.has(t.norm)) return false;
  if (t.pos === 'AUX') return true;
  return t.pos === 'VERB' && /^(?:be|have|do|will)$/.test(t.lemma) && t.norm !== 'doing';
}

function isNeg(t: Tok): boolean {
  return t.norm === 'not' || t.text.toLowerCase() === "n't" || t.text === 'n’t';
}

/** Whether a written form is the participle (and not also the past) of its lemma: "written", "eaten". */
function isParticipleOnly(t: Tok): boolean {
  const f = verbForms(t.lemma);
  return t.norm === f.pp && t.norm !== f.past;
}

/** The noun phrase ending just before `end` (skipping nothing), as a token range, or undefined. */
export function phraseBefore(toks: Tok[], end: number): [number, number] | undefined {
  let i = end - 1;
  while (i >= 0 && toks[i].pos === 'ADV') i--;
  const last = i;
  if (last < 0 || /^(?:CCONJ|SCONJ|ADP|PUNCT|VERB|AUX|PART)$/.test(toks[last].pos)) return undefined;
  while (i >= 0) {
    const t = toks[i];
    const joinsNouns = (t.norm === 'and' || t.norm === 'of' || t.norm === "'s" || t.norm === ',') && i > 0;
    if (
      NP_POS.has(t.pos) ||
      t.text === "'s" ||
      (joinsNouns && t.norm !== ',') ||
      (t.pos === 'PART' && t.text === "'s")
    ) {
      if (/^(?:who|which|that)$/.test(t.norm) && t.pos === 'PRON' && i < last) break;
      i--;
      continue;
    }
    // "the hiring committee": an -ing word between a determiner and the head noun modifies it.
    if (t.pos === 'VERB' && t.norm.endsWith('ing') && i < last && toks[i - 1]?.pos === 'DET') {
      i--;
      continue;
    }
    break;
  }
  let start = i + 1;
  if (start > last) return undefined;
  // "…likes apples and she…": a phrase right after a verb is that verb's object, not part of this subject.
  const prev = toks[start - 1];
  if (prev && (prev.pos === 'VERB' || prev.pos === 'AUX' || prev.pos === 'ADP')) {
    for (let k = last; k >= start; k--) {
      if (toks[k].norm === 'and') {
        start = k + 1;
        break;
      }
    }
  }
  // A phrase cannot start with a linking word.
  let s = start;
  while (s <= last && /^(?:and|of|'s)$/.test(toks[s].norm)) s++;
  return s <= last ? [s, last + 1] : undefined;
}

/** Reads the aspect of the auxiliary chain + main verb. */
function aspectOf(auxes: Tok[], main: Tok | undefined): Aspect {
  const a: Aspect = { time: 'present', perfect: false, continuous: false, passive: false };
  const chain = [...auxes, ...(main ? [main] : [])];
  let k = 0;
  const first = chain[0];
  if (MODALS.has(first.norm) || (first.norm === "'d" && chain[1] && chain[1].norm !== 'better')) {
    a.modal = first.norm === "'d" ? 'would' : first.norm;
    k = 1;
  } else if (first.norm === 'will' || first.norm === 'shall' || first.norm === "'ll") {
    a.time = 'future';
    k = 1;
  }
  const finite = k === 0;
  for (; k < chain.length; k++) {
    const t = chain[k];
    const isMain = k === chain.length - 1;
    if (t.lemma === 'have' && !isMain) {
      a.perfect = true;
      if (finite && k === 0 && /^(?:had|'d)$/.test(t.norm)) a.time = 'past';
    } else if (t.lemma === 'be' && !isMain) {
      if (finite && k === 0 && /^(?:was|were)$/.test(t.norm)) a.time = 'past';
      const next = chain[k + 1];
      if (next?.norm.endsWith('ing') && next.lemma !== 'be') a.continuous = true;
      else if (next && next.lemma === 'be' && next.norm === 'being') a.continuous = true;
      else if (next) a.passive = true;
    } else if (t.lemma === 'do' && !isMain) {
      if (finite && k === 0 && t.norm === 'did') a.time = 'past';
    } else if (isMain && finite && k === 0) {
      const f = verbForms(t.lemma);
      if (t.lemma === 'be') a.time = /^(?:was|were)$/.test(t.norm) ? 'past' : 'present';
      else if (t.norm === f.past && t.norm !== f.base && t.norm !== f.s) a.time = 'past';
    }
  }
  return a;
}

/**
 * The finite verb groups of a sentence, in order, with their subjects' agreement. Modal groups are
 * included (with `aspect.modal`); non-finite verbs (to-infinitives, gerunds, participles used as
 * adjectives) are not.
 */
export function verbGroups(toks: Tok[]): VerbGroup[] {
  const groups: VerbGroup[] = [];
  let i = 0;
  while (i < toks.length) {
    const t = toks[i];
    const prev = toks[i - 1];
    const startsGroup =
      isAux(t) ||
      (t.pos === 'VERB' &&
        !t.norm.endsWith('ing') &&
        !isParticipleOnly(t) &&
        prev !== undefined &&
        !/^(?:to|the|a|an)$/.test(prev.norm) &&
        prev.pos !== 'ADP' &&
        prev.pos !== 'DET');
    if (!startsGroup || (prev && prev.norm === 'to')) {
      i++;
      continue;
    }
    const start = i;
    const auxes: Tok[] = [];
    const adverbs: string[] = [];
    let negated = false;
    let contracted = false;
    let j = i;
    while (j < toks.length) {
      const u = toks[j];
      if (isAux(u) && !(auxes.length > 0 && u.pos === 'VERB' && u.lemma === 'have' && !toks[j + 1])) {
        auxes.push(u);
      } else if (isNeg(u) && auxes.length > 0) {
        negated = true;
        contracted ||= u.text.toLowerCase() !== 'not';
      } else if (
        u.pos === 'ADV' &&
        !DEGREE.test(u.norm) &&
        auxes.length > 0 &&
        toks[j + 1] &&
        (isAux(toks[j + 1]) || toks[j + 1].pos === 'VERB' || isNeg(toks[j + 1]))
      ) {
        adverbs.push(u.text);
      } else break;
      j++;
    }
    const hadAux = auxes.length > 0;
    let main: number;
    if (j < toks.length && toks[j].pos === 'VERB' && auxes.length > 0) {
      main = j;
      j++;
    } else if (auxes.length > 0) {
      // "be", "have" or "do" is the main verb ("She is happy", "They have a car").
      let last = j - 1;
      while (last > start && !isAux(toks[last])) last--;
      main = last;
      const mainTok = toks[main];
      if (MODALS.has(mainTok.norm) || mainTok.norm === 'will' || mainTok.norm === "'ll") {
        i = j;
        continue; // an elliptical "She will." has no verb to work with
      }
      auxes.pop();
      // Elliptical "she doesn't (either)": "do" standing in for a verb phrase has nothing to conjugate.
      if (mainTok.lemma === 'do' && !(toks[j] && NP_POS.has(toks[j].pos) && toks[j].pos !== 'ADJ')) {
        i = j;
        continue;
      }
    } else {
      main = j;
      j++;
    }
    const mainTok = toks[main];
    const aspect = aspectOf(auxes, mainTok);
    // Subject: the phrase before the group; after "and"/"but" or a relative pronoun, the previous one.
    let subject = phraseBefore(toks, start);
    let agreement: Agreement = '3sg';
    const before = toks[start - 1];
    if (subject && /^(?:who|which|that)$/.test(toks[subject[0]].norm) && subject[1] - subject[0] === 1) {
      const antecedent = phraseBefore(toks, subject[0] - (toks[subject[0] - 1]?.norm === ',' ? 1 : 0));
      agreement = antecedent ? agreementOf(toks.slice(antecedent[0], antecedent[1])) : '3sg';
    } else if (subject) {
      const np = toks.slice(subject[0], subject[1]);
      agreement = np.length === 1 && np[0].norm === 'there' ? thereAgreement(toks, j) : agreementOf(np);
      // "Our partners in Asia handle": the head of a subject is before its prepositional phrase.
      const head = toks[subject[0] - 1]?.pos === 'ADP' ? phraseBefore(toks, subject[0] - 1) : undefined;
      if (head && (head[0] === 0 || BOUNDARY.test(toks[head[0] - 1].pos)))
        agreement = agreementOf(toks.slice(head[0], head[1]));
    } else if (before && /^(?:and|but|or|then)$/.test(before.norm) && groups.length > 0) {
      agreement = groups[groups.length - 1].agreement;
      subject = groups[groups.length - 1].subject;
    } else if (!hadAux) {
      i = j;
      continue; // a bare verb with no subject: an imperative or a tagging slip
    }
    groups.push({
      start,
      end: j,
      main,
      lemma: mainTok.lemma,
      aspect,
      negated,
      contracted,
      adverbs,
      subject,
      agreement,
    });
    i = j;
  }
  return groups;
}

/** "There is a cat" / "There are cats": agreement comes from the phrase after the verb. */
function thereAgreement(toks: Tok[], from: number): Agreement {
  let k = from;
  const np: Tok[] = [];
  while (k < toks.length && (NP_POS.has(toks[k].pos) || toks[k].norm === 'and')) np.push(toks[k++]);
  return np.length ? agreementOf(np) : '3sg';
}

/** Tokens that end the clause before them: a verb after one of these may have a subject of its own. */
const BOUNDARY = /^(?:CCONJ|SCONJ|PUNCT)$/;
const POSSESSIVE = /^(?:my|your|his|her|its|our|their)$/;
const FUTURE_OR_MODAL = new Set([...MODALS, 'will', "'ll", 'wo']);

/** Verbs that take a clause as their object ("we think the plan works", "the data shows sales rose"). */
export const CLAUSE_TAKING =
  /^(?:announce|confirm|say|tell|report|show|note|state|explain|know|think|believe|find|expect|understand|agree|suggest|indicate|mention|inform|remind|hope|feel|suppose|guess|assume|realise|realize|notice|ensure|recommend|mean|fear|doubt|predict|estimate|claim|argue|insist|promise|decide|learn|discover|reckon|wish|hear|see|prove|reveal|admit|acknowledge|stress|emphasise|emphasize|warn|assure|demonstrate|add|reply|respond|propose|request|require|ask)$/;

/** compromise's tags for each token, matched by character offset (empty where the tokenisers differ). */
export function secondReading(toks: Tok[]): Set<string>[] {
  const starts: number[] = [];
  let at = 0;
  toks.forEach((t, i) => {
    if (i > 0) at += t.pre.length;
    starts.push(at);
    at += t.text.length;
  });
  const byStart = new Map<number, { length: number; tags: string[] }>();
  const doc = compromise(surface(toks)).json({ offset: true }) as {
    terms: { offset: { start: number; length: number }; tags: string[] }[];
  }[];
  for (const s of doc)
    for (const t of s.terms) byStart.set(t.offset.start, { length: t.offset.length, tags: t.tags });
  return toks.map((t, i) => {
    const r = byStart.get(starts[i]);
    return new Set(r && r.length >= t.text.length ? r.tags : []);
  });
}

/** Whether a finite verb comes later in the same clause (up to the next boundary word). */
function verbLaterInClause(toks: Tok[], i: number, tags: Set<string>[]): boolean {
  for (let k = i + 1; k < toks.length; k++) {
    const t = toks[k];
    if (BOUNDARY.test(t.pos) || /^(?:that|which|who)$/.test(t.norm)) return false;
    if (t.pos === 'AUX' || (t.pos === 'VERB' && tags[k].has('Verb') && !tags[k].has('Gerund'))) return true;
  }
  return false;
}

/** Whether a present verb needing a plural subject ("look", "are") comes later in the same clause. */
function pluralVerbLater(toks: Tok[], i: number): boolean {
  for (let k = i + 1; k < toks.length; k++) {
    const t = toks[k];
    if (BOUNDARY.test(t.pos) || /^(?:that|which|who)$/.test(t.norm)) return false;
    if (t.pos === 'VERB' || t.pos === 'AUX') {
      const before = toks[k - 1];
      return (
        /^(?:are|were|have|do)$/.test(t.norm) ||
        (t.pos === 'VERB' &&
          t.norm === t.lemma &&
          before.norm !== 'to' &&
          !(MODALS.has(before.norm) && before.pos === 'AUX'))
      );
    }
  }
  return false;
}

/** Whether a verb or auxiliary comes earlier in the same clause (back to the last boundary word). */
function verbEarlierInClause(toks: Tok[], i: number): boolean {
  return earlierVerb(toks, i) >= 0;
}

/**
 * The verb or auxiliary earlier in the same clause (back to the last boundary word), or -1. A verb
 * taking a clause with words between it and `i` starts a new clause ("we hope the layout suits").
 */
function earlierVerb(toks: Tok[], i: number): number {
  for (let k = i - 1; k >= 0; k--) {
    const t = toks[k];
    if (BOUNDARY.test(t.pos) || /^(?:that|which|who)$/.test(t.norm)) return -1;
    if ((t.pos === 'VERB' || t.pos === 'AUX') && t.norm !== 'to')
      return t.pos === 'VERB' && CLAUSE_TAKING.test(t.lemma) && k < i - 1 ? -1 : k;
  }
  return -1;
}

const CLITIC_LEMMA: Record<string, string> = {
  "'m": 'be',
  "'re": 'be',
  "'ve": 'have',
  "'ll": 'will',
  "'d": 'would',
};

/** A pronoun and its clitic the tokenizer left as one word ("I'm" at a sentence start) as two tokens. */
function splitClitic(t: Tok): Tok[] {
  const m = t.text.match(/^(I|you|we|they|he|she|it)(['’](?:m|re|ve|ll|d))$/i);
  if (!m) return [{ ...t }];
  const clitic = m[2].replace('’', "'").toLowerCase();
  return [
    { text: m[1], norm: m[1].toLowerCase(), pos: 'PRON', lemma: m[1].toLowerCase(), pre: t.pre },
    { text: m[2], norm: clitic, pos: 'AUX', lemma: CLITIC_LEMMA[clitic], pre: '' },
  ];
}

/**
 * The sentence's tokens with the light tagger's verb/noun slips corrected where compromise reads the
 * word the other way and the position decides between them: "The warehouse ships most orders" (a verb
 * after its subject, not a plural noun), "will present its findings" (a verb after "will"), "the
 * product launch attracted" and "manages the procurement process" (nouns inside a noun phrase), and a
 * sentence-initial plural read as a name ("Customers can …"). The input tokens are not changed.
 */
export function retagVerbs(toks: Tok[]): Tok[] {
  const out = toks.flatMap(splitClitic);
  const tags = secondReading(out);
  const { verb, model } = compromiseVerbs();
  const finiteReading = (k: number) =>
    tags[k]?.has('Verb') &&
    (tags[k].has('PresentTense') || tags[k].has('PastTense')) &&
    !tags[k].has('Gerund') &&
    !tags[k].has('Auxiliary');
  out.forEach((t, i) => {
    const tg = tags[i];
    const prev = out[i - 1];
    const next = out[i + 1];
    if (
      i === 0 &&
      t.pos === 'PROPN' &&
      tg.has('Noun') &&
      !tg.has('ProperNoun') &&
      /^\p{Lu}\p{Ll}+$/u.test(t.text)
    ) {
      t.pos = 'NOUN';
      if (tg.has('Plural')) t.lemma = compromise(t.norm).nouns().toSingular().text() || t.lemma;
      return;
    }
    // "It's been", "she's finished": a contracted "has" before a participle.
    if (
      /^['’]s$/.test(t.text) &&
      next &&
      (next.norm === 'been' || (next.pos === 'VERB' && isParticipleOnly(next)))
    ) {
      t.lemma = 'have';
      return;
    }
    if (!/^[a-z]+$/.test(t.norm)) return;
    // After "will" or a modal, a word compromise reads as a verb is the main verb ("will present its findings").
    if (
      /^(?:NOUN|ADJ)$/.test(t.pos) &&
      prev &&
      FUTURE_OR_MODAL.has(prev.norm) &&
      tg.has('Infinitive') &&
      !tg.has('Adjective')
    ) {
      t.pos = 'VERB';
      t.lemma = t.norm;
      return;
    }
    // A finite verb right after its subject ("The warehouse ships …", "The figures show …").
    if (
      /^(?:NOUN|ADJ)$/.test(t.pos) &&
      finiteReading(i) &&
      prev &&
      (/^(?:NOUN|PROPN)$/.test(prev.pos) || (prev.pos === 'PRON' && !POSSESSIVE.test(prev.norm))) &&
      !verbEarlierInClause(out, i) &&
      !(next && (next.pos === 'VERB' || next.pos === 'AUX' || finiteReading(i + 1)))
    ) {
      const past = tags[i].has('PastTense');
      const lemma = verb.toInfinitive(t.norm, model, past ? 'PastTense' : 'PresentTense') || t.norm;
      const f = verbForms(lemma);
      const subject = phraseBefore(out, i);
      const agreement = subject ? agreementOf(out.slice(subject[0], subject[1])) : undefined;
      // The form must agree with the subject: "ships" after a singular, "show" after a plural.
      const agrees = past
        ? t.norm === f.past
        : t.norm === f.s
          ? agreement === '3sg'
          : t.norm === f.base && agreement !== undefined && agreement !== '3sg';
      if (agrees) {
        t.pos = 'VERB';
        t.lemma = lemma;
      }
      return;
    }
    // A "verb" inside a noun phrase: after a determiner, adjective or noun, where compromise reads a noun
    // and the clause already has its verb (or one follows): "the procurement process", "the product launch attracted".
    const verbBefore = earlierVerb(out, i);
    // "share the access codes": a noun phrase with a determiner after a verb is its object, and a
    // finite verb cannot stand inside it.
    const inObject =
      verbBefore >= 0 &&
      out[verbBefore].pos === 'VERB' &&
      out.slice(verbBefore + 1, i).some((u) => u.pos === 'DET') &&
      out
        .slice(verbBefore + 1, i)
        .every((u) => /^(?:DET|ADJ|NOUN|NUM)$/.test(u.pos) || POSSESSIVE.test(u.norm));
    if (
      t.pos === 'VERB' &&
      prev &&
      /^(?:DET|ADJ|NOUN)$/.test(prev.pos) &&
      (inObject ||
        (tg.has('Noun') && !tg.has('Verb') && (verbBefore >= 0 || verbLaterInClause(out, i, tags))))
    ) {
      t.pos = 'NOUN';
      t.lemma = tg.has('Plural') ? compromise(t.norm).nouns().toSingular().text() || t.norm : t.norm;
      return;
    }
    // "The sales figures for April look …": an -s form after a noun, with a plural verb later in the
    // clause, is the plural head of that verb's subject.
    if (t.pos === 'VERB' && prev?.pos === 'NOUN' && t.norm === verbForms(t.lemma).s && t.norm !== t.lemma) {
      if (pluralVerbLater(out, i)) {
        t.pos = 'NOUN';
        return;
      }
    }
    // A singular noun the tagger lemmatised to another word ("app" → "application") would read as plural.
    if (t.pos === 'NOUN' && tg.has('Singular') && !tg.has('Plural') && t.lemma !== t.norm) t.lemma = t.norm;
  });
  return out;
}
