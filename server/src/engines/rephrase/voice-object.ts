/**
 * What follows a verb, for active_to_passive: which phrase is its object and which is not (a time, a
 * measure, a list the agent would cut, a relative clause without "that"), and which prepositional
 * phrase after the object belongs to it.
 */
import { languageModel } from '../lm';
import type { Tok } from './nlp';
import { hasSense } from './thesaurus';
import { compromiseVerbs, verbForms } from './verbs';
import { isClass, NP_POS, phraseFrom, TIME } from './voice-phrase';

/** Heads of time phrases ("every morning", "next year"), which are adverbials, not objects. */
const TIME_NOUNS = new Set([
  'morning',
  'afternoon',
  'evening',
  'night',
  'day',
  'week',
  'month',
  'year',
  'weekend',
  'time',
  'summer',
  'winter',
  'spring',
  'autumn',
  'quarter',
  'hour',
  'fortnight',
  'decade',
]);

/** "every morning", "next year" (but not "a lot of time"): a time adverbial, not a second object. */
export function isTimePhrase(toks: Tok[], a: number, b: number): boolean {
  const head = toks[b - 1];
  return (
    b > a &&
    (TIME_NOUNS.has(head.norm) || TIME_NOUNS.has(head.lemma) || isClass(head, 'time')) &&
    !toks.slice(a, b).some((t) => t.norm === 'of')
  );
}

/** "every Tuesday morning", "this week": a time noun after a word that makes it an adverbial. */
export function isTimeAdverbial(np: Tok[]): boolean {
  const head = np.at(-1);
  return (
    head !== undefined &&
    // "the following morning", "the next day": an article before such a word makes no noun phrase of it.
    (/^(?:every|each|next|last|this|that|all|most)$/.test(np[0].norm) ||
      (np[0].norm === 'the' && /^(?:following|next|previous|same)$/.test(np[1]?.norm ?? ''))) &&
    (TIME_NOUNS.has(head.lemma) || /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/.test(head.norm))
  );
}

/** Verb and object words of idioms whose object is no patient ("makes sense", "took place", "make it"). */
const IDIOM: Record<string, RegExp> = {
  // "can't make it" (manage to come), "make sense", "make way", "make do"
  make: /^(?:sense|way|do|it)$/,
  take: /^(?:place|part|turns|effect|shape|care|time|occasion|note)$/,
  // "gave birth", "gave way", "gave rise"
  give: /^(?:birth|way|rise)$/,
  // "give up", "have a look" are read elsewhere; "keep track", "lose track", "pay attention"
  keep: /^(?:track|pace|quiet)$/,
  lose: /^(?:track|touch|sight)$/,
  pay: /^(?:attention)$/,
};

/** Whether a verb and its object form an idiom with no passive ("Sense is made by the plan"). */
export function isIdiom(lemma: string, np: Tok[]): boolean {
  return np.length === 1 && IDIOM[lemma]?.test(np[0].norm) === true;
}

/** "too much", "a lot", "little": an amount with no noun, which no one makes a passive subject. */
export function isBareAmount(np: Tok[]): boolean {
  // "too much on travel" ends at its preposition; "a lot of money" has a noun.
  const cut = np.findIndex((t) => t.pos === 'ADP' && t.norm !== 'of' && t.norm !== 'than');
  const head = (cut > 0 ? np.slice(0, cut) : np).at(-1);
  return head !== undefined && /^(?:much|little|lot|lots|enough|more|less)$/.test(head.norm);
}

/** "two weeks", "ten percent", "a few hours": a number or quantity with a unit or time noun. */
export function isMeasure(np: Tok[]): boolean {
  const head = np.at(-1);
  const counted = np.some((t) => t.pos === 'NUM' || /^(?:few|several|couple)$/.test(t.norm));
  return (
    head !== undefined &&
    counted &&
    (TIME_NOUNS.has(head.lemma) ||
      isClass(head, 'time') ||
      isClass(head, 'unit') ||
      /^(?:percent|%)$/.test(head.norm))
  );
}

/**
 * "the invoice I sent", "the time we spend": a subject right after a noun opens a relative clause
 * without "that"; its verb is not the sentence's. A time noun before it is an adverbial ("Last week we …")
 * unless an article makes it a noun phrase ("the day we met").
 */
