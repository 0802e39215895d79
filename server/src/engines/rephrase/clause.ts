import type { Tok } from './nlp';
import { hasPastTime } from './tense-time';
import { type Agreement, agreementOf, isCollective, verbForms } from './verbs';

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
  /**
   * The relative clause the group is the verb of, from its "that"/"who"/"which" to the main verb
   * after it ("The team [that built the app] is …"), when one follows.
   */
  relative?: [number, number];
  agreement: Agreement;
}

export const MODALS = new Set(['can', 'could', 'may', 'might', 'must', 'shall', 'should', 'would', 'ought']);
const NP_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM']);
/** Words the tagger calls AUX that are not auxiliaries here. */
const NOT_AUX = new Set(['to']);

/** Adverbs of degree: the -ing or -ed word after them is an adjective ("were very encouraging"). */
const DEGREE =
  /^(?:very|so|too|extremely|quite|really|highly|most|more|less|least|rather|fairly|pretty|increasingly|incredibly|particularly|especially|deeply|truly)$/;

function isAux(t: Tok): boolean {
  if (NOT_AUX.has(t.norm)) return false;
  if (t.pos === 'AUX') return true;
  // "done" is the participle of "do", never an auxiliary ("The work is done by freelancers").
  return t.pos === 'VERB' && /^(?:be|have|do|will)$/.test(t.lemma) && t.norm !== 'doing' && t.norm !== 'done';
}

function isNeg(t: Tok): boolean {
  return t.norm === 'not' || t.text.toLowerCase() === "n't" || t.text === 'n’t';
}

/** Whether a written form is the participle (and not also the past) of its lemma: "written", "eaten". */
export function isParticipleOnly(t: Tok): boolean {
  const f = verbForms(t.lemma);
  return t.norm === f.pp && t.norm !== f.past;
}

/** Determiners that can only open a noun phrase, never continue one. */
const OPENS_PHRASE = /^(?:the|a|an|this|these|those|our|my|your|their|every|each)$/;
/** Personal pronouns in the subject case: a phrase of their own. */
const NOMINATIVE = /^(?:i|we|they|he|she|you)$/;

/**
 * Whether the token is the apostrophe of a plural possessive ("our customers' data", "Galois' paper"):
 * it follows a word ending in "s" and comes before a word of a noun phrase. The tagger calls it
 * punctuation, which cut the phrase there ("Our customers must be protected by us ' personal data").
 */
