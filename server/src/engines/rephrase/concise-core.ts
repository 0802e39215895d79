/**
 * The core of a clause for shorten: its subject, its verb group and the object or complement the verb
 * needs, without the adjuncts after them ("We tried to contact the client [several times last week]
 * [to discuss the renewal]" → "We tried to contact the client"). Used for the first of two
 * coordinated clauses, whose adjuncts are background to the second ("…, but they will not renew the
 * contract": Quirk et al. § 13.24, the clause after "but" is the point), so both clauses stay when the
 * sentence must lose half its length. Nothing that states a fact is dropped: a number, a negation, a
 * deadline or a reported clause keeps the clause whole.
 */
import { GROUP_OR_PERSON } from './concise-lead';
import { tidy } from './lexicon';
import { POSSESSIVE, sentences, type Tok } from './nlp';

/**
 * Verbs whose object is followed by an infinitive that completes them ("asked each team to provide",
 * Quirk et al. § 16.63): the infinitive is no purpose adjunct.
 */
const OBJECT_INFINITIVE =
  /^(?:ask|tell|want|invite|encourage|allow|permit|require|expect|remind|advise|urge|instruct|order|force|help|enable|persuade|need|like|prefer|get)$/;
/** Verbs whose complement is what the clause says ("be", "become"): no core without it. */
const COPULA = /^(?:be|become|seem|appear|remain|stay|look|sound|feel|get)$/;
/** Words in the dropped part that state a fact the clause must keep. */
const FACT =
  /^(?:not|n't|never|no|none|nobody|nothing|only|by|before|until|till|within|that|whether|if|unless|because|although|which|who|what|how|why|where|when)$/;

/** Words of time: a phrase ending in one says when, and is no object. */
const WHEN =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|morning|afternoon|evening|night|hour|day|week|month|year|quarter|today|tomorrow|yesterday|weekend|spring|summer|autumn|winter)s?$/;

/** Nouns that need their phrase to say anything ("an effect on", "the means to", "a role in"). */
const INCOMPLETE_NOUN =
  /^(?:effect|impact|influence|insight|role|part|interest|means|ability|way|chance|opportunity|need|right|access|control|responsibility|attention|approach|decision|plan|attempt|effort|relationship|link|contribution|commitment)$/;

/** Whether a token is a finite verb: an auxiliary, or a verb that is no -ing form. */
const finite = (t: Tok) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/.test(t.norm));

/** The end of a noun phrase from `k` (determiners, adjectives, nouns, a possessive "'s"), or `k`. */
function nounPhraseEnd(toks: Tok[], k: number): number {
  let j = k;
  while (
    j < toks.length &&
    (/^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/.test(toks[j].pos) || toks[j].text === "'s")
  ) {
    // "the client several times": a second determiner after a noun opens another phrase.
    // ("their own headlines": a possessive is a determiner.)
    if (
      j > k &&
      /^(?:DET|ADJ|NUM)$/.test(toks[j].pos) &&
      /^(?:NOUN|PROPN|PRON)$/.test(toks[j - 1].pos) &&
      !POSSESSIVE.test(toks[j - 1].norm)
    )
      break;
    if (toks[j].pos === 'PRON' && j > k) break;
    j++;
    // "the [proposed] changes": a participle between a determiner and a noun is its adjective.
    if (
      toks[j]?.pos === 'VERB' &&
      /ed$/.test(toks[j].norm) &&
      toks[j + 1]?.pos === 'NOUN' &&
      toks[j - 1].pos === 'DET'
    )
      j++;
  }
  return j;
}

/**
 * The clause cut to its core, or undefined when it has none to offer: it must open with its subject
 * (no fronted phrase), have a verb other than "be", and what goes must hold no number, negation,
 * deadline or clause of its own.
 */