export function inContactRelative(toks: Tok[], [a]: [number, number]): boolean {
  const before = toks[a - 1];
  if (before === undefined || !/^(?:NOUN|PROPN)$/.test(before.pos)) return false;
  // "After the meeting the client signed …": a phrase opening the sentence with a preposition is a
  // fronted adverbial, not a noun with a relative clause.
  let j = a - 1;
  while (j > 0 && /^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/.test(toks[j].pos)) j--;
  if (j === 0 && toks[0].pos === 'ADP') return false;
  const time = TIME_NOUNS.has(before.lemma) || isClass(before, 'time') || TIME.has(before.norm);
  return !time || /^(?:the|a|an)$/.test(toks[a - 2]?.norm ?? '');
}

/** Verbs of beginning, going on and stopping, whose "-ing" complement is an activity ("keeps jamming"). */
export const ASPECTUAL = /^(?:keep|start|begin|stop|continue|finish|quit|resume|avoid|risk|mind)$/;

/** Whether a comma at `k` goes on with the rest of a list of noun phrases ("X, Y and Z", "X, Y, or Z"). */
export function listAfter(toks: Tok[], k: number): boolean {
  // ", and also aphid honeydew": the last item straight after the comma.
  if (/^(?:and|or)$/.test(toks[k + 1]?.norm ?? '')) {
    let j = k + 2;
    while (toks[j]?.pos === 'ADV') j++;
    const end = phraseFrom(toks, j, false);
    // (", and the client replied" joins a clause.)
    if (NP_POS.has(toks[j]?.pos ?? '') && end > j && !/^(?:VERB|AUX)$/.test(toks[end]?.pos ?? ''))
      return true;
  }
  let e = k;
  while (e < toks.length && !/^[.!?;:]$/.test(toks[e].text)) {
    const t = toks[e];
    if (/^(?:and|or)$/.test(t.norm) && e > k + 1) return true;
    // ("small business firms and": a plural noun the tagger read as a verb after its modifier.)
    const misreadNoun =
      t.pos === 'VERB' && toks[e - 1]?.pos === 'NOUN' && /^(?:,|and|or)$/.test(toks[e + 1]?.norm ?? '');
    if (t.text !== ',' && !NP_POS.has(t.pos) && !misreadNoun) return false;
    e++;
  }
  return false;
}

/** The noun of a complex preposition after its first preposition ("in place of", "on behalf of"). */
const COMPLEX_PREPOSITION =
  /^(?:place|front|spite|case|charge|favour|favor|light|view|terms|addition|behalf|lieu|search|support|respect|regard|return|line|accordance|exchange|response|comparison|relation)$/;

/** Prepositions whose phrase may belong to the noun before it ("an increase in sales", "feedback on the draft"). */
const NOUN_PREPOSITIONS = /^(?:in|on|for|from|about|with|at|of|over|above|below|between|within|to)$/;

/**
 * The end of a prepositional phrase at `k` that belongs to the object ending there rather than to the
 * verb, or `k`. Which one it belongs to is read from the language model: how much more likely the
 * preposition is after the object's head noun than after the verb (pointwise mutual information; "an
 * increase in" 2.9 nats against "expects in" −1.3, "shared … with" is the verb's). Phrases of time
 * ("for the third month") are the verb's adverbials.
 */
export function nounPhraseAfter(toks: Tok[], verb: Tok, k: number): number {
  const prep = toks[k];
  const noun = toks[k - 1];
  if (prep?.pos !== 'ADP' || !NOUN_PREPOSITIONS.test(prep.norm) || !/^(?:NOUN|PROPN)$/.test(noun.pos))
    return k;
  // "in place of", "on behalf of", "in front of": a complex preposition (Quirk et al. § 9.10) heads
  // an adverbial of the verb ("will chair the meeting in place of the director").
  if (COMPLEX_PREPOSITION.test(toks[k + 1]?.norm ?? '') && /^(?:of|to|with)$/.test(toks[k + 2]?.norm ?? ''))
    return k;
  // "gave a copy of the contract to every new hire": after a verb of giving, "to" names its receiver.
  if (prep.norm === 'to' && isClass(verb, 'to')) return k;
  const end = phraseFrom(toks, k + 1, true);
  if (end === k + 1) return k;
  const head = toks
    .slice(k + 1, end)
    .find((t, i, ts) => /^(?:NOUN|PROPN|PRON)$/.test(t.pos) && ts[i + 1]?.norm !== "'s");
  // A time is the verb's ("for the third month"), except after "from" ("invoices from last year").
  if (!head || ((TIME_NOUNS.has(head.lemma) || isClass(head, 'time')) && prep.norm !== 'from')) return k;
  // "attached the timeline for your review": a purpose addressed to someone is the verb's.
  if (prep.norm === 'for' && /^(?:my|your|our|his|her|their)$/.test(toks[k + 1].norm)) return k;
  const lm = languageModel();
  const base = lm.logProb([], prep.norm);
  const toNoun = lm.logProb([noun.text], prep.norm) - base;
  const toVerb = lm.logProb([verb.text], prep.norm) - base;
  return toNoun >= NOUN_ATTACHMENT && toNoun - toVerb >= NOUN_MARGIN ? end : k;
}
/** Least PMI (nats) of the preposition after the noun, and its least lead over the verb's. */
const NOUN_ATTACHMENT = 1.0;
const NOUN_MARGIN = 0.5;