export function isPluralPossessive(toks: Tok[], k: number): boolean {
  return (
    /^['’]$/.test(toks[k]?.text ?? '') &&
    toks[k].pre === '' &&
    /s$/i.test(toks[k - 1]?.text ?? '') &&
    /^(?:NOUN|PROPN)$/.test(toks[k - 1]?.pos ?? '') &&
    /^(?:ADJ|NOUN|PROPN|NUM)$/.test(toks[k + 1]?.pos ?? '')
  );
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
      isPluralPossessive(toks, i) ||
      (joinsNouns && t.norm !== ',') ||
      (t.pos === 'PART' && t.text === "'s")
    ) {
      if (/^(?:who|which|that)$/.test(t.norm) && t.pos === 'PRON' && i < last) break;
      // "After the meeting the client signed", "Before the audit we checked": a determiner or a subject
      // pronoun right after a noun opens this phrase.
      const opens = OPENS_PHRASE.test(t.norm) || (i === last && t.pos === 'PRON' && NOMINATIVE.test(t.norm));
      // "not sure the client will…", "confident the board will…": an adjective before a determiner
      // ends its own phrase; the determiner opens this one ("such a", "half the" keep theirs).
      const afterAdjective =
        toks[i - 1]?.pos === 'ADJ' && !/^(?:such|half|quite|many|what|rather)$/.test(toks[i - 1].norm);
      if (i > 0 && opens && (/^(?:NOUN|PROPN)$/.test(toks[i - 1].pos) || afterAdjective)) {
        i--;
        break;
      }
      i--;
      continue;
    }
    // "Abandoned buildings and spaces are…", "the damaged items": a participle opening the sentence, or
    // after a determiner, before a noun or adjective modifies it; read as a verb, it cut the subject to
    // "spaces" ("Abandoned nature is reclaiming buildings").
    if (
      t.pos === 'VERB' &&
      /(?:ed|en)$/.test(t.norm) &&
      i < last &&
      /^(?:NOUN|ADJ|PROPN)$/.test(toks[i + 1].pos) &&
      (i === 0 || /^(?:DET|ADJ)$/.test(toks[i - 1].pos))
    ) {
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
  // "I ’ll find": a curly apostrophe contracts as a straight one does.
  const straight = (t: Tok) =>
    /^’(?:ll|d|s|ve|re|m)$/.test(t.norm) ? { ...t, norm: t.norm.replace('’', "'") } : t;
  const chain = [...auxes, ...(main ? [main] : [])].map(straight);
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
      // The written form counts too: the normal form of "cancelled" is the American "canceled".
      const past = t.norm === f.past || t.text.toLowerCase() === f.past;
      if (past && t.norm !== f.base && t.norm !== f.s) a.time = 'past';
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
    // "doesn't have access": after "do", "have" is the main verb, never a perfect auxiliary.
    let haveAfterDo = false;
    while (j < toks.length) {
      const u = toks[j];
      if (u.lemma === 'have' && auxes.at(-1)?.lemma === 'do') {
        haveAfterDo = true;
        break;
      }
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
      } else if (
        // "can quickly and accurately process": two adverbs joined by "and"/"or" are one adverbial.
        u.pos === 'ADV' &&
        auxes.length > 0 &&
        /^(?:and|or)$/.test(toks[j + 1]?.norm ?? '') &&
        toks[j + 2]?.pos === 'ADV' &&
        toks[j + 3]?.pos === 'VERB'
      ) {
        adverbs.push(u.text, toks[j + 1].text, toks[j + 2].text);
        j += 2;
      } else break;
      j++;
    }
    const hadAux = auxes.length > 0;
    let main: number;
    if (haveAfterDo || (j < toks.length && toks[j].pos === 'VERB' && auxes.length > 0)) {
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
      // The head opens the clause: at the start, after a boundary, or as the subject of a clause after
      // an adjective or a verb that takes one ("I'm not sure the figures in the report are…", "we
      // think the figures in the report are…").
      const opener = head && head[0] > 0 ? toks[head[0] - 1] : undefined;
      if (
        head &&
        (!opener ||
          BOUNDARY.test(opener.pos) ||
          opener.pos === 'ADJ' ||
          (opener.pos === 'VERB' && CLAUSE_TAKING.test(opener.lemma)))
      )
        agreement = agreementOf(toks.slice(head[0], head[1]));
    } else if (before && /^(?:and|but|or|then)$/.test(before.norm) && groups.length > 0) {
      agreement = groups[groups.length - 1].agreement;
      subject = groups[groups.length - 1].subject;
    } else if (!hadAux && !afterRelative(toks, groups.at(-1), start)) {
      i = j;
      continue; // a bare verb with no subject: an imperative or a tagging slip
    }
    // "The staff load the trucks": the writer's plural verb says how they count a group noun.
    const f = verbForms(mainTok.lemma);
    if (
      agreement === '3sg' &&
      !hadAux &&
      subject &&
      isCollective(toks[subject[1] - 1].norm) &&
      mainTok.text.toLowerCase() === f.base &&
      f.s !== f.base &&
      f.past !== f.base
    )
      agreement = 'pl';
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
  for (const g of groups) if (unmarkedPast(toks, g, groups)) g.aspect.time = 'past';
  attachRelatives(toks, groups);
  return groups;
}

/**
 * "The team that built the app is working …", "The report that we sent is …": the verb after a
 * relative clause is the main verb, and its subject is the noun before "that", not the end of the
 * relative clause ("the app"). Marks the relative clause's group and gives the main verb its subject.
 */
function attachRelatives(toks: Tok[], groups: VerbGroup[]): void {
  groups.forEach((g, n) => {
    const next = groups[n + 1];
    if (!g.subject || !next) return;
    const relative = relativePronoun(toks, g) ?? nonRestrictivePronoun(toks, g);
    if (relative === undefined) return;
    const r = relative;
    // "The CEO, who joined in March, wants…": between commas, the antecedent ends before the first.
    const betweenCommas = toks[r - 1]?.text === ',';
    const antecedent = phraseBefore(toks, betweenCommas ? r - 1 : r);
    if (!antecedent) return;
    // The main verb follows inside the same stretch of the sentence, with no comma or conjunction —
    // or, after a relative clause between commas, right after its closing comma.
    if (next.subject && next.subject[0] < g.end) return;
    const close = betweenCommas ? toks.findIndex((t, k) => k >= g.end && t.text === ',') : -1;
    const resumes = close >= 0 && continuesTo(toks, g.end, close) && commaBefore(toks, next.start) === close;
    if (betweenCommas ? !resumes : !continuesTo(toks, g.end, next.start)) return;
    g.relative = [r, next.start];
    if (r === g.subject[1] - 1) g.subject = [r, r + 1];
    next.subject = antecedent;
    next.agreement = agreementOf(toks.slice(antecedent[0], antecedent[1]));
  });
}

/**
 * The relative pronoun opening a group's clause after a noun: its subject ("that built"), or before its
 * subject ("that we sent"). phraseBefore reads "The team that" as one phrase.
 */