export function clauseCore(clause: string): string | undefined {
  const toks = sentences(clause).flat();
  const v = toks.findIndex(finite);
  if (v < 1 || toks.slice(0, v).some((t) => /^(?:ADP|SCONJ|PUNCT|CCONJ|VERB)$/.test(t.pos))) return undefined;
  if (!toks.slice(0, v).some((t) => /^(?:NOUN|PROPN|PRON)$/.test(t.pos))) return undefined;
  // The verb group, with infinitives chained to it ("tried to contact", "have decided to postpone").
  let k = v;
  const keep = new Set<number>();
  while (k < toks.length) {
    const t = toks[k];
    if (/^(?:AUX|VERB|PART)$/.test(t.pos) || t.norm === 'not' || t.norm === "n't") keep.add(k++);
    // Manner adverbs inside the group go ("has looked [carefully] at"); others ("still", "now") stay.
    else if (t.pos === 'ADV' && /^(?:AUX|VERB|PART)$/.test(toks[k + 1]?.pos ?? '') && /ly$/.test(t.norm)) k++;
    else if (t.pos === 'ADV' && !/ly$/.test(t.norm) && /^(?:AUX|VERB|PART)$/.test(toks[k + 1]?.pos ?? ''))
      keep.add(k++);
    else if (t.norm === 'to' && toks[k + 1]?.pos === 'VERB') keep.add(k++);
    else break;
  }
  const verb = toks[k - 1];
  // A manner adverb straight after the verb goes ("looked carefully at").
  if (toks[k]?.pos === 'ADV' && /ly$/.test(toks[k].norm) && toks[k + 1]?.pos === 'ADP') k++;
  // "look at" is no copula: a preposition after the verb opens its object.
  if (verb?.pos !== 'VERB' || (COPULA.test(verb.lemma) && toks[k]?.pos !== 'ADP')) return undefined;
  // The verb's preposition and its object ("looked at the proposed changes"), or its object.
  // Not a time ("during the summer", "by Friday", "in March"), which is no object.
  if (
    toks[k]?.pos === 'ADP' &&
    !/^(?:by|before|after|until|within|during|since)$/.test(toks[k].norm) &&
    !WHEN.test(toks[nounPhraseEnd(toks, k + 1) - 1]?.norm ?? '')
  )
    keep.add(k++);
  const objectEnd = nounPhraseEnd(toks, k);
  if (objectEnd === k && toks[k - 1]?.pos === 'ADP') return undefined;
  for (let j = k; j < objectEnd; j++) keep.add(j);
  k = objectEnd;
  // "asked each team to provide a short update": the infinitive completes the verb.
  if (toks[k]?.norm === 'to' && toks[k + 1]?.pos === 'VERB' && OBJECT_INFINITIVE.test(verb.lemma)) {
    keep.add(k++);
    keep.add(k++);
    const end = nounPhraseEnd(toks, k);
    for (let j = k; j < end; j++) keep.add(j);
    k = end;
  }
  const dropped = toks.slice(k);
  if (
    dropped.length < 2 ||
    // What completes the object stays with it: its "of" phrase, a partner after "and", an infinitive
    // ("the means [to build …]"), or the phrase of a noun that says nothing alone ("some effect [in
    // preventing attacks]", "insight [into …]").
    /^(?:of|and|or|,)$/.test(dropped[0].norm) ||
    (dropped[0].norm === 'to' && dropped[1]?.pos === 'VERB') ||
    INCOMPLETE_NOUN.test(toks[k - 1].lemma) ||
    // A finite verb left behind is a clause's ("noticed [many invoices] are being paid late").
    dropped.some(
      (t, n) =>
        t.pos === 'NUM' ||
        FACT.test(t.norm) ||
        t.pos === 'PROPN' ||
        (finite(t) && dropped[n - 1]?.norm !== 'to') ||
        /^[;:()]$/.test(t.text),
    )
  )
    return undefined;
  // Nothing of the phrase may be left hanging: the kept words end on a noun or the verb.
  const last = toks[k - 1];
  if (!/^(?:NOUN|PROPN|PRON|VERB)$/.test(last.pos) || POSSESSIVE.test(last.norm)) return undefined;
  const kept = toks.slice(0, k).filter((_, i) => i < v || keep.has(i));
  return kept.map((t, i) => (i === 0 ? '' : t.pre) + t.text).join('');
}

/**
 * "We tried to contact the client several times last week to discuss the renewal, but they will not
 * renew the contract" → "We tried to contact the client, but they will not renew the contract": the
 * first of two coordinated clauses cut to its core (concise-core.ts), so the second, which often
 * carries the news, stays.
 */
export function withFirstClauseCore(sentence: string): string | undefined {
  const m = /,\s+(?:but|and|yet)\s+/i.exec(sentence);
  // The first clause has no comma of its own (a list's ", and" is no clause boundary: "during the
  // forties, fifties, and sixties"), and a clause follows: its subject, then straight away its verb.
  if (!m || sentence.slice(0, m.index).includes(',')) return undefined;

  const rest = sentences(sentence.slice(m.index + m[0].length)).flat();
  const verb = rest.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (
    verb < 1 ||
    verb > 4 ||
    rest.slice(0, verb).some((t) => !/^(?:DET|ADJ|NOUN|PROPN|PRON|NUM)$/.test(t.pos)) ||
    !hasSubjectAndVerb(rest)
  )
    return undefined;
  const core = clauseCore(sentence.slice(0, m.index));
  if (core === undefined) return undefined;
  // A pronoun after the comma may stand for a phrase the core drops ("working hard on the new
  // brochure, and we are confident that it will …"): no noun of its number may go (times aside:
  // "several times last week"), and "there", "then" and the demonstratives point back at what went.
  const after = rest.map((t) => t.norm);
  if (after.some((w) => /^(?:this|these|those|there|then)$/.test(w))) return undefined;
  const kept = new Set(
    sentences(core)
      .flat()
      .map((t) => t.norm),
  );
  const gone = sentences(sentence.slice(0, m.index))
    .flat()
    .filter((t) => t.pos === 'NOUN' && !kept.has(t.norm) && !WHEN.test(t.norm) && t.norm !== 'times');
  const plural = (t: Tok) => /[^s]s$/.test(t.norm) && t.norm !== t.lemma;
  if (after.some((w) => /^(?:it|its)$/.test(w)) && gone.some((t) => !plural(t))) return undefined;
  if (
    after.some((w) => /^(?:they|them|their)$/.test(w)) &&
    gone.some((t) => plural(t) || GROUP_OR_PERSON.test(t.lemma))
  )
    return undefined;
  return tidy(core + sentence.slice(m.index));
}

/** Whether tokens hold a subject (a noun or pronoun) and, after it, a finite verb: a clause. */
export function hasSubjectAndVerb(toks: Tok[]): boolean {
  const subject = toks.findIndex((t) => /^(?:NOUN|PROPN|PRON)$/.test(t.pos));
  return subject >= 0 && hasFiniteVerb(toks.slice(subject + 1));
}

/** Whether tokens hold a finite verb: an auxiliary, or a verb that is no -ing form or infinitive. */
export function hasFiniteVerb(toks: Tok[]): boolean {
  // "the ability to work under pressure": an infinitive is no finite verb either.
  return toks.some(
    (t, i) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/.test(t.norm) && toks[i - 1]?.norm !== 'to'),
  );
}