/**
 * Verbs that take an object and a to-infinitive ("asked the team to review", "allowed the plan to go
 * ahead"; Quirk et al. § 16.63, verbs of the type "verb + object + to-infinitive"): after them the
 * infinitive is the verb's own complement and stays with the verb in the passive.
 */
export const OBJECT_AND_INFINITIVE =
  /^(?:advise|allow|ask|authori[sz]e|beg|cause|challenge|choose|command|compel|convince|dare|elect|empower|enable|encourage|expect|force|get|help|hire|inspire|instruct|invite|lead|like|love|mandate|motivate|need|oblige|order|pay|permit|persuade|pick|prefer|pressure|prompt|push|recruit|remind|request|require|select|teach|tell|tempt|train|trust|urge|want|warn|wish)$/;
/** Least PMI (nats) of "to" after a noun that takes an infinitive ("plan to" 2.0, "request to" 1.4, "team to" 0.9). */
const INFINITIVE_NOUN = 1.4;

/**
 * The end of a to-infinitive at `k` that completes the object's head noun ("approved the plan to open
 * an office" → "The plan to open an office was approved"), or `k`: the noun must be one the language
 * model often sees before "to" and the verb one that takes no object-and-infinitive pattern. The
 * infinitive runs to the end of its clause (a comma, a conjunction, a subordinator or the end).
 */
export function infinitiveAfterNoun(toks: Tok[], verb: Tok, k: number): number {
  const noun = toks[k - 1];
  if (toks[k]?.norm !== 'to' || toks[k + 1]?.pos !== 'VERB' || !/^(?:NOUN)$/.test(noun?.pos ?? '')) return k;
  if (OBJECT_AND_INFINITIVE.test(verb.lemma)) return k;
  const lm = languageModel();
  if (lm.logProb([noun.norm], 'to') - lm.logProb([], 'to') < INFINITIVE_NOUN) return k;
  let end = k + 2;
  while (
    end < toks.length &&
    !/^(?:PUNCT|CCONJ|SCONJ)$/.test(toks[end].pos) &&
    !/^[.!?,;:]$/.test(toks[end].text)
  )
    end++;
  return end;
}

/**
 * Least PMI (nats) of "to" after the three words before it for the infinitive to complete them ("in a
 * position to" 3.5, "the best places to" 3.3, "a chance to" 3.2) rather than state a purpose ("on
 * weekdays to" −2.4, "the evening shift to" 1.5).
 */
const NOUN_INFINITIVE = 2.5;

/** Whether the infinitive at `k` ("to") completes the noun phrase before it rather than giving a purpose. */
export function completesNoun(body: Tok[], k: number): boolean {
  // "in order to" is the purpose itself.
  if (body[k - 1]?.norm === 'order' && body[k - 2]?.norm === 'in') return false;
  const lm = languageModel();
  const before = body.slice(Math.max(0, k - 3), k).map((t) => t.norm);
  return lm.logProb(before, 'to') - lm.logProb([], 'to') >= NOUN_INFINITIVE;
}

/**
 * The end of a reduced relative clause at `k` describing the object ("covers damage caused by floods and
 * fires"): a past participle, "by" and the noun phrases it joins; or `k` when there is none.
 */
export function reducedRelativeAfter(toks: Tok[], k: number): number {
  const participle = toks[k];
  if (
    !/^(?:VERB|ADJ)$/.test(participle?.pos ?? '') ||
    participle.norm !== verbForms(participle.lemma).pp ||
    toks[k + 1]?.norm !== 'by' ||
    !/^(?:NOUN|PROPN)$/.test(toks[k - 1]?.pos ?? '')
  )
    return k;
  let end = phraseFrom(toks, k + 2, false);
  if (end === k + 2) return k;
  while (/^(?:and|or)$/.test(toks[end]?.norm ?? '')) {
    const next = phraseFrom(toks, end + 1, false);
    if (next === end + 1) break;
    end = next;
  }
  return end;
}