export function relativePronoun(toks: Tok[], g: VerbGroup): number | undefined {
  if (!g.subject) return undefined;
  const [a, b] = g.subject;
  // "Every memory that once made me smile": adverbs may come between the pronoun and its verb.
  const reaches = toks.slice(b, g.start).every((t) => t.pos === 'ADV');
  const r = RELATIVE.test(toks[b - 1].norm) && reaches ? b - 1 : a - 1;
  const antecedent = toks[r - 1];
  // "Anyone who needs a laptop": an indefinite pronoun takes a relative clause like a noun.
  const nominal =
    /^(?:NOUN|PROPN)$/.test(antecedent?.pos ?? '') ||
    /^(?:anyone|anybody|everyone|everybody|someone|somebody|those)$/.test(antecedent?.norm ?? '');
  return RELATIVE.test(toks[r]?.norm ?? '') && nominal ? r : undefined;
}

const RELATIVE = /^(?:that|which|who)$/;

/** "who"/"which" after a comma opening a group's clause as its subject ("The CEO, who joined …"). */
function nonRestrictivePronoun(toks: Tok[], g: VerbGroup): number | undefined {
  if (!g.subject) return undefined;
  const r = g.subject[1] - 1;
  return /^(?:who|which)$/.test(toks[r]?.norm ?? '') && r === g.start - 1 && toks[r - 1]?.text === ','
    ? r
    : undefined;
}

/** Whether the words from `from` to `to` stay in one clause (no comma, conjunction or auxiliary). */
function continuesTo(toks: Tok[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (BOUNDARY.test(toks[k].pos) || toks[k].pos === 'AUX') return false;
  return true;
}

/** Whether a verb at `start` without a subject of its own follows the relative clause of `prev`. */
function afterRelative(toks: Tok[], prev: VerbGroup | undefined, start: number): boolean {
  if (prev === undefined) return false;
  if (relativePronoun(toks, prev) !== undefined && continuesTo(toks, prev.end, start)) return true;
  // "The CEO, who joined in March, wants…": the verb right after the clause's closing comma.
  const comma = commaBefore(toks, start);
  return nonRestrictivePronoun(toks, prev) !== undefined && comma >= 0 && continuesTo(toks, prev.end, comma);
}

/** The comma before `start`, past any adverbs ("…, still needs"), or -1. */
function commaBefore(toks: Tok[], start: number): number {
  let k = start - 1;
  while (k >= 0 && toks[k].pos === 'ADV') k--;
  return toks[k]?.text === ',' ? k : -1;
}

/**
 * Whether a lone verb whose past is its base form ("put", "set", "cut", "read", "spread") is the past:
 * after a singular subject, whose present would be "puts", or beside a past time or another simple
 * past in the sentence ("We cut the budget last week", "We cut costs and hired two people"). Not when
 * a verb follows it, where it is a noun inside the subject ("The budget cut affects …").
 */
function unmarkedPast(toks: Tok[], g: VerbGroup, groups: VerbGroup[]): boolean {
  if (g.start !== g.main || g.aspect.modal || g.aspect.time !== 'present' || !g.subject) return false;
  const main = toks[g.main];
  const f = verbForms(g.lemma);
  if (main.text.toLowerCase() !== f.base || f.past !== f.base || f.s === f.base) return false;
  if (/^(?:VERB|AUX)$/.test(toks[g.end]?.pos ?? '')) return false;
  if (g.agreement === '3sg') return true;
  const otherPast = groups.some(
    (o) => o !== g && o.start === o.main && o.aspect.time === 'past' && !o.aspect.modal,
  );
  return otherPast || hasPastTime(toks);
}

/** "There is a cat" / "There are cats": agreement comes from the phrase after the verb. */
function thereAgreement(toks: Tok[], from: number): Agreement {
  let k = from;
  const np: Tok[] = [];
  while (k < toks.length && (NP_POS.has(toks[k].pos) || toks[k].norm === 'and')) np.push(toks[k++]);
  return np.length ? agreementOf(np) : '3sg';
}

/** Tokens that end the clause before them: a verb after one of these may have a subject of its own. */
export const BOUNDARY = /^(?:CCONJ|SCONJ|PUNCT)$/;

/** Verbs that take a clause as their object ("we think the plan works", "the data shows sales rose"). */
export const CLAUSE_TAKING =
  /^(?:announce|confirm|say|tell|report|show|note|state|explain|know|think|believe|find|expect|understand|agree|suggest|indicate|mention|inform|remind|hope|feel|suppose|guess|assume|realise|realize|notice|ensure|recommend|mean|fear|doubt|predict|estimate|claim|argue|insist|promise|decide|learn|discover|reckon|wish|hear|see|prove|reveal|admit|acknowledge|stress|emphasise|emphasize|warn|assure|demonstrate|add|reply|respond|propose|request|require|ask|wonder)$/;