/** Least lead (nats) of "to <word>" over "the <word>" for a noun after a noun to be read as a verb. */
const VERB_READING = 1.0;
/** The same lead when what follows the phrase is what a verb takes and a noun phrase does not. */
const VERB_READING_BEFORE_VERB_DEPENDENT = 0.5;
/** Whether the noun phrase opening `toks` is a time or an amount ("the whole afternoon", "a lot", "a great deal"). */
function amountOrTime(toks: Tok[]): boolean {
  const end = phraseFrom(toks, 0, false);
  const np = toks.slice(0, end);
  return (
    isTimePhrase(toks, 0, end) ||
    isMeasure(np) ||
    isBareAmount(np) ||
    /^(?:deal|bit|while)$/.test(np.at(-1)?.norm ?? '')
  );
}

/** Verbs taking an object and a bare infinitive that take no second object ("help", "watch", not "make"). */
const ONE_OBJECT_BARE = /^(?:help|see|hear|watch|notice)$/;
/** Words of degree before a manner adverb ("more efficiently", "much faster"). */
const DEGREE_BEFORE_MANNER = /^(?:more|less|much|very|far|so|too|really|quite)$/;

/**
 * Whether the tokens after a noun phrase open what a verb takes and a noun phrase cannot: a manner
 * adverb in -ly ("work more efficiently") or an object ("lead the meeting").
 */
function opensVerbDependent(after: Tok[]): boolean {
  let i = 0;
  while (DEGREE_BEFORE_MANNER.test(after[i]?.norm ?? '') && i < 2) i++;
  const t = after[i];
  if (!t) return false;
  return (t.pos === 'ADV' && /ly$/.test(t.norm)) || (i === 0 && /^(?:DET|PRON)$/.test(t.pos));
}

/**
 * Where a noun after another noun in `np` is a bare infinitive the tagger misread ("helped our managers
 * handle complaints"), or -1: the language model sees it after "to" more than after "the" ("handle"
 * 1.7 nats, "grow" 6.8; "team" −3.5, "staff" −1.8). A last noun followed by a manner adverb or an
 * object (`after`, the tokens after the phrase) needs less ("helps our staff work more efficiently":
 * "work" 0.99).
 */
export function bareInfinitiveIn(np: Tok[], after: Tok[] = [], verb = ''): number {
  const lm = languageModel();
  // (A base form the tagger calls a verb inside the phrase counts too: "new staff settle/VERB in".)
  const lead = (i: number) =>
    i > 0 &&
    (np[i].pos === 'NOUN' || (np[i].pos === 'VERB' && np[i].norm === np[i].lemma)) &&
    np[i - 1].pos === 'NOUN'
      ? lm.logProb(['to'], np[i].norm) - lm.logProb(['the'], np[i].norm)
      : Number.NEGATIVE_INFINITY;
  // ("helps the night shift work more safely": the last noun is the verb, not "shift".)
  const last = np.length - 1;
  if (opensVerbDependent(after) && lead(last) > VERB_READING_BEFORE_VERB_DEPENDENT) return last;
  // "helps our customers track their orders", "helped the team book the venue": after a verb that takes
  // one object, a noun phrase opening right after the phrase is the object of a verb inside it, whatever
  // the language model makes of the word ("track" −0.3). Not after "make", which also takes an object
  // and a noun complement ("made the sales team a priority").
  if (
    ONE_OBJECT_BARE.test(verb) &&
    lead(last) > Number.NEGATIVE_INFINITY &&
    /^(?:DET|PRON)$/.test(after[0]?.pos ?? '') &&
    !/^(?:this|that|these|those|every|each|next|last|all)$/.test(after[0].norm) &&
    // ("watched the sales team the whole afternoon", "helped the finance team a great deal".)
    !amountOrTime(after) &&
    verbForms(np[last].norm).base === np[last].norm &&
    hasSense(np[last].norm, 'verb')
  )
    return last;
  return np.findIndex((_, i) => lead(i) > VERB_READING);
}

/**
 * The tokens with a participle the tagger read as a noun after another noun made an adjective: in
 * "left the door unlocked" the light tagger reads "door unlocked" as a compound, and the passive then
 * carried it as the object ("The door unlocked was left"). A word ending in "-ed" that WordNet knows
 * as no noun, and whose verb (compromise's reading of it as a past) has it as its participle, is that
 * participle: an object complement (Quirk et al. § 16.44), like "open" in "left the windows open".
 */
export function participleComplements(toks: Tok[]): Tok[] {
  return toks.map((t, k) => {
    if (t.pos !== 'NOUN' || !/ed$/.test(t.norm) || toks[k - 1]?.pos !== 'NOUN' || hasSense(t.norm, 'noun'))
      return t;
    const { verb, model } = compromiseVerbs();
    const lemma = verb.toInfinitive(t.norm, model, 'PastTense');
    if (!lemma || lemma === t.norm || !hasSense(lemma, 'verb') || verbForms(lemma).pp !== t.norm) return t;
    return { ...t, pos: 'ADJ', lemma: t.norm };
  });
}

/**
 * Verbs that take an object and a complement (Quirk et al. § 16.44: "left the door open", "kept the
 * client informed", "found the printer jammed"): a participle after their object is the complement.
 */
export const COMPLEX_TRANSITIVE =
  /^(?:leave|keep|find|get|have|want|need|like|prefer|see|hear|watch|notice|consider|make|declare|report|feel|hold|deem|render|call|name|elect|appoint|set|order)$/;

/**
 * The end of a past participle right after the object's noun at `k` that describes the object
 * ("contact the people involved", "refund the amount requested"), or `k`: it moves with the object,
 * or the passive leaves it after the verb ("The people will be contacted involved by us" was written).
 * Only at the end of the clause; a participle with "by" is reducedRelativeAfter's.
 */
export function postmodifierAfter(toks: Tok[], k: number, lemma: string): number {
  const p = toks[k];
  if (!p || COMPLEX_TRANSITIVE.test(lemma) || !/^(?:VERB|ADJ)$/.test(p.pos)) return k;
  if (!/^(?:NOUN|PROPN)$/.test(toks[k - 1]?.pos ?? '')) return k;
  let verb = p.lemma;
  if (p.pos === 'ADJ' || verb === p.norm) {
    const { verb: transform, model } = compromiseVerbs();
    verb = transform.toInfinitive(p.norm, model, 'PastTense') || verb;
  }
  if (verb === p.norm || verbForms(verb).pp !== p.norm || !hasSense(verb, 'verb')) return k;
  const next = toks[k + 1];
  return !next || /^[,;:.!?]$/.test(next.text) || TIME.has(next.norm) ? k + 1 : k;
}

/** Quantifiers that open a noun phrase: the word after them is its noun ("Several mistakes …"). */
const QUANTIFIER_OPENER = /^(?:several|many|few|some|all|both|these|those|most|various|numerous)$/;

/**
 * The tokens with an -s form after a quantifier the tagger read as a verb made a noun: at the start of a
 * sentence the light tagger reads "Several" as a name and "mistakes" as the verb, which hid the
 * subject ("Several mistakes in the report were found by the auditors" had no result).
 */
export function quantifiedNouns(toks: Tok[]): Tok[] {
  return toks.map((t, k) => {
    if (t.pos !== 'VERB' || !/s$/.test(t.norm) || !QUANTIFIER_OPENER.test(toks[k - 1]?.norm ?? '')) return t;
    const noun = t.norm.replace(/(?:es|s)$/, '');
    const lemma = hasSense(t.lemma, 'noun') ? t.lemma : hasSense(noun, 'noun') ? noun : undefined;
    return lemma ? { ...t, pos: 'NOUN', lemma } : t;
  });
}

/**
 * The end of a phrase of amount after a noun at `k` ("expenses over five hundred dollars", "orders
 * above £50", "invoices worth more than €1,000"), or `k`: it says which of the noun's things are meant
 * and goes with it ("All expenses are approved by the finance department over five hundred dollars"
 * was written).
 */
export function amountAfter(toks: Tok[], k: number): number {
  if (!/^(?:over|under|above|below|exceeding|worth|of)$/.test(toks[k]?.norm ?? '')) return k;
  if (!/^(?:NOUN|PROPN)$/.test(toks[k - 1]?.pos ?? '')) return k;
  let j = k + 1;
  while (/^(?:more|less|than|about|around|up|to)$/.test(toks[j]?.norm ?? '') && j - k < 3) j++;
  const symbol = /^[$£€]$/.test(toks[j]?.text ?? '');
  if (symbol) j++;
  if (toks[j]?.pos !== 'NUM') return k;
  while (toks[j]?.pos === 'NUM') j++;
  // Money or a share only: "spread the workshops over two days" measures time, not the workshops,
  // and "one of the" is no amount.
  const currency = /^(?:dollars?|pounds?|euros?|%|percent|million|billion)$/.test(toks[j]?.norm ?? '');
  if (currency) j++;
  return symbol || currency ? j : k;
}
